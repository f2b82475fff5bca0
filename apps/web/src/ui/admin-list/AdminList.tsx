import { type Key, type ReactNode, useState } from 'react';
import { Button, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useLocation } from 'react-router';
import type { Page } from '@coal/contracts';
import { Pagination } from '../pagination/Pagination.tsx';
import { SearchBar } from '../SearchBar.tsx';
import { type BulkAction, BulkBar } from './BulkBar.tsx';
import { ListViewSettings } from './ListViewSettings.tsx';
import { type RowAction, RowActions } from './RowActions.tsx';
import type { ListFilters } from './useListFilters.ts';
import { useListView } from './useListView.ts';

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
  /**
   * Bulk actions on checked rows: the rows get checkboxes and a bar with the
   * actions; each asks with the count and reports the rows that failed. Needs numeric ids.
   */
  bulkActions?: BulkAction[];
  /** A row's name in the bulk failure report; default its `title` or `name`. */
  rowTitle?: (row: Row) => string;
  /** Default density; the staff member's choice (密度) is remembered per list. */
  size?: TableProps<Row>['size'];
  /** Horizontal scroll width; default `max-content`, so the pinned 操作 column always fits. */
  scrollX?: number | 'max-content';
  /** Where 列设置 and 密度 are remembered; default the page's path (add a scope when a page has several lists). */
  viewKey?: string;
}

/** A column's key for sorting and settings: `key`, else its `dataIndex`. */
const columnKey = (c: TableColumnsType<object>[number]) => String(c.key ?? ('dataIndex' in c ? c.dataIndex : '') ?? '');

const defaultTitle = (row: object) => {
  const r = row as { title?: unknown; name?: unknown };
  return typeof r.title === 'string' ? r.title : typeof r.name === 'string' ? r.name : '';
};

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
 * The back-office list (STYLE habit 12): filter bar (fields, 查询/重置, toolbar, 密度 and 列设置),
 * bulk bar, table with the 操作 column pinned right and server-side sorting on `sorter: true`
 * columns, the shared pager; filters, page and sort live in the address (`useListFilters`).
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
  bulkActions,
  rowTitle = defaultTitle,
  size = 'middle',
  scrollX = 'max-content',
  viewKey,
}: AdminListProps<Row>) {
  // The page's own path, kept: a kept-alive page renders on under another page's address.
  const [ownPath] = useState(useLocation().pathname);
  const pathname = filters?.scope ? `${ownPath}#${filters.scope}` : ownPath;
  const { view, save, reset } = useListView(viewKey ?? pathname, size === 'small' || size === 'large' ? size : 'middle');
  const [checked, setChecked] = useState<Key[]>([]);
  const rows = rowsOf(query.data);
  const paged = query.data === undefined ? filters !== undefined : !Array.isArray(query.data);
  const total = Array.isArray(query.data) ? undefined : query.data?.total;
  const sort = filters?.sort;
  // Columns declared `sorter: true` sort on the server (their key is the list's `sort` name).
  const shown = columns
    .filter((c) => !view.hidden.includes(columnKey(c as TableColumnsType<object>[number])))
    .map((c) => {
      const key = columnKey(c as TableColumnsType<object>[number]);
      if (c.sorter !== true || !filters) return c;
      return {
        ...c,
        key,
        sortDirections: ['descend', 'ascend'] as const,
        sortOrder: sort?.field === key ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
      };
    }) as TableColumnsType<Row>;
  const actionColumn: TableColumnsType<Row> = actions
    ? [{ title: '操作', key: 'actions', width: actionsWidth, fixed: 'right', render: (_: unknown, row: Row) => <RowActions wrap actions={actions(row)} /> }]
    : [];
  const onChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || !filters) return;
    const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
    const field = one?.columnKey !== undefined ? String(one.columnKey) : undefined;
    const declared = columns.some((c) => c.sorter === true && columnKey(c as TableColumnsType<object>[number]) === field);
    if (!declared) return;
    filters.setSort(one?.order && field ? { field, order: one.order === 'ascend' ? 'asc' : 'desc' } : undefined);
  };
  const keyOf = (row: Row) => (typeof rowKey === 'function' ? rowKey(row) : (row as Record<string, Key>)[rowKey as string]);
  const rowSelection: TableProps<Row>['rowSelection'] = selection
    ? { selectedRowKeys: selection.keys, onChange: (keys) => selection.onChange(keys) }
    : bulkActions?.length
      ? { selectedRowKeys: checked, onChange: (keys) => setChecked(keys), preserveSelectedRowKeys: false }
      : undefined;
  const viewColumns = columns.map((c) => ({ key: columnKey(c as TableColumnsType<object>[number]), title: c.title as ReactNode })).filter((c) => c.key);
  return (
    <>
      <ListFilterBar
        filters={filters}
        fields={fields}
        toolbar={
          <>
            {toolbar}
            <ListViewSettings columns={viewColumns} view={view} onChange={save} onReset={reset} />
          </>
        }
      />
      {bulkActions?.length ? (
        <BulkBar
          actions={bulkActions}
          ids={checked.map(Number)}
          titleOf={(id) => {
            const row = rows?.find((r) => Number(keyOf(r)) === id);
            return row ? rowTitle(row) : '';
          }}
          onClear={() => setChecked([])}
        />
      ) : null}
      <Table<Row>
        rowKey={rowKey}
        size={view.density}
        loading={query.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ x: scrollX }}
        rowSelection={rowSelection}
        onChange={onChange}
        columns={[...shown, ...actionColumn]}
      />
      {paged && filters ? <Pagination pager={filters.pager} total={total} /> : null}
    </>
  );
}
