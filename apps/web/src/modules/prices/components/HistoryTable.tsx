import { type ReactNode, useMemo } from 'react';
import { Table, type TableColumnsType } from 'antd';
import type { IndexChanges, IndexSeries, SeriesPoint } from '@coal/contracts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { useHistoryChangesQuery } from '../hooks/useHistoryChangesQuery.ts';
import { formatPeriod, formatValue } from '../utils/format.ts';
import { ChangeText } from '../../../ui/market/ChangeText.tsx';
import { LineSkeleton } from '../../../ui/LineSkeleton.tsx';

export interface HistoryTableProps {
  /** The index's values over the chosen range (no changes): the rows, their total and pages. */
  series: IndexSeries | undefined;
  /** The index's unit, known before its values (the value column's title). */
  unitName: string;
  loading?: boolean;
}

const HISTORY_SKELETON_ROWS = 8;

/** A change cell whose window has not answered yet: the row's date and value are already shown. */
const PENDING_CHANGE = <span className="coal-price-history__pending coal-skeleton__shimmer" aria-hidden />;

/**
 * The history of one index, newest first, a page at a time (shared pager). The rows come from
 * the chart's values; the changes of the page on screen from a series call of just its dates.
 */
export function HistoryTable({ series, unitName, loading = false }: HistoryTableProps) {
  const pager = usePagination();
  const rows = useMemo(() => [...(series?.points ?? [])].reverse(), [series]);
  const start = (pager.currentPage - 1) * pager.pageSize;
  const page = useMemo(() => rows.slice(start, start + pager.pageSize), [rows, start, pager.pageSize]);
  const changes = useHistoryChangesQuery(series?.code, page);
  const precision = { decimals: series?.decimals ?? 2, unit: series?.unit ?? 'CNY/t' };

  /** A change figure of a row, or the loading cell while its window is on its way. */
  const changeCell = (render: (changes: IndexChanges | undefined) => ReactNode) => (_: unknown, row: SeriesPoint) => {
    const figures = changes.of(row.period);
    return !figures && changes.pending ? PENDING_CHANGE : render(figures);
  };
  const pctColumn = (key: keyof IndexChanges, title: string) => ({
    title,
    key,
    align: 'right' as const,
    render: changeCell((figures) => <ChangeText change={figures?.[key].change} pct={figures?.[key].pct ?? null} pctOnly />),
  });

  const columns: TableColumnsType<SeriesPoint> = [
    { title: '日期', dataIndex: 'period', render: (period: string) => formatPeriod(period, series?.frequency) },
    {
      title: `数值（${unitName}）`,
      dataIndex: 'value',
      align: 'right',
      render: (value: number) => formatValue(value, precision, false),
    },
    {
      title: '涨跌',
      key: 'change',
      align: 'right',
      render: changeCell((figures) => <ChangeText change={figures?.prev.change} decimals={precision.decimals} />),
    },
    pctColumn('prev', '涨跌幅'),
    pctColumn('wow', '周环比'),
    pctColumn('mom', '月环比'),
    pctColumn('yoy', '同比'),
  ];

  // The first rows on their way: lines of their shape, not the table's 暂无数据 under a spinner.
  if (loading && !series) return <LineSkeleton rows={HISTORY_SKELETON_ROWS} />;
  return (
    <div aria-busy={page.length > 0 && changes.pending}>
      <Table<SeriesPoint> rowKey="period" size="small" columns={columns} dataSource={page} loading={loading} pagination={false} scroll={{ x: 640 }} />
      <div style={{ marginTop: 12, display: 'flex', justifyContent: 'flex-end' }}>
        <Pagination pager={pager} total={series ? rows.length : undefined} />
      </div>
    </div>
  );
}
