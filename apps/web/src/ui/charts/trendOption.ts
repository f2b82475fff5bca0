/**
 * ECharts options of the time-series charts (index lines, comparisons, market charts).
 * Pure functions of the data, so they are tested without a canvas.
 */
import type { EChartsOption, LineSeriesOption, BarSeriesOption, YAXisComponentOption } from 'echarts';
import { formatNumber } from '@coal/contracts/market-format';
import { DARK_SERIES_COLORS, DARK_TEXT, LIGHT_TEXT, SERIES_COLORS } from './palette.ts';

export type TrendChartType = 'line' | 'bar' | 'area';

export interface TrendPoint {
  period: string;
  value: number;
}

export interface TrendSeries {
  name: string;
  /** Shown on the value axis and in the tooltip (元/吨, 美元/吨, 点). */
  unitName: string;
  /** The index's decimals (axis and tooltip write its values so); none: up to two places. */
  decimals?: number;
  points: TrendPoint[];
}

export interface TrendOptionInput {
  series: TrendSeries[];
  chartType?: TrendChartType;
  /** Colours for the navy dashboard. */
  dark?: boolean;
  /** Touch screens: drag to pan, tap to read a value, no slider. */
  touch?: boolean;
  /** A zoom slider under the chart (desktop pages with long histories). */
  slider?: boolean;
  /** The tooltip's date of a period (the price page's one date form); none: the period as it is. */
  formatPeriod?: (period: string) => string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const defaultFormat = (v: number) => v.toLocaleString('zh-CN', { maximumFractionDigits: 2 });

/** How a series' values are written: with its index's decimals when it has them. */
const formatOf = (s: TrendSeries | undefined) => (s?.decimals === undefined ? defaultFormat : (v: number) => formatNumber(v, s.decimals));

/**
 * Which value axis each series uses: the first series' unit on the left, any other unit
 * on the right (a comparison of 元/吨 with 点 or 美元/吨 stays readable).
 */
export function axisIndexes(series: Pick<TrendSeries, 'unitName'>[]): number[] {
  const first = series[0]?.unitName;
  return series.map((s) => (s.unitName === first ? 0 : 1));
}

interface TooltipItem {
  marker?: unknown;
  seriesName?: string;
  seriesIndex?: number;
  value?: unknown;
  axisValueLabel?: string;
}

function tooltipFormatter(series: TrendSeries[], formatPeriod: (period: string) => string) {
  return (raw: unknown): string => {
    const items = (Array.isArray(raw) ? raw : [raw]) as TooltipItem[];
    // The period of the value (a trade date): the time axis's own label adds 00:00:00.
    const period = Array.isArray(items[0]?.value) ? items[0].value[0] : undefined;
    const head = typeof period === 'string' ? formatPeriod(period) : (items[0]?.axisValueLabel ?? '');
    const lines = items.map((item) => {
      const pair = Array.isArray(item.value) ? item.value : [];
      const value = typeof pair[1] === 'number' ? pair[1] : Number(item.value);
      const own = series[item.seriesIndex ?? 0];
      const unit = own?.unitName ?? '';
      const marker = typeof item.marker === 'string' ? item.marker : '';
      return `${marker}${escapeHtml(item.seriesName ?? '')}：<b>${formatOf(own)(value)}</b> ${escapeHtml(unit)}`;
    });
    return [escapeHtml(head), ...lines].join('<br/>');
  };
}

function valueAxes(series: TrendSeries[], dark: boolean): YAXisComponentOption[] {
  const text = dark ? DARK_TEXT : LIGHT_TEXT;
  const indexes = axisIndexes(series);
  // Each axis is labelled as the first series drawn on it writes its values.
  const firsts = [series[0], series.find((_, i) => indexes[i] === 1)];
  const units = firsts.map((s) => s?.unitName ?? '');
  const count = indexes.includes(1) ? 2 : 1;
  return units.slice(0, count).map((unit, i) => ({
    type: 'value',
    name: unit,
    scale: true,
    position: i === 0 ? 'left' : 'right',
    nameTextStyle: { color: text.text },
    axisLabel: { color: text.text, formatter: formatOf(firsts[i]) },
    splitLine: { show: i === 0, lineStyle: { color: text.split } },
  }));
}

/** The chart option of one or several index series on a time axis. */
export function buildTrendOption(input: TrendOptionInput): EChartsOption {
  const { series, chartType = 'line', dark = false, touch = false, slider = false } = input;
  const text = dark ? DARK_TEXT : LIGHT_TEXT;
  const indexes = axisIndexes(series);
  const built = series.map((s, i): LineSeriesOption | BarSeriesOption => {
    const data = s.points.map((p) => [p.period, p.value] as [string, number]);
    if (chartType === 'bar') return { type: 'bar', name: s.name, yAxisIndex: indexes[i], data, barMaxWidth: 16 };
    return {
      type: 'line',
      name: s.name,
      yAxisIndex: indexes[i],
      data,
      showSymbol: false,
      smooth: false,
      lineStyle: { width: 2 },
      ...(chartType === 'area' ? { areaStyle: { opacity: 0.15 } } : {}),
    };
  });
  const zoom: EChartsOption['dataZoom'] = touch
    ? [{ type: 'inside', zoomOnMouseWheel: false, moveOnMouseMove: true, moveOnMouseWheel: false }]
    : slider
      ? [
          { type: 'inside', zoomOnMouseWheel: 'shift' },
          { type: 'slider', height: 18, bottom: 6 },
        ]
      : [];
  return {
    color: dark ? DARK_SERIES_COLORS : SERIES_COLORS,
    aria: { enabled: true },
    animation: series.length > 0 && series[0]!.points.length < 800,
    grid: { left: 8, right: indexes.includes(1) ? 8 : 16, top: series.length > 1 ? 64 : 36, bottom: slider && !touch ? 44 : 12, containLabel: true },
    // Plain, so that it wraps in a narrow chart (every name whole); the plot moves below it (legendFit.ts).
    legend: { show: series.length > 1, type: 'plain', top: 0, left: 8, right: 8, textStyle: { color: text.text } },
    tooltip: {
      trigger: 'axis',
      confine: true,
      triggerOn: touch ? 'mousemove|click|mousewheel' : 'mousemove',
      formatter: tooltipFormatter(series, input.formatPeriod ?? ((period) => period)),
    },
    xAxis: {
      type: 'time',
      axisLine: { lineStyle: { color: text.axis } },
      axisLabel: { color: text.text, hideOverlap: true },
      splitLine: { show: false },
    },
    yAxis: valueAxes(series, dark),
    dataZoom: zoom,
    series: built,
  };
}
