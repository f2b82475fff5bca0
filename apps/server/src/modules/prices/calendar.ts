/**
 * The release calendar: which days each index publishes. Daily indexes publish on trading
 * days; weekly ones on their release weekday (the trading day before it when that is a
 * holiday); monthly ones on the month's last trading day, for the period of the month's 1st.
 */
import type { IndexFrequency } from '@coal/contracts';
import { addDays, fromDay, monthEnd, monthStart, toDay, weekday } from '../../lib/dates.ts';

/**
 * Public holidays of the demo calendar (mainland China, approximate; make-up working
 * weekends are ignored). A production calendar would be maintained data.
 */
const HOLIDAY_RANGES: Array<[string, string]> = [
  ['2024-01-01', '2024-01-01'],
  ['2024-02-10', '2024-02-17'],
  ['2024-04-04', '2024-04-06'],
  ['2024-05-01', '2024-05-05'],
  ['2024-06-10', '2024-06-10'],
  ['2024-09-15', '2024-09-17'],
  ['2024-10-01', '2024-10-07'],
  ['2025-01-01', '2025-01-01'],
  ['2025-01-28', '2025-02-04'],
  ['2025-04-04', '2025-04-06'],
  ['2025-05-01', '2025-05-05'],
  ['2025-05-31', '2025-06-02'],
  ['2025-10-01', '2025-10-08'],
  ['2026-01-01', '2026-01-03'],
  ['2026-02-15', '2026-02-23'],
  ['2026-04-04', '2026-04-06'],
  ['2026-05-01', '2026-05-05'],
  ['2026-06-19', '2026-06-21'],
  ['2026-09-25', '2026-09-27'],
  ['2026-10-01', '2026-10-07'],
  ['2027-01-01', '2027-01-03'],
  ['2027-02-06', '2027-02-13'],
];
const HOLIDAYS = new Set<number>();
for (const [from, to] of HOLIDAY_RANGES) for (let d = toDay(from); d <= toDay(to); d++) HOLIDAYS.add(d);

export const isTradingDay = (iso: string): boolean => weekday(iso) <= 5 && !HOLIDAYS.has(toDay(iso));

/** How a product publishes. */
export interface ReleaseRule {
  frequency: IndexFrequency;
  releaseWeekday: number | null;
}

/** The release day of the week containing `iso` for a weekly rule, or null when the whole week is closed. */
function weeklyReleaseDay(iso: string, releaseWeekday: number): string | null {
  const monday = addDays(iso, 1 - weekday(iso));
  for (let d = addDays(monday, releaseWeekday - 1); d >= monday; d = addDays(d, -1)) if (isTradingDay(d)) return d;
  return null;
}

function lastTradingDayOfMonth(iso: string): string | null {
  const start = monthStart(iso);
  for (let d = monthEnd(iso); d >= start; d = addDays(d, -1)) if (isTradingDay(d)) return d;
  return null;
}

/** Whether the rule publishes on `iso`. */
export function releasesOn(rule: ReleaseRule, iso: string): boolean {
  if (!isTradingDay(iso)) return false;
  if (rule.frequency === 'daily') return true;
  if (rule.frequency === 'weekly') return weeklyReleaseDay(iso, rule.releaseWeekday ?? 5) === iso;
  return lastTradingDayOfMonth(iso) === iso;
}

/** The day a period's value is published: the period itself, or its month's last trading day when monthly. */
export const releaseDayOf = (rule: ReleaseRule, period: string): string =>
  rule.frequency === 'monthly' ? (lastTradingDayOfMonth(period) ?? monthEnd(period)) : period;

/** The period a release on `iso` publishes: the day itself, or the month's 1st for monthly indexes. */
export const periodOfRelease = (rule: ReleaseRule, iso: string): string => (rule.frequency === 'monthly' ? monthStart(iso) : iso);

/** Every release day of a rule in [from, to], ascending. */
export function releaseDays(rule: ReleaseRule, from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = toDay(from), end = toDay(to); day <= end; day += 1) {
    const d = fromDay(day);
    if (releasesOn(rule, d)) days.push(d);
  }
  return days;
}
