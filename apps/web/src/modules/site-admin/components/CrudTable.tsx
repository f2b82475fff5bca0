import { type ComponentType, type ReactNode, useState } from 'react';
import { Button, Popconfirm, Space, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Params } from '../../../lib/http/index.ts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import type { PaginationController } from '../../../ui/pagination/usePagination.ts';
import { SearchBar } from '../../../ui/SearchBar.tsx';
import type { CrudApi } from '../api/crudApi.ts';
import { useCrudListQuery, useCrudMutation } from '../hooks/useCrud.ts';

/** What a CrudTable's add/edit dialog receives (`item` null: a new one). */
export interface CrudFormProps<Item> {
  item: Item | null;
  saving: boolean;
  onClose: () => void;
  onSubmit: (body: Record<string, unknown>) => void;
}

type Mutation = ReturnType<typeof useCrudMutation>;

interface CrudTableProps<Item extends { id: number }, Detail> {
  api: CrudApi<Item, Detail>;
  /** Portal query keys refreshed after a change (what the portal shows of the same thing). */
  portalKeys: readonly (readonly unknown[])[];
  pager: PaginationController;
  /** The filter bar's fields (reset `pager` when they change) and their list parameters. */
  filterBar?: ReactNode;
  filters?: Params;
  addLabel: string;
  /** The confirmation of 删除, e.g. 删除该链接？ */
  deleteTitle: string;
  /** Every column but 操作; `mutate` switches a row on and off in place. */
  columns: (mutate: Mutation) => ColumnsType<Item>;
  scroll?: TableProps<Item>['scroll'];
  Form: ComponentType<CrudFormProps<Item>>;
}

/** A back-office list of one kind of thing: filters, add, edit and delete, the shared pager. */
export function CrudTable<Item extends { id: number }, Detail>({ api, portalKeys, pager, filterBar, filters, addLabel, deleteTitle, columns, scroll, Form }: CrudTableProps<Item, Detail>) {
  const [editing, setEditing] = useState<Item | null | undefined>(undefined);
  const query = useCrudListQuery(api, { ...filters, ...pager.query });
  const mutate = useCrudMutation(api, portalKeys);
  return (
    <>
      <SearchBar
        left={filterBar ?? <span />}
        right={
          <Button type="primary" onClick={() => setEditing(null)}>
            {addLabel}
          </Button>
        }
      />
      <Table<Item>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        dataSource={query.data?.list}
        pagination={false}
        scroll={scroll}
        columns={[
          ...columns(mutate as Mutation),
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_: unknown, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  编辑
                </Button>
                <Popconfirm title={deleteTitle} onConfirm={() => mutate.mutate({ type: 'delete', id: row.id })}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Pagination pager={pager} total={query.data?.total} />
      {editing !== undefined ? (
        <Form
          key={editing?.id ?? 'new'}
          item={editing}
          saving={mutate.isPending}
          onClose={() => setEditing(undefined)}
          onSubmit={(body) => mutate.mutate({ type: 'save', body }, { onSuccess: () => setEditing(undefined) })}
        />
      ) : null}
    </>
  );
}
