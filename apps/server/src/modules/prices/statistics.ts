/**
 * Period statistics, seasonal averages, spreads and currency conversion: pure functions over
 * ascending value points (the embargo is applied before, by the series read).
 *
 * Volatility (docs/decisions/0038-price-analysis.md): the sample standard deviation (n − 1) of the log returns
 * ln(vᵢ / vᵢ₋₁) between consecutive published values inside the period, in percent, not
 * annualised; null when the period has fewer than two returns.
 */
import type { CurrencyPoint, SpreadMode, SpreadPoint, StatPeriod, StatisticsRow } from '@coal/contracts';
import type { ValuePoint } from './changes.ts';
import { addDays, weekday } from '../../lib/dates.ts';

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/** The ISO week-numbering year and week of a date (weeks start on Monday; week 1 holds the first Thursday). */
function isoWeek(iso: string): { year: number; week: number } {
  const thursday = addDays(iso, 4 - weekday(iso));
  const year = Number(thursday.slice(0, 4));
  const jan1 = `${year}-01-01`;
  const days = (Date.parse(thursday) - Date.parse(jan1)) / 86_400_000;
  return { year, week: Math.floor(days / 7) + 1 };
}

/** The label of the period containing `iso`. */
export function periodLabel(iso: string, period: StatPeriod): string {
  if (period === 'year') return iso.slice(0, 4);
  if (period === 'month') return iso.slice(0, 7);
  const { year, week } = isoWeek(iso);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Sample standard deviation of the log returns, in percent; null below two returns. */
export function volatility(values: number[]): number | null {
  const returns: number[] = [];
  for (let i = 1; i < values.length; i++) if (values[i - 1]! > 0 && values[i]! > 0) returns.push(Math.log(values[i]! / values[i - 1]!));
  if (returns.length < 2) return null;
  const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
  const variance = returns.reduce((s, r) => s + (r - mean) ** 2, 0) / (returns.length - 1);
  return round(Math.sqrt(variance) * 100, 4);
}

/** The statistics of a run of points (non-empty). */
export function summarize(label: string, points: ValuePoint[]): StatisticsRow {
  const values = points.map((p) => p.value);
  const high = Math.max(...values);
  const low = Math.min(...values);
  return {
    label,
    from: points[0]!.period,
    to: points.at(-1)!.period,
    count: values.length,
    average: round(values.reduce((s, v) => s + v, 0) / values.length, 2),
    high,
    low,
    range: round(high - low, 4),
    volatility: volatility(values),
  };
}

/** Statistics per period, oldest first. */
export function periodStatistics(points: ValuePoint[], period: StatPeriod): StatisticsRow[] {
  const groups = new Map<string, ValuePoint[]>();
  for (const p of points) {
    const key = periodLabel(p.period, period);
    const list = groups.get(key);
    if (list) list.push(p);
    else groups.set(key, [p]);
  }
  return [...groups].map(([label, list]) => summarize(label, list));
}

/** Monthly averages per calendar year: 12 entries, null where the month has no value. */
export function monthlyAverages(points: ValuePoint[], year: number): Array<number | null> {
  const sums = Array.from({ length: 12 }, () => ({ sum: 0, n: 0 }));
  for (const p of points) {
    if (Number(p.period.slice(0, 4)) !== year) continue;
    const m = sums[Number(p.period.slice(5, 7)) - 1]!;
    m.sum += p.value;
    m.n += 1;
  }
  return sums.map((m) => (m.n ? round(m.sum / m.n, 2) : null));
}

/** A − B or A ÷ B on the periods both series have. */
export function spreadPoints(a: ValuePoint[], b: ValuePoint[], mode: SpreadMode): SpreadPoint[] {
  const bByPeriod = new Map(b.map((p) => [p.period, p.value]));
  return a.flatMap((p) => {
    const other = bByPeriod.get(p.period);
    if (other === undefined || (mode === 'ratio' && other === 0)) return [];
    return [{ period: p.period, a: p.value, b: other, value: mode === 'ratio' ? round(p.value / other, 4) : round(p.value - other, 4) }];
  });
}

export interface RatePoint {
  date: string;
  rate: number;
}

/**
 * Converts each value with the latest rate dated on or before its period (`rates` ascending):
 * CNY → USD divides by CNY per USD, USD → CNY multiplies. Values before the first rate stay unconverted.
 */
export function convertPoints(points: ValuePoint[], rates: RatePoint[], toUsd: boolean): CurrencyPoint[] {
  let i = -1;
  return points.map((p) => {
    while (i + 1 < rates.length && rates[i + 1]!.date <= p.period) i++;
    const r = i >= 0 ? rates[i]! : null;
    const converted = r ? round(toUsd ? p.value / r.rate : p.value * r.rate, 2) : null;
    return { period: p.period, value: p.value, rate: r?.rate ?? null, rateDate: r?.date ?? null, converted };
  });
}
