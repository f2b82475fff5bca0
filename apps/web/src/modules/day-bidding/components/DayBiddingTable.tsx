import { Table, Tag, type TableColumnsType } from 'antd';
import { formatChinaTime } from '../../../lib/format.ts';
import type { DayBiddingSession } from '@coal/contracts';
import { formatNumber } from '../../../ui/market/change.ts';
import { STATUS_COLORS } from '../utils/status.ts';

export interface DayBiddingTableProps {
  rows: DayBiddingSession[];
  loading?: boolean;
}

const price = (v: number | null) => (v === null ? '—' : formatNumber(v, Number.isInteger(v) ? 0 : 2));

/** The columns of a session, shared with the back office's 每日竞价 table. */
export const dayBiddingColumns: TableColumnsType<DayBiddingSession> = [
  // The outcome (成交价/成交量/竞价时间) right after the product, so it shows without scrolling at 1440 px;
  // the long descriptive columns come last and are clipped with a tooltip.
  { title: '场次', dataIndex: 'sessionNo', width: 130, fixed: 'left' },
  { title: '品名', dataIndex: 'productName', width: 110, render: (v: string, r) => <span title={r.category}>{v}</span> },
  {
    title: '成交价（元/吨）',
    dataIndex: 'clearingPrice',
    width: 120,
    align: 'right',
    render: (v: number | null, r) => <strong style={{ color: v !== null && v > r.startingPrice ? '#c41d1d' : undefined }}>{price(v)}</strong>,
  },
  { title: '成交量（吨）', dataIndex: 'tradedQuantity', width: 100, align: 'right', render: (v: number | null) => (v === null ? '—' : formatNumber(v, 0)) },
  {
    title: '竞价时间（北京时间）',
    key: 'time',
    width: 170,
    render: (_: unknown, r) => `${r.sessionDate} ${formatChinaTime(r.startAt, 'HH:mm')}–${formatChinaTime(r.endAt, 'HH:mm')}`,
  },
  { title: '起拍价（元/吨）', dataIndex: 'startingPrice', width: 120, align: 'right', render: price },
  { title: '挂牌量（吨）', dataIndex: 'quantity', width: 100, align: 'right', render: (v: number) => formatNumber(v, 0) },
  { title: '产地', dataIndex: 'origin', width: 100, ellipsis: true },
  { title: '质量指标', dataIndex: 'specification', width: 140, ellipsis: { showTitle: true } },
  { title: '交收方式', dataIndex: 'deliveryTerms', width: 130, ellipsis: { showTitle: true } },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    fixed: 'right',
    render: (s: DayBiddingSession['status'], r) => <Tag color={STATUS_COLORS[s]}>{r.statusName}</Tag>,
  },
];

/** The sessions of a page: product, terms, quantities, prices, time and status. */
export function DayBiddingTable({ rows, loading }: DayBiddingTableProps) {
  return (
    <Table<DayBiddingSession>
      rowKey="id"
      size="small"
      columns={dayBiddingColumns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 1420 }}
    />
  );
}
