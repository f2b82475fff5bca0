import { useEffect, useState } from 'react';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { useSearchQuery } from './useSearchQueries.ts';
import { useSearchFilters } from './useSearchParamsState.ts';

/**
 * The state of a search results page (portal and mobile): the filters in the address, the
 * words being typed, the shared pager, and the page of hits. New words or filters start again
 * at page 1.
 */
export function useSearchPage() {
  const [filters, setFilters] = useSearchFilters();
  const [typed, setTyped] = useState(filters.q);
  const pager = usePagination();
  const { reset } = pager;
  useEffect(() => {
    setTyped(filters.q);
    reset();
  }, [filters, reset]);
  const result = useSearchQuery({ ...filters, currentPage: pager.currentPage, pageSize: pager.pageSize });
  return { filters, setFilters, typed, setTyped, pager, result };
}
