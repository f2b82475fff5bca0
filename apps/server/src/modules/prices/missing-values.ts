import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { indexValues } from '../../db/schema/index.ts';
import { periodOfRelease, releasesOn } from './calendar.ts';
import { listProducts } from './catalog.repository.ts';
import { beijingToday } from '../../lib/dates.ts';

/**
 * Active products that publish today (China date, release calendar) and have no value for
 * today's period yet: the workbench's 今日待录入 and the product list's `missing=today`.
 */
export async function findProductIdsMissingToday(db: Database, today = beijingToday()): Promise<number[]> {
  const due = (await listProducts(db, { activeOnly: true })).filter((p) => releasesOn({ frequency: p.frequency, releaseWeekday: p.releaseWeekday }, today));
  if (!due.length) return [];
  const byPeriod = new Map<string, number[]>();
  for (const p of due) {
    const period = periodOfRelease({ frequency: p.frequency, releaseWeekday: p.releaseWeekday }, today);
    byPeriod.set(period, [...(byPeriod.get(period) ?? []), p.id]);
  }
  const entered = new Set<number>();
  for (const [period, ids] of byPeriod) {
    const rows = await db
      .select({ id: indexValues.productId })
      .from(indexValues)
      .where(and(eq(indexValues.period, period), inArray(indexValues.productId, ids)));
    for (const r of rows) entered.add(r.id);
  }
  return due.map((p) => p.id).filter((id) => !entered.has(id));
}
