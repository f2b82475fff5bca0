import type { ChartRange, ChartType } from '@coal/contracts';
import { chinaToday } from '../../../lib/china-time.ts';
import { Chart } from '../../../ui/charts/Chart.tsx';
import { buildTrendOption } from '../../../ui/charts/trendOption.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { DemoBadge } from '../../../ui/market/DemoBadge.tsx';
import { useIndexSeriesQuery } from '../../prices/hooks/useIndexSeriesQuery.ts';
import { chartRangeFrom } from '../../market-charts/utils/chartNames.ts';

export interface ChartPreviewProps {
  title: string;
  codes: string[];
  chartType: ChartType;
  range: ChartRange;
}

/** What the chart will look like on the portal, from the public series of its indexes. */
export function ChartPreview({ title, codes, chartType, range }: ChartPreviewProps) {
  const query = useIndexSeriesQuery(codes.length ? { codes, from: chartRangeFrom(range, chinaToday()) } : null);
  const series = query.data?.series ?? [];
  if (codes.length === 0) return <Empty simple description="选择指数后预览" />;
  return (
    <div>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 4 }}>
        <strong>{title || '（未命名图表）'}</strong>
        <DemoBadge flags={series.map((s) => s.demo)} />
      </div>
      <Chart option={buildTrendOption({ series, chartType })} height={300} ariaLabel={`${title}预览`} />
    </div>
  );
}
