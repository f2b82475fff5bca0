import { useMemo } from 'react';
import { Table, type TableColumnsType } from 'antd';
import type { BasisQuote } from '@coal/contracts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { ChangeText } from '../../../ui/market/ChangeText.tsx';
import { formatQuotePrice } from '../utils/quotePrice.ts';

export interface BasisTableProps {
  quotes: BasisQuote[];
  loading?: boolean;
}

/** The columns of a quote, shared with the back office's 期现基差 table. */
export const basisColumns: TableColumnsType<BasisQuote> = [
  { title: '日期', dataIndex: 'tradeDate' },
  { title: '品种', dataIndex: 'varietyName' },
  { title: '现货', dataIndex: 'spotName', ellipsis: true },
  { title: '现货价（元/吨）', dataIndex: 'spotPrice', align: 'right', render: (v: number) => formatQuotePrice(v, 0) },
  { title: '合约', dataIndex: 'contract' },
  { title: '期货价（元/吨）', dataIndex: 'futuresPrice', align: 'right', render: (v: number) => formatQuotePrice(v, 1) },
  { title: '基差', dataIndex: 'basis', align: 'right', render: (v: number) => <ChangeText change={v} /> },
  { title: '基差率', dataIndex: 'basisRate', align: 'right', render: (v: number) => <ChangeText change={v} pct={v} pctOnly /> },
];

/** The daily quotes, newest first, with the shared pager. */
export function BasisTable({ quotes, loading }: BasisTableProps) {
  const pager = usePagination();
  const rows = useMemo(() => [...quotes].sort((a, b) => b.tradeDate.localeCompare(a.tradeDate)), [quotes]);
  const start = (pager.currentPage - 1) * pager.pageSize;
  return (
    <>
      <Table<BasisQuote>
        rowKey={(r) => `${r.tradeDate}-${r.variety}`}
        size="small"
        columns={basisColumns}
        dataSource={rows.slice(start, start + pager.pageSize)}
        loading={loading}
        pagination={false}
        scroll={{ x: 760 }}
      />
      <div style={{ marginTop: 12, display: 'flex', justifyContent: 'flex-end' }}>
        <Pagination pager={pager} total={rows.length} />
      </div>
    </>
  );
}
