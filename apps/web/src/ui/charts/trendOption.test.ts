import { describe, expect, it } from 'vitest';
import { axisIndexes, buildTrendOption, type TrendSeries } from './trendOption.ts';
import { sparklinePoints } from './Sparkline.tsx';

const s = (name: string, unitName: string): TrendSeries => ({ name, unitName, points: [{ period: '2026-11-20', value: 940 }] });

describe('buildTrendOption', () => {
  it('puts a second unit on a right-hand axis', () => {
    expect(axisIndexes([s('a', '元/吨'), s('b', '元/吨'), s('c', '美元/吨')])).toEqual([0, 0, 1]);
    const option = buildTrendOption({ series: [s('a', '元/吨'), s('c', '点')] });
    const axes = option.yAxis as Array<{ name: string; position: string }>;
    expect(axes.map((a) => [a.name, a.position])).toEqual([
      ['元/吨', 'left'],
      ['点', 'right'],
    ]);
    expect(buildTrendOption({ series: [s('a', '元/吨')] }).yAxis).toHaveLength(1);
  });

  it('draws line, area or bar series of [date, value] pairs on a time axis', () => {
    const area = buildTrendOption({ series: [s('a', '元/吨')], chartType: 'area' });
    const [line] = area.series as Array<{ type: string; areaStyle?: object; data: unknown[] }>;
    expect(line!.type).toBe('line');
    expect(line!.areaStyle).toBeTruthy();
    expect(line!.data).toEqual([['2026-11-20', 940]]);
    expect((area.xAxis as { type: string }).type).toBe('time');
    const bar = buildTrendOption({ series: [s('a', '元/吨')], chartType: 'bar' });
    expect((bar.series as Array<{ type: string }>)[0]!.type).toBe('bar');
  });

  it('pans by dragging and reads on tap on touch screens; a slider on desktop', () => {
    const touch = buildTrendOption({ series: [s('a', '元/吨')], touch: true });
    expect(touch.dataZoom).toEqual([expect.objectContaining({ type: 'inside', moveOnMouseMove: true, zoomOnMouseWheel: false })]);
    expect((touch.tooltip as { triggerOn: string }).triggerOn).toContain('click');
    const desktop = buildTrendOption({ series: [s('a', '元/吨')], slider: true });
    expect((desktop.dataZoom as Array<{ type: string }>).map((z) => z.type)).toEqual(['inside', 'slider']);
  });

  it('writes the tooltip with units and escapes names', () => {
    const option = buildTrendOption({ series: [s('<b>x</b>', '元/吨')] });
    const format = (option.tooltip as { formatter: (p: unknown) => string }).formatter;
    const html = format([{ seriesName: '<b>x</b>', seriesIndex: 0, value: ['2026-11-20', 1234.5], axisValueLabel: '2026-11-20', marker: '' }]);
    expect(html).toBe('2026-11-20<br/>&lt;b&gt;x&lt;/b&gt;：<b>1,234.5</b> 元/吨');
  });

  it('heads the tooltip with the value’s date, never the time axis’s 00:00:00', () => {
    const option = buildTrendOption({ series: [s('a', '元/吨')] });
    const format = (option.tooltip as { formatter: (p: unknown) => string }).formatter;
    const html = format([{ seriesName: 'a', seriesIndex: 0, value: ['2026-11-06', 940], axisValueLabel: '2026-11-06 00:00:00', marker: '' }]);
    expect(html.split('<br/>')[0]).toBe('2026-11-06');
  });

  it("writes each series' values with its index's decimals, on its axis and in the tooltip, and the period as the page does", () => {
    const option = buildTrendOption({
      series: [
        { ...s('a', '元/吨'), decimals: 2 },
        { ...s('b', '点'), decimals: 3 },
      ],
      formatPeriod: (period) => `${period}（周）`,
    });
    const axes = option.yAxis as Array<{ axisLabel: { formatter: (v: number) => string } }>;
    expect(axes.map((a) => a.axisLabel.formatter(132))).toEqual(['132.00', '132.000']);
    const format = (option.tooltip as { formatter: (p: unknown) => string }).formatter;
    const html = format([
      { seriesName: 'a', seriesIndex: 0, value: ['2026-11-06', 132], marker: '' },
      { seriesName: 'b', seriesIndex: 1, value: ['2026-11-06', 7.1666], marker: '' },
    ]);
    expect(html).toBe('2026-11-06（周）<br/>a：<b>132.00</b> 元/吨<br/>b：<b>7.167</b> 点');
  });
});

describe('sparklinePoints', () => {
  it('scales values into the box, highest at the top', () => {
    expect(sparklinePoints([1, 3, 2], 42, 22)).toBe('1.0,21.0 21.0,1.0 41.0,11.0');
    expect(sparklinePoints([5, 5], 10, 10)).toBe('1.0,5.0 9.0,5.0');
    expect(sparklinePoints([], 10, 10)).toBe('');
  });
});
