import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, Modal } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../app/test-utils.tsx';
import type { CrudApi } from './crudApi.ts';
import { type CrudFormProps, CrudList } from './CrudList.tsx';
import { useListFilters } from './useListFilters.ts';

interface Item {
  id: number;
  name: string;
}

function fakeApi(): CrudApi<Item> {
  return {
    prefix: '/api/admin/fake',
    list: vi.fn(async () => ({ list: [{ id: 1, name: '焦煤交易系统' }], total: 1, currentPage: 1, pageSize: 10 })),
    detail: vi.fn(),
    save: vi.fn(async (body) => ({ data: { id: 2, name: String(body.name) }, message: '保存成功' })),
    remove: vi.fn(async () => '删除成功'),
    setEnabled: vi.fn(),
    setStatus: vi.fn(),
    upload: vi.fn(),
  } as unknown as CrudApi<Item>;
}

const NameForm = ({ item, onSubmit, onClose }: CrudFormProps<Item>) => (
  <Modal open title={item ? '编辑' : '新增'} onCancel={onClose} footer={<Button onClick={() => onSubmit({ id: item?.id, name: '新链接' })}>提交</Button>} />
);

function Harness({ api, group }: { api: CrudApi<Item>; group?: string }) {
  const filters = useListFilters<{ group?: string }>();
  return (
    <>
      {group ? <button onClick={() => filters.apply({ group })}>分组</button> : null}
      <CrudList<Item, Item, { group?: string }>
        api={api}
        portalKeys={[]}
        filters={filters}
        addLabel="新增链接"
        deleteTitle="删除该链接？"
        Form={NameForm}
        columns={() => [{ title: '名称', dataIndex: 'name' }]}
      />
    </>
  );
}

describe('CrudList', () => {
  it('lists with the filters and the page, then saves a new item from its dialog', async () => {
    const api = fakeApi();
    renderInRouter(<Harness api={api} group="trade" />);
    expect(await screen.findByText('焦煤交易系统')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '分组' }));
    await waitFor(() => expect(api.list).toHaveBeenCalledWith(expect.objectContaining({ group: 'trade', currentPage: 1 })));
    fireEvent.click(screen.getByRole('button', { name: '新增链接' }));
    fireEvent.click(await screen.findByRole('button', { name: /提\s?交/ }));
    await waitFor(() => expect(api.save).toHaveBeenCalledWith({ id: undefined, name: '新链接' }, expect.stringMatching(/^[0-9a-f-]{36}$/)));
    await waitFor(() => expect(screen.queryByRole('button', { name: /提\s?交/ })).toBeNull());
  });

  it('deletes a row only after confirmation', async () => {
    const api = fakeApi();
    renderInRouter(<Harness api={api} />);
    const row = (await screen.findByText('焦煤交易系统')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /删\s?除/ }));
    expect(api.remove).not.toHaveBeenCalled();
    const popup = (await screen.findByText('删除该链接？')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(1));
  });
});
