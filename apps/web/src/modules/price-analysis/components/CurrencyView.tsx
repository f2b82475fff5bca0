import { Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { CurrencyPoint } from '@coal/contracts';
import { formatNumber } from '@coal/contracts/market-format';
import { Chart } from '../../../ui/charts/Chart.tsx';
import { buildTrendOption } from '../../../ui/charts/trendOption.ts';
import { getCurrency, type RangeParams } from '../api/analysisApi.ts';
import { currencySeries, unitName } from '../utils/analysisCharts.ts';
import { QueryState } from './QueryState.tsx';

/** A converted price: cents, whatever the index's own decimals. */
const CONVERTED_DECIMALS = 2;

/** CNY ⇄ USD with the staff's rate series: each value with the rate dated on or before it. */
export function CurrencyView({ code, range }: { code: string; range: RangeParams }) {
  const query = useQuery({ queryKey: ['priceAnalysis', 'currency', code, range], queryFn: () => getCurrency(code, range) });
  const data = query.data;
  const rows = data ? [...data.points].reverse() : [];
  return (
    <QueryState pending={query.isPending} error={query.error} empty={rows.length === 0}>
      {data ? (
        <>
          <p className="coal-analysis-muted">换算汇率取该日或之前最近一个日期的人民币/美元汇率（后台维护），并列出所用汇率的日期。</p>
          <Chart option={buildTrendOption({ series: currencySeries(data) })} height={260} ariaLabel={`${data.name}人民币美元换算走势`} />
          <Table<CurrencyPoint>
            aria-label="汇率换算表"
            rowKey="period"
            size="small"
            dataSource={rows}
            pagination={{ pageSize: 10, showSizeChanger: false }}
            columns={[
              { title: '日期', dataIndex: 'period' },
              { title: `数值（${unitName(data.unit)}）`, dataIndex: 'value', align: 'right', render: (v: number) => formatNumber(v, data.decimals) },
              { title: '汇率（人民币/美元）', dataIndex: 'rate', align: 'right', render: (v: number | null) => v ?? '—' },
              { title: '汇率日期', dataIndex: 'rateDate', render: (v: string | null) => v ?? '无可用汇率' },
              {
                title: `换算（${unitName(data.targetUnit)}）`,
                dataIndex: 'converted',
                align: 'right',
                render: (v: number | null) => (v === null ? '—' : formatNumber(v, CONVERTED_DECIMALS)),
              },
            ]}
          />
        </>
      ) : null}
    </QueryState>
  );
}
