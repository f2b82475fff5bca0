import { describe, expect, it } from 'vitest';
import { initialPagination, pageCount, paginationReducer } from './paginationReducer.ts';

describe('paginationReducer (spec §4, §9)', () => {
  it('starts on page 1 with the default size 10, refusing sizes outside 10-50', () => {
    expect(initialPagination()).toEqual({ currentPage: 1, pageSize: 10 });
    expect(initialPagination(30)).toEqual({ currentPage: 1, pageSize: 30 });
    expect(initialPagination(25)).toEqual({ currentPage: 1, pageSize: 10 });
  });

  it('changing the page size returns to page 1', () => {
    const onPage4 = { currentPage: 4, pageSize: 10 };
    expect(paginationReducer(onPage4, { type: 'size', pageSize: 20 })).toEqual({ currentPage: 1, pageSize: 20 });
  });

  it('choosing the same size again changes nothing (same object, no re-render)', () => {
    const state = { currentPage: 4, pageSize: 10 };
    expect(paginationReducer(state, { type: 'size', pageSize: 10 })).toBe(state);
  });

  it('resets to page 1 when the total shrinks below the current page', () => {
    const onPage5 = { currentPage: 5, pageSize: 10 };
    // 41 rows = 5 pages: page 5 still exists.
    expect(paginationReducer(onPage5, { type: 'total', total: 41 })).toBe(onPage5);
    // 40 rows = 4 pages: page 5 is gone.
    expect(paginationReducer(onPage5, { type: 'total', total: 40 })).toEqual({ currentPage: 1, pageSize: 10 });
    // Empty list: page 1 is the only page.
    expect(paginationReducer({ currentPage: 2, pageSize: 10 }, { type: 'total', total: 0 }).currentPage).toBe(1);
    expect(paginationReducer({ currentPage: 1, pageSize: 10 }, { type: 'total', total: 0 }).currentPage).toBe(1);
  });

  it('moves between pages and resets on demand', () => {
    const state = paginationReducer(initialPagination(), { type: 'page', page: 3 });
    expect(state.currentPage).toBe(3);
    expect(paginationReducer(state, { type: 'reset' }).currentPage).toBe(1);
    expect(paginationReducer(state, { type: 'page', page: 0 }).currentPage).toBe(1);
  });

  it('counts pages with at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
