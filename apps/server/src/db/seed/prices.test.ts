import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { indexLatest, indexProducts, indexValues } from '../schema/index.ts';
import { addDays, beijingToday } from '../../modules/prices/dates.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { rollDemoPricesForward } from './prices.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase(); // seeded with the demo to today
});
afterAll(() => database.close());

describe('rollDemoPricesForward', () => {
  it('gives a demo seeded weeks ago exactly the values a fresh seed has today, touching nothing stored', async () => {
    const db = database.db;
    const today = beijingToday();
    const cut = addDays(today, -30);
    const demo = await db.select({ id: indexProducts.id, code: indexProducts.code }).from(indexProducts).where(eq(indexProducts.demo, true));
    const ids = demo.map((p) => p.id);
    const recent = () =>
      db
        .select({ productId: indexValues.productId, period: indexValues.period, value: indexValues.value })
        .from(indexValues)
        .where(and(inArray(indexValues.productId, ids), gt(indexValues.period, cut)))
        .orderBy(asc(indexValues.productId), asc(indexValues.period));
    const fresh = await recent();
    expect(fresh.length).toBeGreaterThan(20);

    // The database as if seeded 30 days ago, with an editor's correction on one index.
    await db.delete(indexValues).where(and(inArray(indexValues.productId, ids), gt(indexValues.period, cut)));
    const [corrected] = await db
      .select({ productId: indexValues.productId, period: indexValues.period })
      .from(indexValues)
      .where(eq(indexValues.productId, fresh[0]!.productId))
      .orderBy(asc(indexValues.period))
      .limit(1);
    await db.update(indexValues).set({ value: 4321 }).where(and(eq(indexValues.productId, corrected!.productId), eq(indexValues.period, corrected!.period)));

    expect(await rollDemoPricesForward(db, today)).toBe(fresh.length);
    expect(await recent()).toEqual(fresh);
    const [kept] = await db.select({ value: indexValues.value }).from(indexValues).where(and(eq(indexValues.productId, corrected!.productId), eq(indexValues.period, corrected!.period)));
    expect(kept!.value).toBe(4321);
    const latest = await db.select({ period: indexLatest.period }).from(indexLatest).where(eq(indexLatest.productId, fresh.at(-1)!.productId));
    expect(latest[0]!.period).toBe(fresh.at(-1)!.period);

    expect(await rollDemoPricesForward(db, today)).toBe(0); // idempotent
  });
});
