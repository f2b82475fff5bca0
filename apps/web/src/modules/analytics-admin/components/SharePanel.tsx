import type { ReactNode } from 'react';
import { Empty } from '../../../ui/Empty.tsx';
import { DashboardChart } from '../charts/charts.tsx';
import { donutOption } from '../charts/options.ts';
import { Panel } from './Panel.tsx';

/** A panel with a donut of shares (sources, terminals…) and what goes under it; 暂无数据 when empty. */
export function SharePanel({
  title,
  chartLabel,
  seriesName,
  shares,
  children,
}: {
  title: string;
  chartLabel: string;
  seriesName: string;
  shares: Array<{ name: string; value: number }>;
  children?: ReactNode;
}) {
  return (
    <Panel title={title}>
      {shares.length ? (
        <>
          <DashboardChart ariaLabel={chartLabel} height={220} option={donutOption(seriesName, shares)} />
          {children}
        </>
      ) : (
        <Empty simple />
      )}
    </Panel>
  );
}
