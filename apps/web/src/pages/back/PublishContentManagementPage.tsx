import { ArticleFilterBar } from '../../modules/content-admin/components/ArticleFilterBar.tsx';
import { ArticleTable } from '../../modules/content-admin/components/ArticleTable.tsx';
import { usePublishList } from '../../modules/content-admin/components/usePublishList.ts';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';
import { Pagination } from '../../ui/pagination/Pagination.tsx';

/** 发布内容管理 (/back/PublishContentManagement): every article and post, filtered and paged. */
export function PublishContentManagementPage() {
  const { pager, query, search } = usePublishList();
  return (
    <ManagerLayout title="发布内容管理" header={<ArticleFilterBar onSearch={search} />}>
      <ArticleTable rows={query.data?.list} loading={query.isFetching} />
      <Pagination pager={pager} total={query.data?.total} />
    </ManagerLayout>
  );
}
