import { ArticleCards } from '../../modules/content-admin/components/ArticleCards.tsx';
import { ArticleFilterBar } from '../../modules/content-admin/components/ArticleFilterBar.tsx';
import { usePublishList } from '../../modules/content-admin/components/usePublishList.ts';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';
import { Pagination } from '../../ui/pagination/Pagination.tsx';

/** 发布内容管理（卡片视图）: the same management as cards with covers. */
export function PublishContentManagementCopyPage() {
  const { pager, query, search } = usePublishList();
  return (
    <ManagerLayout title="发布内容管理（卡片视图）" header={<ArticleFilterBar onSearch={search} />}>
      <ArticleCards rows={query.data?.list} loading={query.isLoading} />
      <Pagination pager={pager} total={query.data?.total} />
    </ManagerLayout>
  );
}
