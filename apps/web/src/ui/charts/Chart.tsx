import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useNearViewport } from '../useNearViewport.ts';
import type { EChartProps } from './EChart.tsx';
import './charts.css';

export type ChartProps = EChartProps;

class ChartBoundary extends Component<{ height: number | string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="coal-chart-box coal-chart-box--failed" style={{ height: this.props.height }}>
        图表加载失败，请刷新重试
      </div>
    );
  }
}

/**
 * A chart component whose ECharts code is loaded on demand, after `prepare` (which may
 * register more chart types or a map on the shared ECharts core): a placeholder of the
 * same height meanwhile (no layout jump) and a message if the chart code cannot load.
 * A chart below the fold starts loading only when scrolled near (300 px) the viewport.
 */
export function lazyChart(prepare: () => Promise<unknown>) {
  const LazyEChart = lazy(() =>
    prepare()
      .then(() => import('./EChart.tsx'))
      .then((m) => ({ default: m.EChart })),
  );
  return function LoadedChart(props: ChartProps) {
    const height = props.height ?? 320;
    const { ref, near } = useNearViewport('300px');
    const placeholder = (
      <div ref={ref} className="coal-chart-box" style={{ height }} role="status" aria-label="图表加载中">
        图表加载中…
      </div>
    );
    if (!near) return placeholder;
    return (
      <ChartBoundary height={height}>
        <Suspense fallback={placeholder}>
          <LazyEChart {...props} />
        </Suspense>
      </ChartBoundary>
    );
  };
}

/** The shared chart: ECharts (~400 kB) arrives with the first chart shown, never with the page that holds it. */
export const Chart = lazyChart(() => Promise.resolve());
