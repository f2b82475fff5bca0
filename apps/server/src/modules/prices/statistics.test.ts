/** The statistics against figures computed by hand. */
import { describe, expect, it } from 'vitest';
import { convertPoints, monthlyAverages, periodLabel, periodStatistics, spreadPoints, volatility } from './statistics.ts';

const pts = (list: Array<[string, number]>) => list.map(([period, value]) => ({ period, value }));

describe('periodLabel', () => {
  it('names ISO weeks, months and years', () => {
    expect(periodLabel('2024-01-01', 'week')).toBe('2024-W01'); // a Monday
    expect(periodLabel('2023-01-01', 'week')).toBe('2022-W52'); // a Sunday belongs to the previous ISO year
    expect(periodLabel('2024-12-30', 'week')).toBe('2025-W01');
    expect(periodLabel('2024-03-15', 'month')).toBe('2024-03');
    expect(periodLabel('2024-03-15', 'year')).toBe('2024');
  });
});

describe('volatility', () => {
  it('is the sample standard deviation of log returns in percent', () => {
    // returns ln(110/100) = 0.0953102 and ln(99/110) = −0.1053605, mean −0.0050252,
    // deviations ±0.1003353 → variance (n − 1 = 1) 0.0201344 → sd 0.1418956 → 14.1896 %
    expect(volatility([100, 110, 99])).toBe(14.1896);
  });
  it('needs two returns', () => {
    expect(volatility([100, 110])).toBeNull();
    expect(volatility([100])).toBeNull();
  });
});

describe('periodStatistics', () => {
  it('groups by month with average, high, low and range', () => {
    const rows = periodStatistics(
      pts([
        ['2024-01-02', 100],
        ['2024-01-03', 110],
        ['2024-01-04', 99],
        ['2024-02-01', 120],
        ['2024-02-02', 125],
      ]),
      'month',
    );
    expect(rows).toEqual([
      { label: '2024-01', from: '2024-01-02', to: '2024-01-04', count: 3, average: 103, high: 110, low: 99, range: 11, volatility: 14.1896 },
      { label: '2024-02', from: '2024-02-01', to: '2024-02-02', count: 2, average: 122.5, high: 125, low: 120, range: 5, volatility: null },
    ]);
  });
});

describe('monthlyAverages', () => {
  it('averages each month of one year', () => {
    const months = monthlyAverages(
      pts([
        ['2023-12-29', 50],
        ['2024-01-02', 100],
        ['2024-01-03', 101],
        ['2024-03-01', 90],
      ]),
      2024,
    );
    expect(months.slice(0, 4)).toEqual([100.5, null, 90, null]);
  });
});

describe('spreadPoints', () => {
  const a = pts([
    ['2024-01-02', 900],
    ['2024-01-03', 910],
    ['2024-01-04', 920],
  ]);
  const b = pts([
    ['2024-01-02', 600],
    ['2024-01-04', 640],
  ]);
  it('subtracts on common periods', () => {
    expect(spreadPoints(a, b, 'difference')).toEqual([
      { period: '2024-01-02', a: 900, b: 600, value: 300 },
      { period: '2024-01-04', a: 920, b: 640, value: 280 },
    ]);
  });
  it('divides, four decimals', () => {
    expect(spreadPoints(a, b, 'ratio').map((p) => p.value)).toEqual([1.5, 1.4375]);
  });
});

describe('convertPoints', () => {
  const rates = [
    { date: '2024-01-02', rate: 7.1 },
    { date: '2024-01-05', rate: 7.2 },
  ];
  it('uses the rate on or before each date', () => {
    const out = convertPoints(
      pts([
        ['2024-01-01', 710],
        ['2024-01-02', 710],
        ['2024-01-04', 720],
        ['2024-01-05', 720],
      ]),
      rates,
      true,
    );
    expect(out).toEqual([
      { period: '2024-01-01', value: 710, rate: null, rateDate: null, converted: null },
      { period: '2024-01-02', value: 710, rate: 7.1, rateDate: '2024-01-02', converted: 100 },
      { period: '2024-01-04', value: 720, rate: 7.1, rateDate: '2024-01-02', converted: 101.41 },
      { period: '2024-01-05', value: 720, rate: 7.2, rateDate: '2024-01-05', converted: 100 },
    ]);
  });
  it('multiplies USD into CNY', () => {
    expect(convertPoints(pts([['2024-01-03', 100]]), rates, false)[0]!.converted).toBe(710);
  });
});
