import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../app/test-utils.tsx';
import { Pagination } from './Pagination.tsx';
import { usePagination, type PaginationController } from './usePagination.ts';

describe('usePagination', () => {
  it('exposes the query with pageNo mirroring currentPage', () => {
    const { result } = renderHook(() => usePagination());
    act(() => result.current.setPage(3));
    expect(result.current.query).toEqual({ currentPage: 3, pageNo: 3, pageSize: 10 });
  });

  it('returns to page 1 when the page size changes', () => {
    const { result } = renderHook(() => usePagination());
    act(() => result.current.setPage(4));
    act(() => result.current.setPageSize(50));
    expect(result.current.query).toEqual({ currentPage: 1, pageNo: 1, pageSize: 50 });
  });

  it('returns to page 1 when the reported total no longer reaches the page', () => {
    const { result } = renderHook(() => usePagination());
    act(() => result.current.setPage(3));
    act(() => result.current.syncTotal(25));
    expect(result.current.currentPage).toBe(3);
    act(() => result.current.syncTotal(20));
    expect(result.current.currentPage).toBe(1);
  });
});

/** A list whose total the test controls, recording every query it would send. */
function List({ total, queries }: { total: number; queries: number[] }) {
  const pager: PaginationController = usePagination();
  queries.push(pager.currentPage);
  return <Pagination pager={pager} total={total} />;
}

describe('Pagination', () => {
  it('shows the total, page sizes 10-50 and a jumper', () => {
    renderWithProviders(<List total={95} queries={[]} />);
    expect(screen.getByText('共 95 条')).toBeTruthy();
    expect(screen.getByText('10 条/页')).toBeTruthy();
    expect(document.querySelector('.ant-pagination-options-quick-jumper')?.textContent).toContain('跳至');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    for (const size of [10, 20, 30, 40, 50]) expect(screen.getAllByText(`${size} 条/页`).length).toBeGreaterThan(0);
  });

  it('feeds the total back: a shrinking total moves the list back to page 1 (query repeats)', () => {
    const queries: number[] = [];
    const { rerender } = renderWithProviders(<List total={95} queries={queries} />);
    fireEvent.click(screen.getByTitle('10'));
    expect(queries.at(-1)).toBe(10);
    rerender(<List total={30} queries={queries} />);
    expect(queries.at(-1)).toBe(1);
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('1');
  });
});
