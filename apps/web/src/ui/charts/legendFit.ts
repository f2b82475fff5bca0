import type { ECharts } from 'echarts/core';

/** Room between the legend's last line and the plot, where the value axis names its unit. */
const BELOW_LEGEND_PX = 40;

/** The two ECharts internals this reads: the legend's model and the group it was laid out as. */
interface LayoutInternals {
  getModel(): { getComponent(type: string): { get(key: string): unknown } | undefined };
  getViewOfComponentModel(model: unknown): { group: { getBoundingRect(): { height: number } } } | undefined;
}

/**
 * Once a chart is drawn, moves its plot below its legend, however many lines the legend
 * wrapped into: a legend on one scrolling line cut names off ("山西i") in narrow charts, and a
 * fixed plot top would overlap a wrapped one. Runs on ECharts' `finished`; a second pass finds
 * the top already right and stops.
 */
export function fitGridBelowLegend(_event: unknown, chart: ECharts): void {
  const internals = chart as unknown as LayoutInternals;
  const model = internals.getModel();
  const legend = model.getComponent('legend');
  if (!legend || legend.get('show') === false) return;
  const box = internals.getViewOfComponentModel(legend)?.group.getBoundingRect();
  if (!box || !box.height) return;
  const top = Math.ceil(box.height) + BELOW_LEGEND_PX;
  const current = model.getComponent('grid')?.get('top');
  if (typeof current === 'number' && Math.abs(current - top) <= 1) return;
  chart.setOption({ grid: { top } });
}
