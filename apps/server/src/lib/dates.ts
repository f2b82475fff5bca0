/** Calendar arithmetic on `YYYY-MM-DD` strings (UTC, no time zone drift). */

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** Days since 1970-01-01. */
export const toDay = (iso: string): number => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
export const fromDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const addDays = (iso: string, days: number): string => fromDay(toDay(iso) + days);

/** Adds calendar months, clamping to the month's last day (03-31 − 1 month = 02-28). */
export function addMonths(iso: string, months: number): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7)) - 1 + months;
  const target = new Date(Date.UTC(y, m, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(Number(iso.slice(8, 10)), lastDay));
  return target.toISOString().slice(0, 10);
}

export const addYears = (iso: string, years: number): string => addMonths(iso, 12 * years);
export const monthStart = (iso: string): string => `${iso.slice(0, 7)}-01`;
export const monthEnd = (iso: string): string => addDays(addMonths(monthStart(iso), 1), -1);

/** ISO weekday: 1 Monday … 7 Sunday. */
export const weekday = (iso: string): number => ((new Date(toDay(iso) * DAY_MS).getUTCDay() + 6) % 7) + 1;

/** Today's date in Beijing, where the market publishes. */
export const beijingToday = (now: Date = new Date()): string => new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

export const daysBetween = (from: string, to: string): number => toDay(to) - toDay(from);
