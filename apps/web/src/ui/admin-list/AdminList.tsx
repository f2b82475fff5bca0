import type { Key, ReactNode } from 'react';
import { Button, Table, type TableColumnsType, type TableProps } from 'antd';
import type { Page } from '@coal/contracts';
import { Pagination } from '../pagination/Pagination.tsx';
import { SearchBar } from '../SearchBar.tsx';
import { type RowAction, RowActions } from './RowActions.tsx';
import type { ListFilters } from './useListFilters.ts';

/** What the list shows: a paged answer (with the pager) or a plain array (unpaged). */
export interface ListQuery<Row> {
  data?: Page<Row> | Row[];
  isFetching: boolean;
}

export interface AdminListProps<Row extends object> extends ListFilterBarProps {
  /** The list query (`useXQuery(filters.params)`); `filters` is needed when it is paged. */
  query: ListQuery<Row>;
  columns: TableColumnsType<Row>;
  /** The 操作 column, pinned right; omitted when not given. */
  actions?: (row: Row) => readonly (RowAction | false | null | undefined)[];
  actionsWidth?: number;
  rowKey?: TableProps<Row>['rowKey'];
  /** Checked rows, for bulk actions in the toolbar. */
  selection?: { keys: Key[]; onChange: (keys: Key[]) => void };
  size?: TableProps<Row>['size'];
  /** Horizontal scroll width; default `max-content`, so the pinned 操作 column always fits. */
  scrollX?: number | 'max-content';
}

/** The rows of a list answer, paged or not. */
function rowsOf<Row>(data: ListQuery<Row>['data']): Row[] | undefined {
  return Array.isArray(data) ? data : data?.list;
}

export interface ListFilterBarProps {
  filters?: ListFilters<object>;
  /** The fields, bound to `filters.draft`; 查询 and 重置 follow them. */
  fields?: ReactNode;
  /** The right side: 新增…, import, export, bulk actions. */
  toolbar?: ReactNode;
}

/** The filter bar of a list (AdminList's, or alone above another view of the same list, e.g. cards). */
export function ListFilterBar({ filters, fields, toolbar }: ListFilterBarProps) {
  if (!fields && !toolbar) return null;
  return (
    <SearchBar
      left={
        fields ? (
          <>
            {fields}
            {filters ? (
              <>
                <Button type="primary" onClick={() => filters.apply()}>
                  查询
                </Button>
                <Button onClick={filters.reset}>重置</Button>
              </>
            ) : null}
          </>
        ) : null
      }
      right={toolbar}
    />
  );
}

/**
 * The back-office list (STYLE habit 12): filter bar (fields, 查询/重置, toolbar), table with the
 * 操作 column pinned right, the shared pager. Sorting, bulk actions and filters in the URL
 * belong here (and in `useListFilters`), not in the pages.
 */
export function AdminList<Row extends object>({
  query,
  filters,
  fields,
  toolbar,
  columns,
  actions,
  actionsWidth = 120,
  rowKey = 'id',
  selection,
  size = 'middle',
  scrollX = 'max-content',
}: AdminListProps<Row>) {
  const paged = query.data === undefined ? filters !== undefined : !Array.isArray(query.data);
  const total = Array.isArray(query.data) ? undefined : query.data?.total;
  const actionColumn: TableColumnsType<Row> = actions
    ? [{ title: '操作', key: 'actions', width: actionsWidth, fixed: 'right', render: (_: unknown, row: Row) => <RowActions wrap actions={actions(row)} /> }]
    : [];
  return (
    <>
      <ListFilterBar filters={filters} fields={fields} toolbar={toolbar} />
      <Table<Row>
        rowKey={rowKey}
        size={size}
        loading={query.isFetching}
        dataSource={rowsOf(query.data)}
        pagination={false}
        scroll={{ x: scrollX }}
        rowSelection={selection ? { selectedRowKeys: selection.keys, onChange: (keys) => selection.onChange(keys) } : undefined}
        columns={[...columns, ...actionColumn]}
      />
      {paged && filters ? <Pagination pager={filters.pager} total={total} /> : null}
    </>
  );
}
