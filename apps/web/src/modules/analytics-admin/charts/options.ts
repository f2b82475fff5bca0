/**
 * ECharts options of the visitor-analytics dashboards: pure functions of the figures, so
 * they are tested without a canvas. Names come from the server (browser names, referring
 * hosts): ECharts renders them as text, not HTML, except in tooltips, which use the default
 * formatter (it escapes).
 */
import type { AnalyticsNamedCount } from '@coal/contracts';
import type { EChartsOption } from 'echarts';
import { LIGHT_TEXT, SERIES_COLORS } from '../../../ui/charts/palette.ts';

const axisText = { color: LIGHT_TEXT.text };
const grid = { left: 48, right: 24, top: 40, bottom: 32, containLabel: true };

export interface SeriesSpec {
  name: string;
  values: number[];
}

/** Series over labelled buckets (days, hours, minutes) on a category axis. */
function bucketsOption(labels: string[], series: SeriesSpec[], type: 'line' | 'bar'): EChartsOption {
  return {
    color: SERIES_COLORS,
    aria: { enabled: true },
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: axisText },
    grid,
    xAxis: { type: 'category', data: labels, boundaryGap: type === 'bar', axisLabel: axisText, axisLine: { lineStyle: { color: LIGHT_TEXT.axis } } },
    yAxis: { type: 'value', minInterval: 1, axisLabel: axisText, splitLine: { lineStyle: { color: LIGHT_TEXT.split } } },
    series: series.map((s) =>
      type === 'line'
        ? { type, name: s.name, data: s.values, smooth: true, showSymbol: labels.length <= 31 }
        : { type, name: s.name, data: s.values, barMaxWidth: 18 },
    ),
  };
}

/** Lines over labelled buckets (days or hours): PV / UV / 访问次数, clicks… */
export const linesOption = (labels: string[], series: SeriesSpec[]) => bucketsOption(labels, series, 'line');

/** Bars over labelled buckets (per-minute views). */
export const columnsOption = (labels: string[], series: SeriesSpec[]) => bucketsOption(labels, series, 'bar');

/** A donut of shares (sources, terminals). */
export function donutOption(name: string, list: Array<{ name: string; value: number }>): EChartsOption {
  return {
    color: SERIES_COLORS,
    aria: { enabled: true },
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle', textStyle: axisText },
    series: [{ type: 'pie', name, radius: ['45%', '70%'], center: ['38%', '50%'], avoidLabelOverlap: true, label: { show: false }, data: list }],
  };
}

/** Horizontal bars, largest on top (browsers, systems, provinces). */
export function rankingOption(name: string, list: AnalyticsNamedCount[], metric: 'pv' | 'uv' = 'pv'): EChartsOption {
  const rows = [...list].reverse();
  return {
    color: SERIES_COLORS,
    aria: { enabled: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 32, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, axisLabel: axisText, splitLine: { lineStyle: { color: LIGHT_TEXT.split } } },
    yAxis: { type: 'category', data: rows.map((r) => r.name), axisLabel: axisText },
    series: [{ type: 'bar', name, data: rows.map((r) => r[metric]), barMaxWidth: 16, label: { show: true, position: 'right', color: LIGHT_TEXT.text } }],
  };
}

/** The China map shaded by a figure per province (map names, see provinceNames.ts). */
export function chinaMapOption(name: string, values: Array<{ name: string; value: number }>): EChartsOption {
  const max = Math.max(1, ...values.map((v) => v.value));
  return {
    aria: { enabled: true },
    tooltip: {
      trigger: 'item',
      formatter: (p: unknown) => {
        const item = p as { name: string; value?: number };
        return `${item.name}：${Number.isFinite(item.value) ? item.value : 0}`;
      },
    },
    visualMap: {
      min: 0,
      max,
      left: 8,
      bottom: 8,
      text: ['高', '低'],
      calculable: true,
      inRange: { color: ['#e6eef9', '#7fa3d6', '#1d4279'] },
      textStyle: axisText,
    },
    series: [{ type: 'map', name, map: 'china', roam: false, zoom: 1.15, label: { show: false }, emphasis: { label: { show: true } }, data: values }],
  };
}
