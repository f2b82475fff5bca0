import { describe, expect, it } from 'vitest';
import { SVGRenderer } from 'echarts/renderers';
import { echarts } from './echarts.ts';
import { fitGridBelowLegend } from './legendFit.ts';
import { buildTrendOption, type TrendSeries } from './trendOption.ts';

echarts.use([SVGRenderer]);

const series = (name: string): TrendSeries => ({ name, unitName: '元/吨', points: [{ period: '2026-11-20', value: 940 }] });
const NAMES = ['全国动力煤5500大卡综合价格', '山西动力煤5500大卡坑口价', '秦皇岛港5500大卡动力煤平仓价'];

/** The legend's laid-out box and the plot's top, as ECharts drew them. */
function layout(chart: ReturnType<typeof echarts.init>) {
  const internals = chart as unknown as {
    getModel(): { getComponent(type: string): { get(key: string): unknown } };
    getViewOfComponentModel(model: unknown): { group: { getBoundingRect(): { width: number; height: number } } };
  };
  const legend = internals.getModel().getComponent('legend');
  return {
    type: legend.get('type'),
    box: internals.getViewOfComponentModel(legend).group.getBoundingRect(),
    gridTop: internals.getModel().getComponent('grid').get('top') as number,
  };
}

describe('trend chart legend in a narrow chart (the home sidebar, 380 px)', () => {
  it('shows every name whole, on as many lines as it takes, with the plot below it', () => {
    const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 380, height: 280 });
    chart.setOption(buildTrendOption({ series: NAMES.map(series) }));
    fitGridBelowLegend(undefined, chart);
    const { type, box, gridTop } = layout(chart);
    // A scrolling legend shows one line and cuts the rest off at the chart's edge.
    expect(type).toBe('plain');
    expect(box.width).toBeLessThanOrEqual(380);
    expect(box.height).toBeGreaterThan(30);
    expect(gridTop).toBeGreaterThanOrEqual(box.height);
    const svg = chart.renderToSVGString();
    for (const name of NAMES) expect(svg).toContain(name);
    chart.dispose();
  });
});
