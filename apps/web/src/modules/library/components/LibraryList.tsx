import { type ReactNode, useState } from 'react';
import { Skeleton } from 'antd';
import { Empty } from '../../../ui/Empty.tsx';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { type PaginationController, usePagination } from '../../../ui/pagination/usePagination.ts';
import type { LibraryDomain } from '../api/libraryApi.ts';
import { LibraryFilter, type LibraryFilterValue } from './LibraryFilter.tsx';

type Flatten<T> = { [K in keyof T]: T[K] };

export interface LibraryListState {
  pager: PaginationController;
  /** What the list call sends: the filter and the page (a plain object type, as the API's params are). */
  query: Flatten<LibraryFilterValue & PaginationController['query']>;
  setFilter: (next: LibraryFilterValue) => void;
}

/** Filter and page of a library list; a new filter goes back to page 1. */
export function useLibraryListState(): LibraryListState {
  const pager = usePagination();
  const [filter, setFilter] = useState<LibraryFilterValue>({});
  return {
    pager,
    query: { ...filter, ...pager.query },
    setFilter: (next) => {
      setFilter(next);
      pager.reset();
    },
  };
}

interface LibraryListProps<T> {
  domain: LibraryDomain;
  state: LibraryListState;
  result: { isLoading: boolean; data?: { list: T[]; total: number } };
  /** The rows of the current page (never called with none: the empty state shows instead). */
  children: (rows: T[]) => ReactNode;
}

/** What every library list shares: category and title filter, loading, empty state, the pager. */
export function LibraryList<T>({ domain, state, result, children }: LibraryListProps<T>) {
  const rows = result.data?.list;
  return (
    <>
      <LibraryFilter domain={domain} onChange={state.setFilter} />
      {result.isLoading ? <Skeleton active /> : !rows?.length ? <Empty /> : children(rows)}
      <Pagination pager={state.pager} total={result.data?.total} />
    </>
  );
}
