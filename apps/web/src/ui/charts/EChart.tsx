import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { EChartsOption } from 'echarts';
import { echarts } from './echarts.ts';
import { withAriaFallback } from './ariaFallback.ts';
import { fitGridBelowLegend } from './legendFit.ts';

/** The same object on every render: a new one would make echarts-for-react bind its events again. */
const EVENTS = { finished: fitGridBelowLegend };

export interface EChartProps {
  option: EChartsOption;
  /** CSS height of the chart (the width follows its container). */
  height?: number | string;
  /** What the chart shows, for screen readers. */
  ariaLabel: string;
  className?: string;
}

/**
 * The one ECharts component of the app (echarts-for-react's core build with our
 * registered modules; its `lib/` build renders blank under Vite 8). Do not import this
 * file directly: use Chart.tsx, which loads it lazily.
 */
export function EChart({ option, height = 320, ariaLabel, className }: EChartProps) {
  return (
    <div role="img" aria-label={ariaLabel} className={className}>
      <ReactEChartsCore
        echarts={echarts}
        option={withAriaFallback(option, ariaLabel)}
        notMerge
        lazyUpdate
        onEvents={EVENTS}
        style={{ height, width: '100%' }}
      />
    </div>
  );
}
