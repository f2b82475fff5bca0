import { useState } from 'react';
import { Button, Segmented, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '@coal/contracts/market-format';
import { STAT_PERIOD_NAMES, STAT_PERIODS, type ExportFormat, type StatPeriod, type StatisticsRow } from '@coal/contracts';
import { Chart } from '../../../ui/charts/Chart.tsx';
import { buildTrendOption } from '../../../ui/charts/trendOption.ts';
import { exportStatistics, getStatistics, type RangeParams } from '../api/analysisApi.ts';
import { statisticsSeries, unitName } from '../utils/analysisCharts.ts';
import { QueryState } from './QueryState.tsx';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

/** The volatility definition, as docs/decisions/0038-price-analysis.md states it. */
export const VOLATILITY_HELP = '波动率：期内相邻两次发布值对数收益率 ln(本期/上期) 的样本标准差（n−1），以百分数表示，未年化；期内不足两个收益率时不计算。';

/** A figure of the table: the index's decimals for prices, two places for the volatility's percentage. */
const figure = (decimals: number) => (v: number | null) => (v === null ? '—' : formatNumber(v, decimals));

export function StatisticsView({ code, range }: { code: string; range: RangeParams }) {
  const { message } = useAntdApp();
  const [period, setPeriod] = useState<StatPeriod>('month');
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const params = { code, period, ...range };
  const query = useQuery({ queryKey: ['priceAnalysis', 'statistics', params], queryFn: () => getStatistics(params) });
  const data = query.data;
  const rows = data ? [...data.rows, ...(data.total ? [data.total] : [])] : [];
  const price = figure(data?.decimals ?? 2);
  const columns: TableColumnsType<StatisticsRow> = [
    { title: '周期', dataIndex: 'label' },
    { title: '区间', key: 'span', render: (_: unknown, r) => `${r.from} 至 ${r.to}` },
    { title: '样本数', dataIndex: 'count', align: 'right' },
    { title: '均值', dataIndex: 'average', align: 'right', render: price },
    { title: '最高', dataIndex: 'high', align: 'right', render: price },
    { title: '最低', dataIndex: 'low', align: 'right', render: price },
    { title: '极差', dataIndex: 'range', align: 'right', render: price },
    {
      title: (
        <Tooltip title={VOLATILITY_HELP}>
          <span style={{ borderBottom: '1px dashed' }}>波动率(%)</span>
        </Tooltip>
      ),
      dataIndex: 'volatility',
      align: 'right',
      render: figure(2),
    },
  ];
  return (
    <div>
      <Space style={{ marginBottom: 12 }} wrap>
        <Segmented<StatPeriod>
          aria-label="统计周期"
          value={period}
          onChange={setPeriod}
          options={STAT_PERIODS.map((p) => ({ value: p, label: `按${STAT_PERIOD_NAMES[p]}` }))}
        />
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            loading={exporting === format}
            onClick={() => {
              setExporting(format);
              exportStatistics(params, format)
                .catch((e: Error) => void message.error(e.message))
                .finally(() => setExporting(null));
            }}
          >
            {format === 'csv' ? '导出统计 CSV' : '导出统计 Excel'}
          </Button>
        ))}
        {data ? (
          <span className="coal-analysis-muted">
            {data.from} 至 {data.to} · 单位 {unitName(data.unit)}
          </span>
        ) : null}
      </Space>
      <QueryState pending={query.isPending} error={query.error} empty={rows.length === 0}>
        {data ? (
          <>
            <Chart
              option={buildTrendOption({ series: statisticsSeries(data.rows, data.unit, data.decimals) })}
              height={260}
              ariaLabel={`${data.name}${STAT_PERIOD_NAMES[period]}度均值、最高、最低`}
            />
            <Table<StatisticsRow>
              aria-label="统计表"
              rowKey="label"
              size="small"
              columns={columns}
              dataSource={rows}
              pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
              rowClassName={(r) => (r.label === '全区间' ? 'coal-analysis-total' : '')}
            />
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
