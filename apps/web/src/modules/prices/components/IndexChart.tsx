import type { IndexSeries } from '@coal/contracts';
import { Chart } from '../../../ui/charts/Chart.tsx';
import { buildTrendOption, type TrendChartType } from '../../../ui/charts/trendOption.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { LineSkeleton } from '../../../ui/LineSkeleton.tsx';
import { formatPeriod } from '../utils/format.ts';

export interface IndexChartProps {
  series: IndexSeries[];
  chartType?: TrendChartType;
  height?: number;
  loading?: boolean;
}

/** The index line (or comparison) with a zoom slider. */
export function IndexChart({ series, chartType = 'line', height = 340, loading = false }: IndexChartProps) {
  const hasPoints = series.some((s) => s.points.length > 0);
  if (!hasPoints && !loading) return <Empty simple description="所选区间暂无数据" />;
  if (!hasPoints) return <LineSkeleton height={height} />;
  // The tooltip's date as the history table writes it (the first index's frequency).
  const frequency = series[0]?.frequency;
  const option = buildTrendOption({ series, chartType, slider: true, formatPeriod: (period) => formatPeriod(period, frequency) });
  return <Chart option={option} height={height} ariaLabel={`${series.map((s) => s.name).join('、')}走势图`} />;
}
