import type { SeasonalResult, SpreadResult } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { seasonalOption, spreadSeries, statisticsSeries } from './analysisCharts.ts';

describe('statisticsSeries', () => {
  it('plots average, high and low at each period’s last date', () => {
    const rows = [{ label: '2020-01', from: '2020-01-02', to: '2020-01-31', count: 2, average: 103, high: 110, low: 99, range: 11, volatility: null }];
    const [avg, high, low] = statisticsSeries(rows, 'CNY/t', 0);
    expect(avg).toEqual({ name: '均值', unitName: '元/吨', decimals: 0, points: [{ period: '2020-01-31', value: 103 }] });
    expect(high!.points[0]!.value).toBe(110);
    expect(low!.points[0]!.value).toBe(99);
  });
});

describe('seasonalOption', () => {
  it('draws one line per year over the twelve months, newest year thickest', () => {
    const result: SeasonalResult = {
      code: 'X',
      name: 'X',
      unit: 'USD/t',
      decimals: 2,
      years: [
        { year: 2020, months: [1, 2, null, null, null, null, null, null, null, null, null, null] },
        { year: 2019, months: Array.from({ length: 12 }, () => 5) },
      ],
    };
    const option = seasonalOption(result);
    const series = option.series as Array<{ name: string; data: Array<number | null>; lineStyle: { width: number } }>;
    expect(series.map((s) => s.name)).toEqual(['2020年', '2019年']);
    expect(series[0]!.data.slice(0, 3)).toEqual([1, 2, null]);
    expect(series[0]!.lineStyle.width).toBeGreaterThan(series[1]!.lineStyle.width);
  });
});

describe('spreadSeries', () => {
  it('names the operation and the unit (倍 for a ratio)', () => {
    const base: SpreadResult = {
      codeA: 'A',
      nameA: '港口',
      unitA: 'CNY/t',
      decimalsA: 0,
      codeB: 'B',
      nameB: '坑口',
      unitB: 'CNY/t',
      decimalsB: 1,
      mode: 'difference',
      from: '2020-01-01',
      to: '2020-01-31',
      points: [{ period: '2020-01-02', a: 900, b: 600, value: 300 }],
    };
    expect(spreadSeries(base)[0]).toEqual({ name: '港口 − 坑口', unitName: '元/吨', decimals: 1, points: [{ period: '2020-01-02', value: 300 }] });
    expect(spreadSeries({ ...base, mode: 'ratio' })[0]!.unitName).toBe('倍');
  });
});
