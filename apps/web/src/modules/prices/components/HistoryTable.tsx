import { useMemo } from 'react';
import { Table, type TableColumnsType } from 'antd';
import type { IndexChanges, IndexSeries, SeriesPoint } from '@coal/contracts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { formatPeriod, formatValue } from '../utils/format.ts';
import { ChangeText } from '../../../ui/market/ChangeText.tsx';

export interface HistoryTableProps {
  series: IndexSeries | undefined;
  loading?: boolean;
}

const pctColumn = (key: keyof IndexChanges, title: string) => ({
  title,
  key,
  align: 'right' as const,
  render: (_: unknown, row: SeriesPoint) => <ChangeText change={row.changes?.[key].change} pct={row.changes?.[key].pct ?? null} pctOnly />,
});

/** The history of one index, newest first, a page at a time (shared pager). */
export function HistoryTable({ series, loading = false }: HistoryTableProps) {
  const pager = usePagination();
  const rows = useMemo(() => [...(series?.points ?? [])].reverse(), [series]);
  const start = (pager.currentPage - 1) * pager.pageSize;
  const page = rows.slice(start, start + pager.pageSize);
  const unit = series?.unit ?? 'CNY/t';

  const columns: TableColumnsType<SeriesPoint> = [
    { title: '日期', dataIndex: 'period', render: (period: string) => formatPeriod(period, series?.frequency) },
    {
      title: `数值（${series?.unitName ?? ''}）`,
      dataIndex: 'value',
      align: 'right',
      render: (value: number) => formatValue(value, unit, false),
    },
    {
      title: '涨跌',
      key: 'change',
      align: 'right',
      render: (_: unknown, row) => <ChangeText change={row.changes?.prev.change} unit={unit} />,
    },
    { ...pctColumn('prev', '涨跌幅') },
    pctColumn('wow', '周环比'),
    pctColumn('mom', '月环比'),
    pctColumn('yoy', '同比'),
  ];

  return (
    <>
      <Table<SeriesPoint> rowKey="period" size="small" columns={columns} dataSource={page} loading={loading} pagination={false} scroll={{ x: 640 }} />
      <div style={{ marginTop: 12, display: 'flex', justifyContent: 'flex-end' }}>
        <Pagination pager={pager} total={series ? rows.length : undefined} />
      </div>
    </>
  );
}
