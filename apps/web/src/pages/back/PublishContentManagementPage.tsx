import { ArticleTable } from '../../modules/content-admin/components/ArticleTable.tsx';
import { usePublishList } from '../../modules/content-admin/components/usePublishList.ts';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 发布内容管理 (/back/PublishContentManagement): every article and post, filtered and paged. */
export function PublishContentManagementPage() {
  const list = usePublishList();
  return (
    <ManagerLayout title="发布内容管理">
      <ArticleTable list={list} />
    </ManagerLayout>
  );
}
