import { useCallback, useMemo, useReducer } from 'react';
import { DEFAULT_PAGE_SIZE } from '@coal/contracts';
import { initialPagination, paginationReducer } from './paginationReducer.ts';

/** What list calls send: spec §3 pagination query (pageNo is an alias of currentPage). */
export interface PaginationQuery {
  currentPage: number;
  pageNo: number;
  pageSize: number;
}

export interface PaginationController {
  currentPage: number;
  pageSize: number;
  /** Put this in the list's query key: a reset to page 1 then repeats the query. */
  query: PaginationQuery;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  /** Report the total the list answered (the Pagination component does it for you). */
  syncTotal: (total: number) => void;
  /** Back to page 1, e.g. when the filters change. */
  reset: () => void;
}

/** Pagination state with the reset rules of spec §4. */
export function usePagination(initialPageSize: number = DEFAULT_PAGE_SIZE): PaginationController {
  const [state, dispatch] = useReducer(paginationReducer, initialPageSize, initialPagination);
  const setPage = useCallback((page: number) => dispatch({ type: 'page', page }), []);
  const setPageSize = useCallback((pageSize: number) => dispatch({ type: 'size', pageSize }), []);
  const syncTotal = useCallback((total: number) => dispatch({ type: 'total', total }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  const query = useMemo(() => ({ currentPage: state.currentPage, pageNo: state.currentPage, pageSize: state.pageSize }), [state.currentPage, state.pageSize]);
  return { ...state, query, setPage, setPageSize, syncTotal, reset };
}
