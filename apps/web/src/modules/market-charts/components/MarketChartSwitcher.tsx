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

/** The charts the back office placed somewhere, one at a time with a switch (portal, antd). */
export function MarketChartSwitcher({ placement, height = 280 }: MarketChartSwitcherProps) {
  const query = useMarketTrendChartsQuery({ placement, currentPage: 1, pageSize: 10 });
  const charts = query.data?.list ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const chart = charts.find((c) => c.id === chosen) ?? charts[0];
  if (query.isPending) return <LineSkeleton rows={6} />;
  if (!chart) return <Empty simple />;
  return (
    <>
      {charts.length > 1 ? (
        <SegmentedControl<number>
          ariaLabel="行情图表"
          value={chart.id}
          onChange={setChosen}
          options={charts.map((c) => ({ value: c.id, label: c.title }))}
          style={{ marginBottom: 8 }}
        />
      ) : null}
      <MarketTrendChart chart={chart} height={height} />
    </>
  );
}
