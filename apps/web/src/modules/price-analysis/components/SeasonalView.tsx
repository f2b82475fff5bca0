import { useState } from 'react';
import { Segmented, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Chart } from '../../../ui/charts/Chart.tsx';
import { getSeasonal } from '../api/analysisApi.ts';
import { seasonalOption } from '../utils/analysisCharts.ts';
import { QueryState } from './QueryState.tsx';

const YEAR_CHOICES = [3, 5, 10];

/** The same months of the last N years overlaid (monthly averages). */
export function SeasonalView({ code }: { code: string }) {
  const [years, setYears] = useState(5);
  const query = useQuery({ queryKey: ['priceAnalysis', 'seasonal', code, years], queryFn: () => getSeasonal(code, years) });
  const hasData = query.data?.years.some((y) => y.months.some((m) => m !== null)) ?? false;
  return (
    <div>
      <Space style={{ marginBottom: 12 }}>
        <span>对比年数</span>
        <Segmented<number> aria-label="对比年数" value={years} onChange={setYears} options={YEAR_CHOICES.map((n) => ({ value: n, label: `近${n}年` }))} />
        <span className="coal-analysis-muted">各年同月均值叠加，观察季节规律</span>
      </Space>
      <QueryState pending={query.isPending} error={query.error} empty={!hasData}>
        {query.data ? <Chart option={seasonalOption(query.data)} height={320} ariaLabel={`${query.data.name}季节性走势（近${years}年按月均值）`} /> : null}
      </QueryState>
    </div>
  );
}
