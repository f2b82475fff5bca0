import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@coal/contracts';

/** Pagination query of spec §3; `pageNo` mirrors currentPage for calls that use that name. */
export interface PaginationState {
  currentPage: number;
  pageSize: number;
}

export type PaginationAction =
  | { type: 'page'; page: number }
  | { type: 'size'; pageSize: number }
  /** The list answered with this total: spec §4's shrink rule applies. */
  | { type: 'total'; total: number }
  | { type: 'reset' };

export const initialPagination = (pageSize: number = DEFAULT_PAGE_SIZE): PaginationState => ({
  currentPage: 1,
  pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
});

/** Number of pages for a total; an empty list still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * Spec §4: changing the page size returns to page 1; when the total shrinks so that the
 * current page is past the last page, the page resets to 1 (the caller's query key
 * changes with it, so the query repeats). Returns the same object when nothing changes so
 * that React skips the re-render.
 */
export function paginationReducer(state: PaginationState, action: PaginationAction): PaginationState {
  switch (action.type) {
    case 'page': {
      const page = Math.max(1, Math.floor(action.page));
      return page === state.currentPage ? state : { ...state, currentPage: page };
    }
    case 'size':
      if (action.pageSize === state.pageSize) return state;
      return { currentPage: 1, pageSize: action.pageSize };
    case 'total':
      return state.currentPage > pageCount(action.total, state.pageSize) ? { ...state, currentPage: 1 } : state;
    case 'reset':
      return state.currentPage === 1 ? state : { ...state, currentPage: 1 };
  }
}
