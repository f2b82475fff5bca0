import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { LibraryList, type LibraryListState, useLibraryListState } from './LibraryList.tsx';

vi.mock('../hooks/useLibraryQueries.ts', () => ({
  useLibraryCategoriesQuery: () => ({ data: [{ id: 7, name: '焦煤', count: 3 }] }),
}));

interface Row {
  id: number;
  title: string;
}

function Harness({ result, seen }: { result: { isLoading: boolean; data?: { list: Row[]; total: number } }; seen: (q: LibraryListState['query']) => void }) {
  const state = useLibraryListState();
  seen(state.query);
  return (
    <LibraryList domain="text" state={state} result={result}>
      {(rows) => (
        <ul>
          {rows.map((r) => (
            <li key={r.id}>{r.title}</li>
          ))}
        </ul>
      )}
    </LibraryList>
  );
}

describe('LibraryList', () => {
  it('shows the empty state without rows, and the rows otherwise', () => {
    const seen = vi.fn();
    const { rerender } = renderWithProviders(<Harness result={{ isLoading: false, data: { list: [], total: 0 } }} seen={seen} />);
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
    rerender(<Harness result={{ isLoading: false, data: { list: [{ id: 1, title: '动力煤周报' }], total: 1 } }} seen={seen} />);
    expect(screen.getByText('动力煤周报')).toBeTruthy();
    expect(screen.queryAllByText('暂无数据')).toHaveLength(0);
  });

  it('sends the chosen category with page 1', async () => {
    const seen = vi.fn();
    renderWithProviders(<Harness result={{ isLoading: false, data: { list: [{ id: 1, title: '甲' }], total: 60 } }} seen={seen} />);
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ currentPage: 1 }));
    fireEvent.click(screen.getByText('焦煤（3）'));
    await waitFor(() => expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ categoryId: 7, currentPage: 1 })));
  });
});
