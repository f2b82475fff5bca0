import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { type AnalyticsEvent, EventWriter } from './event-writer.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const event = (overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  id: randomUUID(),
  eventName: 'pageView',
  uuid: 'writer-test',
  sessionId: 'writer-session',
  startTime: new Date(),
  ip: '127.0.0.1',
  country: '',
  province: '',
  region: '',
  url: '/epm-coalweb/portal/Home',
  source: '直接访问',
  sysType: 'computer',
  ...overrides,
});

const storedIds = async (ids: string[]) =>
  (await database.db.select({ id: analyticsEvents.id }).from(analyticsEvents).where(inArray(analyticsEvents.id, ids))).map((r) => r.id).sort();

/** The database, counting the statements and transactions the writer starts on it. */
function counted(db: Database) {
  const counts = { commits: 0 };
  const proxy = new Proxy(db, {
    get(target, key) {
      if (key === 'execute' || key === 'transaction') counts.commits++;
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: proxy, counts };
}

describe('event writer (group commit)', () => {
  it('answers once the event is committed, and the writes that came meanwhile share the next commit', async () => {
    const { db, counts } = counted(database.db);
    const writer = new EventWriter(db);
    const first = event();
    await writer.add(first);
    expect(await storedIds([first.id])).toEqual([first.id]); // acknowledged = in the database
    expect(counts.commits).toBe(1);

    const many = Array.from({ length: 200 }, () => event());
    await Promise.all(many.map((e) => writer.add(e)));
    expect(await storedIds(many.map((e) => e.id))).toEqual(many.map((e) => e.id).sort());
    expect(counts.commits).toBe(2); // arrived in one turn: one commit
  });

  it('applies an end time after its event when both wait in one group, and the later of two ends', async () => {
    const writer = new EventWriter(database.db);
    const start = new Date(Date.now() - 60_000);
    const waiting = event({ startTime: start });
    await Promise.all([writer.add(waiting), writer.end(waiting.id, new Date(start.getTime() + 5_000))]);
    const [row] = await database.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, waiting.id));
    expect(row!.durationMs).toBe(5_000);

    const forty = 40 * 86_400_000; // past integer milliseconds
    await Promise.all([
      writer.end(waiting.id, new Date(start.getTime() + 9_000)),
      writer.end(waiting.id, new Date(start.getTime() + forty)),
      writer.end('no-such-visit', new Date()), // changes nothing
    ]);
    const [later] = await database.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, waiting.id));
    expect(later!.durationMs).toBe(forty);
  });

  it('stores every character of a large group: long addresses, Chinese, emoji, quotes, backslashes, a lone surrogate', async () => {
    const writer = new EventWriter(database.db);
    const events = Array.from({ length: 1_200 }, (_, i) =>
      event({
        url: `/epm-coalweb/portal/Home?q=${'焦'.repeat(600)}${i}`,
        title: i === 7 ? 'half \ud83d' : `动力煤 "5500" \\ 😀 第${i}期`,
        referrer: `https://www.baidu.com/s?wd=${'x'.repeat(100)}`,
      }),
    );
    await Promise.all(events.map((e) => writer.add(e)));
    const rows = await database.db
      .select()
      .from(analyticsEvents)
      .where(
        inArray(
          analyticsEvents.id,
          events.map((e) => e.id),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const [i, e] of events.entries()) expect(byId.get(e.id)).toMatchObject({ url: e.url, title: i === 7 ? 'half \ufffd' : e.title, referrer: e.referrer });
  });

  it('answers every write of a group with the error when the database is unavailable, and the next group still commits', async () => {
    const down = new Error('connection refused');
    let fail = true;
    const flaky = new Proxy(database.db, {
      get(target, key) {
        if (fail && (key === 'execute' || key === 'transaction')) return () => Promise.reject(down);
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const writer = new EventWriter(flaky);
    const results = await Promise.allSettled([writer.add(event()), writer.add(event()), writer.end('x', new Date())]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    fail = false;
    const after = event();
    await writer.add(after);
    expect(await storedIds([after.id])).toEqual([after.id]);
  });

  it('with two groups in flight: at most two commits at once, every write stored, ends of committed visits applied', async () => {
    let open = 0;
    let most = 0;
    const overlapping = new Proxy(database.db, {
      get(target, key) {
        const value = Reflect.get(target, key) as unknown;
        if (key !== 'execute' && key !== 'transaction') return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        return async (...args: unknown[]) => {
          most = Math.max(most, ++open);
          try {
            return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          } finally {
            open--;
          }
        };
      },
    });
    const writer = new EventWriter(overlapping, { groupsInFlight: 2 });
    const events = Array.from({ length: 300 }, () => event({ startTime: new Date(Date.now() - 60_000) }));
    // Spread over event-loop turns, as requests arrive.
    await Promise.all(events.map((e, i) => new Promise((r) => setTimeout(r, i % 30)).then(() => writer.add(e))));
    expect(await storedIds(events.map((e) => e.id))).toEqual(events.map((e) => e.id).sort());
    // Ends of the same visits in groups committing side by side (each visit ended twice): no deadlock.
    const endOf = (e: AnalyticsEvent) => new Date(e.startTime.getTime() + 7_000);
    await Promise.all([...events, ...events.slice().reverse()].map((e, i) => new Promise((r) => setTimeout(r, i % 20)).then(() => writer.end(e.id, endOf(e)))));
    const rows = await database.db
      .select({ d: analyticsEvents.durationMs })
      .from(analyticsEvents)
      .where(
        inArray(
          analyticsEvents.id,
          events.map((e) => e.id),
        ),
      );
    expect(rows.every((r) => r.d === 7_000)).toBe(true);
    expect(most).toBeLessThanOrEqual(2);
    await writer.close();
  });

  it('lets close wait for the group being committed', async () => {
    const writer = new EventWriter(database.db);
    const pending = Array.from({ length: 30 }, () => event());
    const saves = pending.map((e) => writer.add(e));
    await writer.close();
    expect(await storedIds(pending.map((e) => e.id))).toEqual(pending.map((e) => e.id).sort());
    await Promise.all(saves);
  });
});
