import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListFilters } from './useListFilters.ts';

function Probe() {
  const filters = useListFilters<{ title?: string; categoryId?: number }>({ fieldTypes: { categoryId: 'number' } });
  const { search } = useLocation();
  return (
    <div>
      <output aria-label="params">{JSON.stringify(filters.params)}</output>
      <output aria-label="search">{search}</output>
      <input aria-label="title" value={filters.draft.title ?? ''} onChange={(e) => filters.set({ title: e.target.value })} />
      <button onClick={() => filters.apply({ categoryId: 7 })}>apply</button>
      <button onClick={() => filters.pager.setPage(3)}>page3</button>
      <button onClick={() => filters.setSort({ field: 'viewCount', order: 'asc' })}>sort</button>
      <button onClick={filters.reset}>reset</button>
    </div>
  );
}

function mount(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/back/TextManagement', element: <Probe /> },
      { path: '/back/TextDetail', element: <p>detail</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
const params = () => JSON.parse(screen.getByLabelText('params').textContent!) as Record<string, unknown>;
const search = () => screen.getByLabelText('search').textContent;

describe('useListFilters: the list in the address', () => {
  it('writes applied filters, page and sort to the address, and a reload (fresh mount) shows the same list', async () => {
    const router = mount('/back/TextManagement');
    fireEvent.change(screen.getByLabelText('title'), { target: { value: '  焦煤 ' } });
    expect(search()).toBe(''); // a draft is not applied
    fireEvent.click(screen.getByText('apply'));
    fireEvent.click(screen.getByText('page3'));
    fireEvent.click(screen.getByText('sort')); // sorting goes back to page 1
    fireEvent.click(screen.getByText('page3'));
    expect(params()).toEqual({ title: '焦煤', categoryId: 7, currentPage: 3, pageSize: 10, sort: 'viewCount', order: 'asc' });
    const url = `${router.state.location.pathname}${router.state.location.search}`;
    expect(url).toBe('/back/TextManagement?title=%E7%84%A6%E7%85%A4&categoryId=7&page=3&sort=viewCount&order=asc');

    router.dispose();
    document.body.innerHTML = '';
    mount(url);
    expect(params()).toEqual({ title: '焦煤', categoryId: 7, currentPage: 3, pageSize: 10, sort: 'viewCount', order: 'asc' });
    expect((screen.getByLabelText('title') as HTMLInputElement).value).toBe('焦煤');
  });

  it('follows the address on back/forward and keeps its state when the menu opens the bare path', async () => {
    const router = mount('/back/TextManagement?title=a');
    await act(() => router.navigate('/back/TextManagement?title=b&page=2'));
    expect(params()).toMatchObject({ title: 'b', currentPage: 2 });
    await act(() => router.navigate('/back/TextManagement'));
    expect(params()).toMatchObject({ title: 'b', currentPage: 2 });
    expect(search()).toBe('?title=b&page=2');
    fireEvent.click(screen.getByText('reset'));
    expect(search()).toBe('');
  });
});
