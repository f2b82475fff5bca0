import { useState } from 'react';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { useAdminArticlesQuery } from '../hooks/useContentAdmin.ts';
import type { ArticleFilters } from './ArticleFilterBar.tsx';

/** Filters + pager + the list query shared by the table and card views. */
export function usePublishList() {
  const pager = usePagination();
  const [filters, setFilters] = useState<ArticleFilters>({});
  const query = useAdminArticlesQuery({ ...filters, ...pager.query });
  const search = (next: ArticleFilters) => {
    setFilters(next);
    pager.reset();
  };
  return { pager, query, search };
}
