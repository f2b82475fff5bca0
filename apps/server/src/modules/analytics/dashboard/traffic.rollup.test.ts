/**
 * The rollup the dashboards read must answer exactly what the raw events answer: every
 * traffic dashboard (overview by hour and by day, the daily export, regions) through both
 * sources on the same data, after writes through the event writer (ends written later, a
 * replayed batch, back-office and mobile views, launches, clicks), the migration's backfill
 * and retention. The overview also through the range archives (the days that are over read
 * from their archive, today's rows added), kept across the tests as a server keeps them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Dozens of aggregations through both sources a test: slow on a busy embedded database.
const SLOW = { timeout: 180_000 };
import type { DatabaseHandle } from '../../../db/client.ts';
import { analyticsEvents, analyticsVisitDays, analyticsVisitHours } from '../../../db/schema/index.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { addDays } from '../../../lib/dates.ts';
import { type AnalyticsEvent, EventWriter } from '../event-writer.ts';
import { deleteRawEventsBefore } from '../retention.ts';
import { ROLLUP_BATCH, rollUpPending } from '../rollups.ts';
import { RangeArchives } from './range-archives.ts';
import { chinaDayStart } from './range.ts';
import { rawTraffic, type RangeFilter, rolledUpTraffic } from './traffic.repository.ts';
import { buildOverview, buildRegions, dailyKpis } from './traffic.service.ts';

let database: DatabaseHandle;
let newest: string;
let archives: RangeArchives;

beforeAll(async () => {
  database = await openTestDatabase();
  const [row] = await database.db.select({ at: sql<Date>`max(${analyticsEvents.startTime})` }).from(analyticsEvents);
  newest = new Date(new Date(row!.at).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  archives = new RangeArchives(database.db);
});
afterAll(() => database.close());

const FILTERS = (): RangeFilter[] => {
  const ranges = [
    { from: newest, to: newest },
    { from: addDays(newest, -6), to: newest },
    { from: addDays(newest, -29), to: newest },
    // Days that are all over: read whole from their archive (by hour for one day).
    { from: addDays(newest, -1), to: addDays(newest, -1) },
    { from: addDays(newest, -8), to: addDays(newest, -2) },
  ];
  return ranges.flatMap((r) => [
    r,
    { ...r, sysType: 'mobile' as const },
    { ...r, includeBack: true },
    { ...r, sysType: 'computer' as const, includeBack: true },
  ]);
};

/** Every traffic dashboard through the rollup and through the raw events. */
async function expectRollupEqualsRaw() {
  for (const f of FILTERS()) {
    const { db } = database;
    const raw = await buildOverview(db, f, rawTraffic);
    expect(await buildOverview(db, f), JSON.stringify(f)).toEqual(raw);
    // Twice: the first may compute the archives, the second reads them.
    for (const pass of ['first', 'second'])
      expect(await buildOverview(db, f, rolledUpTraffic, { archives, today: newest }), `archived, ${pass} read: ${JSON.stringify(f)}`).toEqual(raw);
    expect(await buildRegions(db, f), JSON.stringify(f)).toEqual(await buildRegions(db, f, rawTraffic));
    expect(await dailyKpis(db, f), JSON.stringify(f)).toEqual(await dailyKpis(db, f, rawTraffic));
  }
}

let n = 0;
const event = (at: Date, overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  id: `rollup-test-${++n}`,
  eventName: 'pageView',
  uuid: `rollup-v${n % 7}`,
  sessionId: `rollup-s${n % 11}`,
  startTime: at,
  ip: `10.0.0.${n % 5}`,
  country: '中国',
  province: n % 2 ? '山西省' : '北京市',
  region: '',
  url: `http://localhost:8080/epm-coalweb/portal/Page${n % 3}`,
  source: n % 3 ? '百度' : '直接访问',
  sysType: n % 4 ? 'computer' : 'mobile',
  ...overrides,
});

