import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../schema/index.ts';
import type { DatabaseHandle } from '../client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { DEMO_ANALYTICS_DAYS, fillDemoAnalytics } from './analytics.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  // The template already holds demo visits up to its own start: begin from none.
  await database.db.delete(analyticsEvents).where(like(analyticsEvents.uuid, 'demo-%'));
});
afterAll(() => database.close());

const demoRows = async () =>
  database.db
    .select({
      n: sql<number>`count(*)::int`.mapWith(Number),
      days: sql<number>`count(distinct to_char((${analyticsEvents.startTime} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD'))::int`.mapWith(Number),
    })
    .from(analyticsEvents)
    .where(like(analyticsEvents.uuid, 'demo-%'))
    .then((r) => r[0]!);

describe('demo visitor analytics', () => {
  it('fills the last 40 days up to now, then rolls forward without duplicating', async () => {
    const first = new Date('2030-06-10T04:00:00Z');
    const added = await fillDemoAnalytics(database.db, first);
    const after = await demoRows();
    expect(after.n).toBe(added);
    expect(after.days).toBe(DEMO_ANALYTICS_DAYS);
    // Weekdays of 110 visits × about 2.4 views, weekends fewer: thousands of rows, not millions.
    expect(added).toBeGreaterThan(5_000);
    expect(added).toBeLessThan(20_000);
    const [latest] = await database.db
      .select({ at: sql<Date>`max(${analyticsEvents.startTime})` })
      .from(analyticsEvents)
      .where(like(analyticsEvents.uuid, 'demo-%'));
    expect(new Date(latest!.at).getTime()).toBeLessThanOrEqual(first.getTime());

    expect(await fillDemoAnalytics(database.db, first)).toBe(0);
    const later = new Date('2030-06-11T04:00:00Z');
    const more = await fillDemoAnalytics(database.db, later);
    expect(more).toBeGreaterThan(50);
    expect((await demoRows()).n).toBe(added + more);
    expect(await fillDemoAnalytics(database.db, later)).toBe(0);
  });
});
