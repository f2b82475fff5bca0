import { ArticleCards } from '../../modules/content-admin/components/ArticleCards.tsx';
import { ArticleFilterFields, ArticleToolbar } from '../../modules/content-admin/components/ArticleFilterBar.tsx';
import { usePublishList } from '../../modules/content-admin/components/usePublishList.ts';
import { ListFilterBar } from '../../ui/admin-list/AdminList.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';
import { Pagination } from '../../ui/pagination/Pagination.tsx';

/** 发布内容管理（卡片视图）: the same management as cards with covers. */
export function PublishContentManagementCopyPage() {
  const { filters, query } = usePublishList();
  return (
    <ManagerLayout
      title="发布内容管理（卡片视图）"
      header={<ListFilterBar filters={filters} fields={<ArticleFilterFields filters={filters} />} toolbar={<ArticleToolbar />} />}
    >
      <ArticleCards rows={query.data?.list} loading={query.isLoading} />
      <Pagination pager={filters.pager} total={query.data?.total} />
    </ManagerLayout>
  );
}
