/**
 * The release archive: what was published on a Beijing date — each index releasing that day
 * (calendar.ts) with its value and the corrections of it since, and the corrections issued
 * that day. Only released values (embargo.ts): a day's archive fills in as its releases pass.
 */
import type { ArchiveDay, IndexFrequency } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { periodOfRelease, releasesOn } from './calendar.ts';
import { listProducts } from './catalog.repository.ts';
import { addDays } from '../../lib/dates.ts';
import { isReleased } from './embargo.ts';
import { revisionsMadeBetween, revisionsOf } from './revisions.ts';
import { listSeriesPoints } from './values.repository.ts';

const beijingMidnight = (date: string) => new Date(`${date}T00:00:00+08:00`);

export async function getArchive(db: Database, date: string, now: Date): Promise<ArchiveDay> {
  const products = (await listProducts(db)).filter((p) => {
    const rule = { frequency: p.frequency as IndexFrequency, releaseWeekday: p.releaseWeekday };
    return releasesOn(rule, date) && isReleased(p, periodOfRelease(rule, date), now);
  });
  const periodOf = new Map(products.map((p) => [p.id, periodOfRelease({ frequency: p.frequency as IndexFrequency, releaseWeekday: p.releaseWeekday }, date)]));
  const periods = [...new Set(periodOf.values())];
  const [points, revisions, issued] = await Promise.all([
    Promise.all(
      periods.map((period) =>
        listSeriesPoints(
          db,
          products.filter((p) => periodOf.get(p.id) === period).map((p) => p.id),
          period,
          period,
        ),
      ),
    ),
    revisionsOf(
      db,
      products.map((p) => p.id),
      periods,
    ),
    revisionsMadeBetween(db, beijingMidnight(date), beijingMidnight(addDays(date, 1))),
  ]);
  const valueOf = new Map<number, number>();
  for (const map of points) for (const [id, list] of map) if (list[0]) valueOf.set(id, list[0].value);
  const present = (r: { previousValue: number; newValue: number; revisedAt: Date }) => ({
    previousValue: r.previousValue,
    newValue: r.newValue,
    revisedAt: r.revisedAt.toISOString(),
  });
  const releases = products
    .filter((p) => valueOf.has(p.id))
    .map((p) => ({
      code: p.code,
      name: p.name,
      unit: p.unit,
      frequency: p.frequency,
      time: p.releaseTime,
      period: periodOf.get(p.id)!,
      value: valueOf.get(p.id)!,
      revisions: revisions.filter((r) => r.productId === p.id && r.period === periodOf.get(p.id)).map(present),
    }))
    .sort((a, b) => a.time.localeCompare(b.time) || a.code.localeCompare(b.code));
  // Corrections issued this day, of values public now (a correction of an embargoed value is not recorded).
  const corrections = issued.map((r) => ({ code: r.code, name: r.name, unit: r.unit, period: r.period, ...present(r) }));
  return { date, releases, corrections };
}
