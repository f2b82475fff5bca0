import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { basisQuotes, biddingSessions, indexLatest, indexProducts, indexValues } from '../schema/index.ts';
import { addDays, beijingToday } from '../../lib/dates.ts';
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
    await db
      .update(indexValues)
      .set({ value: 4321 })
      .where(and(eq(indexValues.productId, corrected!.productId), eq(indexValues.period, corrected!.period)));

    expect(await rollDemoPricesForward(db, today)).toBe(fresh.length);
    expect(await recent()).toEqual(fresh);
    const [kept] = await db
      .select({ value: indexValues.value })
      .from(indexValues)
      .where(and(eq(indexValues.productId, corrected!.productId), eq(indexValues.period, corrected!.period)));
    expect(kept!.value).toBe(4321);
    const latest = await db
      .select({ period: indexLatest.period })
      .from(indexLatest)
      .where(eq(indexLatest.productId, fresh.at(-1)!.productId));
    expect(latest[0]!.period).toBe(fresh.at(-1)!.period);

    expect(await rollDemoPricesForward(db, today)).toBe(0); // idempotent
  });

  it('carries the basis quotes and bidding sessions on from the latest demo row, keeping staff edits', async () => {
    const db = database.db;
    const cut = addDays(beijingToday(), -20);
    const basis = () => db.select().from(basisQuotes).where(gt(basisQuotes.tradeDate, cut)).orderBy(asc(basisQuotes.tradeDate), asc(basisQuotes.variety));
    const cutAt = new Date(`${cut}T23:59:59+08:00`);
    const sessions = () =>
      db.select({ no: biddingSessions.sessionNo }).from(biddingSessions).where(gt(biddingSessions.startAt, cutAt)).orderBy(asc(biddingSessions.sessionNo));
    const [freshBasis, freshSessions] = [await basis(), await sessions()];
    expect(freshBasis.length).toBeGreaterThan(10);
    expect(freshSessions.length).toBeGreaterThan(10);

    await db.delete(basisQuotes).where(gt(basisQuotes.tradeDate, cut));
    await db.delete(biddingSessions).where(gt(biddingSessions.startAt, cutAt));
    // Staff corrected the last remaining quote: it stays.
    const [last] = await db.select().from(basisQuotes).orderBy(asc(basisQuotes.tradeDate)).limit(1);
    await db
      .update(basisQuotes)
      .set({ spotPrice: 9999 })
      .where(and(eq(basisQuotes.tradeDate, last!.tradeDate), eq(basisQuotes.variety, last!.variety)));

    expect(await rollDemoPricesForward(db)).toBe(freshBasis.length + freshSessions.length);
    expect(await basis()).toEqual(freshBasis);
    expect(await sessions()).toEqual(freshSessions);
    const [kept] = await db
      .select()
      .from(basisQuotes)
      .where(and(eq(basisQuotes.tradeDate, last!.tradeDate), eq(basisQuotes.variety, last!.variety)));
    expect(kept!.spotPrice).toBe(9999);
    expect(await rollDemoPricesForward(db)).toBe(0);
  });

  it('adds basis quotes missing behind current bidding sessions (the quick "nothing to add" check looks at both)', async () => {
    const db = database.db;
    const cut = addDays(beijingToday(), -20); // past any holiday: some trading days
    const basis = () => db.select().from(basisQuotes).where(gt(basisQuotes.tradeDate, cut)).orderBy(asc(basisQuotes.tradeDate), asc(basisQuotes.variety));
    const fresh = await basis();
    expect(fresh.length).toBeGreaterThan(0);
    await db.delete(basisQuotes).where(gt(basisQuotes.tradeDate, cut));

    expect(await rollDemoPricesForward(db)).toBe(fresh.length);
    expect(await basis()).toEqual(fresh);
  });
});
