import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
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
 * Whether the element is in or near (`margin`) the viewport, from the first time it is; true
 * at once where IntersectionObserver is missing (old browsers, jsdom).
 */
function useNearViewport(margin: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

/**
 * A chart component whose ECharts code is loaded on demand, after `prepare` (which may
 * register more chart types or a map on the shared ECharts core): a placeholder of the
 * same height meanwhile (no layout jump) and a message if the chart code cannot load.
 * A chart below the fold starts loading only when scrolled near (300 px) the viewport.
 */
export function lazyChart(prepare: () => Promise<unknown>) {
  const LazyEChart = lazy(() => prepare().then(() => import('./EChart.tsx')).then((m) => ({ default: m.EChart })));
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
