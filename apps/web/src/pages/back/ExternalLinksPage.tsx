import { LinkTable } from '../../modules/site-admin/components/LinkTable.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 外部链接管理 (/back/ExternalLinks). */
export function ExternalLinksPage() {
  return (
    <ManagerLayout title="外部链接管理">
      <LinkTable />
    </ManagerLayout>
  );
}
