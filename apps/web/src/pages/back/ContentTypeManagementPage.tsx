import { ContentTypeTree } from '../../modules/content-admin/components/ContentTypeTree.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 内容类型管理 (/back/ContentTypeManagement). */
export function ContentTypeManagementPage() {
  return (
    <ManagerLayout title="内容类型管理">
      <ContentTypeTree />
    </ManagerLayout>
  );
}
