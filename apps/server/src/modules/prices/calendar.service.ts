/** The release calendar and the latest release dates (/api/priceIndex/calendar and /date). */
import { type CalendarDay, type IndexFrequency, MAX_CALENDAR_DAYS, type NextRelease, type ReleaseDates } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { releasesOn } from './calendar.ts';
import { listFamilies, listProducts, type ProductRow } from './catalog.repository.ts';
import { addDays, beijingToday, daysBetween, fromDay, toDay } from '../../lib/dates.ts';
import { beijingClock, cutoffsOf } from './embargo.ts';
import { latestPeriods } from './values.repository.ts';

const DEFAULT_DAYS = 14;

/** Scheduled releases of active products per day in [from, to], by release time. */
export function buildCalendar(products: ProductRow[], from: string, to: string): CalendarDay[] {
  const days: CalendarDay[] = [];
  // Counted in day numbers: string steps past year 9999 would wrap and never reach `to`.
  for (let day = toDay(from), end = toDay(to); day <= end; day += 1) {
    const date = fromDay(day);
    const releases = products
      .filter((p) => p.active && releasesOn({ frequency: p.frequency, releaseWeekday: p.releaseWeekday }, date))
      .map((p) => ({ time: p.releaseTime, code: p.code, name: p.name, frequency: p.frequency }))
      .sort((a, b) => a.time.localeCompare(b.time));
    if (releases.length) days.push({ date, releases });
  }
  return days;
}

/** GET /api/priceIndex/calendar: default the next two weeks from today. */
export async function getCalendar(db: Database, q: { from?: string; to?: string }, now: Date): Promise<CalendarDay[]> {
  const from = q.from ?? (q.to ? addDays(q.to, 1 - DEFAULT_DAYS) : beijingToday(now));
  const to = q.to ?? addDays(from, DEFAULT_DAYS - 1);
  if (!(daysBetween(from, to) < MAX_CALENDAR_DAYS)) throw badRequest(`日历区间不能超过${MAX_CALENDAR_DAYS}天`);
  return buildCalendar(await listProducts(db, { activeOnly: true }), from, to);
}

/** GET /date: the latest release date overall and per family, and the coming two weeks. */
export async function getReleaseDates(db: Database, now: Date): Promise<ReleaseDates> {
  const [families, products] = await Promise.all([listFamilies(db), listProducts(db, { activeOnly: true })]);
  // Released values only (embargo.ts): a value waiting for today's release is not "latest" yet.
  const periods = await latestPeriods(
    db,
    products.map((p) => p.id),
    undefined,
    cutoffsOf(products, now),
  );
  const latest = products.flatMap((p) => (periods.has(p.id) ? [{ familyCode: p.familyCode, period: periods.get(p.id)! }] : []));
  const latestOf = (code: string) =>
    latest.filter((r) => r.familyCode === code).reduce<string | null>((m, r) => (m === null || r.period > m ? r.period : m), null);
  const perFamily = families.map((f) => ({ code: f.code, name: f.name, latestDate: latestOf(f.code) }));
  const latestDate = perFamily.reduce<string | null>((m, f) => (f.latestDate && (m === null || f.latestDate > m) ? f.latestDate : m), null);
  const today = beijingToday(now);
  return { latestDate, families: perFamily, calendar: buildCalendar(products, today, addDays(today, DEFAULT_DAYS - 1)) };
}

/** How far ahead the next release is looked for (a year of holidays never closes this long). */
const NEXT_RELEASE_HORIZON_DAYS = 62;

/** Each active product's next release from `now`: today when its time is still ahead, else a later day. */
export function nextReleases(products: ProductRow[], now: Date): NextRelease[] {
  const { date: today, time } = beijingClock(now);
  return products.flatMap((p) => {
    if (!p.active) return [];
    const rule = { frequency: p.frequency as IndexFrequency, releaseWeekday: p.releaseWeekday };
    for (let i = 0; i < NEXT_RELEASE_HORIZON_DAYS; i++) {
      const date = addDays(today, i);
      if (i === 0 && time >= p.releaseTime) continue;
      if (releasesOn(rule, date)) return [{ code: p.code, name: p.name, frequency: p.frequency, date, time: p.releaseTime }];
    }
    return [];
  });
}

/** GET /api/priceIndex/nextReleases. */
export async function getNextReleases(db: Database, now: Date): Promise<NextRelease[]> {
  return nextReleases(await listProducts(db, { activeOnly: true }), now);
}
