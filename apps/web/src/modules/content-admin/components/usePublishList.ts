import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { useAdminArticlesQuery } from '../hooks/useContentAdmin.ts';
import type { ArticleFilters } from './ArticleFilterBar.tsx';

const ARTICLE_FIELD_TYPES = { categoryId: 'number' } as const;

/** Filters + pager + the list query shared by the table and card views. */
export function usePublishList() {
  const filters = useListFilters<ArticleFilters>({ fieldTypes: ARTICLE_FIELD_TYPES });
  const query = useAdminArticlesQuery(filters.params);
  return { filters, query };
}
