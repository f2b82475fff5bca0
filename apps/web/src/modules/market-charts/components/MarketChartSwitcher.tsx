import { useState } from 'react';
import type { ChartPlacement } from '@coal/contracts';
import { Empty } from '../../../ui/Empty.tsx';
import { LineSkeleton } from '../../../ui/LineSkeleton.tsx';
import { SegmentedControl } from '../../../ui/SegmentedControl.tsx';
import { useMarketTrendChartsQuery } from '../hooks/useMarketTrendChartsQuery.ts';
import { MarketTrendChart } from './MarketTrendChart.tsx';

export interface MarketChartSwitcherProps {
  placement: ChartPlacement;
  height?: number;
}

/**
 * The charts the back office placed somewhere, one at a time with a switch (portal, antd).
 * Only the chart shown is downloaded with its data (`seriesOf`): the others are titles until
 * chosen, so a phone does not fetch years of values it never draws.
 */
export function MarketChartSwitcher({ placement, height = 280 }: MarketChartSwitcherProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const query = useMarketTrendChartsQuery({ placement, currentPage: 1, pageSize: 10, seriesOf: chosen ?? 'first' }, { keepPrevious: true });
  const charts = query.data?.list ?? [];
  // The chart whose data came: the one chosen, or while its data loads, the one shown before.
  const drawn = charts.find((c) => c.series.length > 0);
  if (query.isPending) return <LineSkeleton rows={6} />;
  if (!drawn) return <Empty simple />;
  return (
    <>
      {charts.length > 1 ? (
        <SegmentedControl<number>
          ariaLabel="行情图表"
          value={chosen ?? drawn.id}
          onChange={setChosen}
          options={charts.map((c) => ({ value: c.id, label: c.title }))}
          style={{ marginBottom: 8 }}
        />
      ) : null}
      <div aria-busy={query.isPlaceholderData || undefined}>
        <MarketTrendChart chart={drawn} height={height} />
      </div>
    </>
  );
}
