import type { MarketTrendChart as TrendChart } from '@coal/contracts';
import { Chart } from '../../../ui/charts/Chart.tsx';
import { buildTrendOption } from '../../../ui/charts/trendOption.ts';
import { DemoBadge } from '../../../ui/market/DemoBadge.tsx';

export interface MarketTrendChartProps {
  chart: TrendChart;
  height?: number;
  dark?: boolean;
  /** Touch screens: drag to pan, tap to read. */
  touch?: boolean;
  /** Show the title and subtitle above the chart. */
  showTitle?: boolean;
}

/** One market chart as the back office configured it (type, series, range). */
export function MarketTrendChart({ chart, height = 300, dark = false, touch = false, showTitle = true }: MarketTrendChartProps) {
  const option = buildTrendOption({ series: chart.series, chartType: chart.chartType, dark, touch });
  return (
    <figure style={{ margin: 0 }}>
      {showTitle ? (
        <figcaption style={{ display: 'flex', gap: 8, alignItems: 'baseline', flexWrap: 'wrap', marginBottom: 4 }}>
          <strong>{chart.title}</strong>
          {chart.subtitle ? <span style={{ color: dark ? '#9fb3d1' : 'var(--coal-muted)', fontSize: 12 }}>{chart.subtitle}</span> : null}
          <span style={{ color: dark ? '#9fb3d1' : 'var(--coal-muted)', fontSize: 12 }}>
            {chart.from} 至 {chart.to}
          </span>
          <DemoBadge flags={chart.series.map((s) => s.demo)} />
        </figcaption>
      ) : null}
      <Chart option={option} height={height} ariaLabel={`${chart.title}走势图`} />
    </figure>
  );
}
