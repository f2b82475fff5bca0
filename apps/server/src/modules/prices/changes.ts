/**
 * Change computations of an index (docs/api-prices.md "Changes"). Pure functions over a
 * series sorted by period, so they are unit-tested without a database.
 *
 * - prev: against the previous published value, however far back (first period: null).
 * - wow / mom / yoy: against the value 7 days / 1 calendar month / 1 calendar year earlier;
 *   when that period has no value, the nearest EARLIER value within a tolerance (holidays,
 *   weekly release days that moved) — otherwise null. Monthly indexes compare with the
 *   previous month and the same month last year; they have no week-on-week change.
 */
import type { ChangeFigure, IndexChanges, IndexFrequency } from '@coal/contracts';
import { toDay } from '../../lib/dates.ts';

export interface ValuePoint {
  period: string;
  value: number;
}

/** How far before the target date a comparison value may lie, in days. */
export const CHANGE_TOLERANCE_DAYS: Record<'daily' | 'weekly', { wow: number; mom: number; yoy: number }> = {
  daily: { wow: 3, mom: 7, yoy: 7 },
  weekly: { wow: 6, mom: 7, yoy: 7 },
};

/** How much history before a range the comparisons need. */
export const CHANGE_LOOKBACK_DAYS = 366 + 40;

export const NO_CHANGE: ChangeFigure = { base: null, basePeriod: null, change: null, pct: null };

const round = (v: number, places: number) => {
  const f = 10 ** places;
  return Math.round(v * f) / f;
};

/** The change of `value` against `base`, absolute (4 decimals) and in % (2 decimals). */
export function changeFigure(value: number, base: ValuePoint | undefined): ChangeFigure {
  if (!base) return NO_CHANGE;
  const change = round(value - base.value, 4);
  return { base: base.value, basePeriod: base.period, change, pct: base.value === 0 ? null : round((change / base.value) * 100, 2) };
}

/** Index of the last point with day ≤ `day` among the first `end` points, or -1. */
function lastAtOrBefore(days: number[], day: number, end: number): number {
  let lo = 0;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid]! <= day) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** A window of epoch days [from, to], both inclusive. */
type Window = [number, number];

/** The latest point in a window, searching before position `end`. */
function findIn(points: ValuePoint[], days: number[], [from, to]: Window, end: number): ValuePoint | undefined {
  const i = lastAtOrBefore(days, to, end);
  return i >= 0 && days[i]! >= from ? points[i] : undefined;
}

const DAY_MS = 86_400_000;

/** `day` moved by calendar months, clamped to the month's end (epoch days, no strings: this runs per point). */
function shiftMonths(day: number, months: number): number {
  const d = new Date(day * DAY_MS);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay)) / DAY_MS;
}

/** The whole calendar month `months` away from the month of `day`. */
function monthWindow(day: number, months: number): Window {
  const d = new Date(day * DAY_MS);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  return [Date.UTC(y, m, 1) / DAY_MS, Date.UTC(y, m + 1, 0) / DAY_MS];
}

function comparisonWindows(day: number, frequency: IndexFrequency): { wow: Window | null; mom: Window; yoy: Window } {
  if (frequency === 'monthly') return { wow: null, mom: monthWindow(day, -1), yoy: monthWindow(day, -12) };
  const tol = CHANGE_TOLERANCE_DAYS[frequency];
  const month = shiftMonths(day, -1);
  const year = shiftMonths(day, -12);
  return { wow: [day - 7 - tol.wow, day - 7], mom: [month - tol.mom, month], yoy: [year - tol.yoy, year] };
}

/** Changes of the point at `index` of `points` (sorted ascending by period, unique). */
export function computeChangesAt(
  points: ValuePoint[],
  index: number,
  frequency: IndexFrequency,
  days: number[] = points.map((p) => toDay(p.period)),
): IndexChanges {
  const point = points[index]!;
  const w = comparisonWindows(days[index]!, frequency);
  return {
    prev: changeFigure(point.value, points[index - 1]),
    wow: w.wow ? changeFigure(point.value, findIn(points, days, w.wow, index)) : NO_CHANGE,
    mom: changeFigure(point.value, findIn(points, days, w.mom, index)),
    yoy: changeFigure(point.value, findIn(points, days, w.yoy, index)),
  };
}

/** Changes of every point: O(n log n). */
export function computeAllChanges(points: ValuePoint[], frequency: IndexFrequency): IndexChanges[] {
  const days = points.map((p) => toDay(p.period));
  return points.map((_, i) => computeChangesAt(points, i, frequency, days));
}
