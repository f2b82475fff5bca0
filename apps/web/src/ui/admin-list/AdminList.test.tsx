import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BulkResult } from '@coal/contracts';
import { renderInRouter } from '../../app/test-utils.tsx';
import { AdminList } from './AdminList.tsx';
import { useListFilters } from './useListFilters.ts';

interface Row {
  id: number;
  title: string;
  viewCount: number;
}
const ROWS: Row[] = [
  { id: 1, title: '甲', viewCount: 3 },
  { id: 2, title: '乙', viewCount: 9 },
  { id: 3, title: '丙', viewCount: 1 },
];

function Harness({ run, onParams }: { run: (ids: number[]) => Promise<BulkResult>; onParams?: (p: object) => void }) {
  const filters = useListFilters<{ title?: string }>();
  onParams?.(filters.params);
  return (
    <AdminList<Row>
      query={{ data: { list: ROWS, total: 3, currentPage: 1, pageSize: 10 }, isFetching: false }}
      filters={filters}
      columns={[
        { title: '标题', dataIndex: 'title' },
        { title: '阅读', dataIndex: 'viewCount', sorter: true },
      ]}
      bulkActions={[{ key: 'delete', label: '删除', danger: true, run }]}
      actions={() => [{ label: '编辑', onClick: () => undefined }]}
    />
  );
}

describe('AdminList', () => {
  it('bulk-deletes the checked rows after a confirmation with the count, and lists the rows that failed', async () => {
    const run = vi.fn(async (ids: number[]) => ({
      succeeded: 1,
      failed: 1,
      results: [
        { id: ids[0]!, ok: true, title: '甲', message: '已删除' },
        { id: ids[1]!, ok: false, title: '', message: '文本不存在' },
      ],
    }));
    renderInRouter(<Harness run={run} />);
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1]!); // row 甲 (boxes[0] is “select all”)
    fireEvent.click(boxes[3]!); // row 丙
    const bar = screen.getByRole('region', { name: '批量操作' });
    expect(bar.textContent).toContain('已选 2 项');
    fireEvent.click(within(bar).getByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('确定删除选中的 2 项？')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确定删除/ }));
    await waitFor(() => expect(run).toHaveBeenCalledWith([1, 3], undefined));
    expect((await screen.findAllByText('删除：成功 1 项，失败 1 项')).length).toBeGreaterThan(0);
    expect(screen.getByText('丙：文本不存在')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: '批量操作' })).toBeNull());
  });

  it('sorts a `sorter: true` column on the server: the list call gets sort and order', async () => {
    const seen: object[] = [];
    renderInRouter(<Harness run={vi.fn()} onParams={(p) => seen.push(p)} />);
    const header = () => screen.getByRole('columnheader', { name: /阅读/ });
    fireEvent.click(header());
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sort: 'viewCount', order: 'desc', currentPage: 1 }));
    fireEvent.click(header());
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sort: 'viewCount', order: 'asc' }));
  });

  it('hides a column from 列设置 and remembers it for the list', async () => {
    localStorage.clear();
    const first = renderInRouter(<Harness run={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    const settings = await screen.findByLabelText('列设置', { selector: 'div' });
    fireEvent.click(within(settings).getByLabelText('阅读'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /阅读/ })).toBeNull());
    first.unmount();
    renderInRouter(<Harness run={vi.fn()} />);
    expect(screen.queryByRole('columnheader', { name: /阅读/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /标题/ })).toBeTruthy();
  });
});
