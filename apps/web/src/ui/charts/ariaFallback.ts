import type { EChartsOption } from 'echarts';

/**
 * ECharts' aria component marks its canvas `role="img"` and describes the data, but writes no
 * label while a chart has no series yet (data still loading): a screen reader, and axe, meet an
 * image without a name. Until there is a series, the chart's own label is its description.
 */
export function withAriaFallback(option: EChartsOption, ariaLabel: string): EChartsOption {
  const aria = option.aria;
  if (!aria || Array.isArray(aria) || !aria.enabled) return option;
  const series = option.series;
  const hasSeries = Array.isArray(series) ? series.length > 0 : Boolean(series);
  return hasSeries ? option : { ...option, aria: { ...aria, label: { ...aria.label, description: ariaLabel } } };
}
