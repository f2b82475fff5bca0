import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { useAdminArticlesQuery } from '../hooks/useContentAdmin.ts';
import type { ArticleFilters } from './ArticleFilterBar.tsx';

/** Filters + pager + the list query shared by the table and card views. */
export function usePublishList() {
  const filters = useListFilters<ArticleFilters>();
  const query = useAdminArticlesQuery(filters.params);
  return { filters, query };
}
