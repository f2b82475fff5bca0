/**
 * Demo CNY/USD rates (synthetic, near 7.1–7.3) on every weekday of the last three years, and
 * on later starts the weekdays since the newest rate: the currency conversion of the demo
 * indexes always has a rate on or before each value. Staff edit or import real ones.
 */
import { max } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { exchangeRates } from '../schema/index.ts';
import { addDays, addYears, beijingToday, toDay, weekday } from '../../lib/dates.ts';

const demoRate = (iso: string) => Math.round((7.2 + 0.08 * Math.sin(toDay(iso) / 45) + 0.02 * Math.sin(toDay(iso) / 7)) * 10_000) / 10_000;

/** Adds the missing demo rates; answers how many. */
export async function seedDemoRates(db: Database, today: string = beijingToday()): Promise<number> {
  const [row] = await db.select({ last: max(exchangeRates.rateDate) }).from(exchangeRates);
  const start = row?.last ? addDays(row.last, 1) : addYears(today, -3);
  const values: Array<typeof exchangeRates.$inferInsert> = [];
  for (let d = start; d <= today; d = addDays(d, 1)) if (weekday(d) <= 5) values.push({ rateDate: d, cnyPerUsd: demoRate(d), updatedBy: '演示数据' });
  for (let i = 0; i < values.length; i += 1000)
    await db
      .insert(exchangeRates)
      .values(values.slice(i, i + 1000))
      .onConflictDoNothing();
  return values.length;
}