describe('traffic rollup', () => {
  it('answers like the raw events on the demo data (seeded rollup)', SLOW, async () => {
    expect((await database.db.select({ n: sql<number>`count(*)::int` }).from(analyticsVisitHours))[0]!.n).toBeGreaterThan(0);
    await expectRollupEqualsRaw();
  });

  it('stays equal after writes through the event writer: ends later, back office, launches, clicks', SLOW, async () => {
    const writer = new EventWriter(database.db);
    // Around the China midnight at the start of the newest day, so sessions span two days.
    const midnight = chinaDayStart(newest).getTime();
    const events = Array.from({ length: 120 }, (_, i) => {
      const at = new Date(midnight - 3_600_000 + i * 61_000);
      if (i % 10 === 0) return event(at, { eventName: 'launch' });
      if (i % 13 === 0) return event(at, { eventName: 'homeBanner', url: 'http://x/ad' });
      if (i % 9 === 0) return event(at, { url: 'http://localhost:8080/epm-coalweb/back/websiteBrowsing' });
      if (i % 5 === 0) return event(at, { endTime: new Date(at.getTime() + 12_345), durationMs: 12_345 });
      return event(at);
    });
    await Promise.all(events.map((e) => writer.add(e)));
    // Ends arrive later (one replaced twice), some for launches and unknown ids: some before
    // the rollup job adds their visits, some after.
    const ends = events.filter((_, i) => i % 3 === 0);
    const half = Math.floor(ends.length / 2);
    await Promise.all(ends.slice(0, half).map((e, i) => writer.end(e.id, new Date(e.startTime.getTime() + 1_000 * (i + 1)))));
    expect(await rollUpPending(database.db, new Date())).toBe(events.length);
    await Promise.all(ends.slice(half).map((e, i) => writer.end(e.id, new Date(e.startTime.getTime() + 2_000 * (i + 1)))));
    await writer.end(ends[1]!.id, new Date(ends[1]!.startTime.getTime() + 99_999));
    await writer.end('rollup-test-unknown', new Date());
    expect(await rollUpPending(database.db, new Date())).toBe(0);
    await expectRollupEqualsRaw();
  });

  it(
    'rolls a backlog up in batches that leave the database to tracking events between them; a closing instance leaves the rest to the next run',
    SLOW,
    async () => {
      const writer = new EventWriter(database.db);
      const start = chinaDayStart(newest).getTime() + 9 * 3_600_000;
      const backlog = Array.from({ length: 2 * ROLLUP_BATCH + 500 }, (_, i) => event(new Date(start + i * 1_000), { id: `rollup-backlog-${i}` }));
      await Promise.all(backlog.map((e) => writer.add(e)));
      const backlogPending = async () =>
        (
          (await database.db.execute(sql`select count(*)::int as n from analytics_rollup_pending where event_id like 'rollup-backlog-%'`)) as unknown as {
            rows: Array<{ n: number }>;
          }
        ).rows[0]!.n;
      const closing = new AbortController();
      const rollingUp = rollUpPending(database.db, new Date(), { signal: closing.signal, yieldRatio: 1 });
      // Three page views, one after the other, while the backlog is rolled up: each commits in a
      // pause between batches, not one per batch. Then the instance closes.
      for (let i = 0; i < 3; i++) await writer.add(event(new Date(start)));
      const stillPending = await backlogPending();
      closing.abort();
      const first = await rollingUp;
      expect(stillPending).toBeGreaterThan(0);
      expect(first % ROLLUP_BATCH).toBe(0);
      expect(first).toBeLessThan(backlog.length + 3);
      expect(first + (await rollUpPending(database.db, new Date()))).toBe(backlog.length + 3);
      const today: RangeFilter = { from: newest, to: newest };
      expect(await buildOverview(database.db, today)).toEqual(await buildOverview(database.db, today, rawTraffic));
    },
  );

  it('a page view written into a day that is over voids the archives that hold that day', SLOW, async () => {
    const f: RangeFilter = { from: addDays(newest, -6), to: newest };
    const archived = () => buildOverview(database.db, f, rolledUpTraffic, { archives, today: newest });
    const before = await archived();
    expect(await archives.has({ from: f.from, to: addDays(newest, -1) }, 'day', 'overview')).toBe(true);
    // A view three days ago by a new visitor (a client's clock behind).
    const writer = new EventWriter(database.db);
    const at = new Date(chinaDayStart(addDays(newest, -3)).getTime() + 10 * 3_600_000);
    await writer.add(event(at, { uuid: 'rollup-late-visitor', sessionId: 'rollup-late-session' }));
    expect(await archives.has({ from: f.from, to: addDays(newest, -1) }, 'day', 'overview')).toBe(true); // not in the rollups yet
    expect(await rollUpPending(database.db, new Date())).toBe(1);
    expect(await archives.has({ from: f.from, to: addDays(newest, -1) }, 'day', 'overview')).toBe(false);
    const after = await archived();
    expect(after.totals.pv).toBe(before.totals.pv + 1);
    expect(after.totals.uv).toBe(before.totals.uv + 1);
    expect(after.totals.sessions).toBe(before.totals.sessions + 1);
    expect(after).toEqual(await buildOverview(database.db, f, rawTraffic));
  });

  it('the migration backfill rebuilds the same rollup from the raw events', SLOW, async () => {
    const dir = join(import.meta.dirname, '../../../db/migrations');
    const file = readdirSync(dir).find((f) => f.endsWith('_analytics_rollups.sql'))!;
    const backfill = readFileSync(join(dir, file), 'utf8')
      .split('--> statement-breakpoint')
      .find((s) => s.includes('INSERT INTO "analytics_visit_hours"'))!;
    const before = await database.db
      .select()
      .from(analyticsVisitHours)
      .orderBy(sql`1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11`);
    await database.db.delete(analyticsVisitHours);
    await database.db.execute(sql.raw(backfill));
    const after = await database.db
      .select()
      .from(analyticsVisitHours)
      .orderBy(sql`1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11`);
    // The writer may keep rows whose deltas netted to zero; the backfill makes none.
    expect(after).toEqual(before.filter((r) => r.pv || r.launches || r.durations));
  });

  it('the migration backfill of the day sums adds up the hour rollup', SLOW, async () => {
    const dir = join(import.meta.dirname, '../../../db/migrations');
    const file = readdirSync(dir).find((f) => f.endsWith('_analytics_range_archives.sql'))!;
    const backfill = readFileSync(join(dir, file), 'utf8')
      .split('--> statement-breakpoint')
      .find((s) => s.includes('INSERT INTO "analytics_visit_days"'))!;
    const before = await database.db
      .select()
      .from(analyticsVisitDays)
      .orderBy(sql`1, 2, 3`);
    expect(before.length).toBeGreaterThan(30);
    await database.db.delete(analyticsVisitDays);
    await database.db.execute(sql.raw(backfill));
    const after = await database.db
      .select()
      .from(analyticsVisitDays)
      .orderBy(sql`1, 2, 3`);
    // The writer may keep rows whose sums netted to zero; the backfill makes none.
    expect(after).toEqual(before.filter((r) => r.pv || r.launches || r.durations));
  });

  it('retention deletes old raw events in batches and the rollup keeps their figures', SLOW, async () => {
    const f: RangeFilter = { from: addDays(newest, -29), to: newest };
    const overview = await buildOverview(database.db, f);
    const cut = chinaDayStart(addDays(newest, -10));
    const old = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(analyticsEvents)
      .where(sql`${analyticsEvents.startTime} < ${cut.toISOString()}`);
    const deleted = await deleteRawEventsBefore(database.db, cut, 500);
    expect(deleted).toBe(old[0]!.n);
    expect(deleted).toBeGreaterThan(1_000);
    const left = await database.db
      .select({ at: sql<Date>`min(${analyticsEvents.startTime})` })
      .from(analyticsEvents)
      .where(like(analyticsEvents.uuid, 'demo-%'));
    expect(new Date(left[0]!.at).getTime()).toBeGreaterThanOrEqual(cut.getTime());
    expect(await buildOverview(database.db, f)).toEqual(overview);
    expect(await deleteRawEventsBefore(database.db, cut)).toBe(0);
  });
});
