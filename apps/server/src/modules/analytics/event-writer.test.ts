import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { analyticsDeadLetters, analyticsEvents } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { type AnalyticsEvent, EventWriter } from './event-writer.ts';

const log = Fastify({ logger: false }).log;
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

describe('event writer (group commit)', () => {
  it('isolates rows the database refuses: the rest of the batch is stored, the bad ones dead-lettered, later batches still written', async () => {
    // Past the edge's checks (a direct call): a NUL byte, a date past 9999, a date no JS Date holds.
    const writer = new EventWriter(database.db, log, 50, 20);
    const poison = [
      event({ title: 'bad\u0000title' }),
      event({ startTime: new Date(Date.UTC(10_000, 0, 1)) }),
      event({ startTime: new Date(9_000_000_000_000_000) }),
    ];
    const good = Array.from({ length: 20 }, () => event());
    const mixed = [...good.slice(0, 10), ...poison, ...good.slice(10)];
    const outcomes = await Promise.all(mixed.map((e) => writer.add(e)));

    expect(outcomes.filter((o) => o === 'dead-lettered')).toHaveLength(3);
    expect(await storedIds(mixed.map((e) => e.id))).toEqual(good.map((e) => e.id).sort());
    const letters = await database.db.select().from(analyticsDeadLetters);
    const letterOf = (id: string) => letters.find((l) => (l.payload as { event: { id: string } }).event.id === id);
    expect(letterOf(poison[0]!.id)?.error).toMatch(/0x00|Unicode escape/); // the NUL, as the database words it;
    expect(letterOf(poison[0]!.id)?.payload).toMatchObject({ kind: 'insert', event: { title: 'bad\\u0000title' } });
    expect(letterOf(poison[1]!.id)?.error).toMatch(/range|year|timestamp/i);
    expect(letterOf(poison[2]!.id)?.error).toMatch(/Invalid time value/);
    expect(writer.counters).toMatchObject({ stored: 20, deadLettered: 3, failed: 0 });

    // Not wedged: the next events are written as usual.
    const later = [event(), event()];
    expect(await Promise.all(later.map((e) => writer.add(e)))).toEqual(['stored', 'stored']);
    expect(await storedIds(later.map((e) => e.id))).toEqual(later.map((e) => e.id).sort());
    await writer.close();
  });

  it('applies an end time after its event when both wait in one batch, and updates one already written, before answering', async () => {
    const writer = new EventWriter(database.db, log, 200, 50);
    const start = new Date(Date.now() - 60_000);
    const waiting = event({ startTime: start });
    const saved = writer.add(waiting);
    const ended = writer.end(waiting.id, new Date(start.getTime() + 5_000));
    expect(await Promise.all([saved, ended])).toEqual(['stored', 'stored']);
    const [row] = await database.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, waiting.id));
    expect(row!.durationMs).toBe(5_000);

    const forty = 40 * 86_400_000; // past integer milliseconds
    // Two ends for a written visit in one batch: the later one wins, and an unknown id changes nothing.
    const updates = [
      writer.end(waiting.id, new Date(start.getTime() + 9_000)),
      writer.end(waiting.id, new Date(start.getTime() + forty)),
      writer.end('no-such-visit', new Date()),
    ];
    expect(await Promise.all(updates)).toEqual(['stored', 'stored', 'stored']);
    const [later] = await database.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, waiting.id));
    expect(later!.durationMs).toBe(forty);
    await writer.close();
  });

  it('stores every byte of a batch larger than its first buffer: long addresses, Chinese, emoji, quotes and backslashes', async () => {
    const writer = new EventWriter(database.db, log, 1000, 20);
    // 120 rows of ~2.3 KB: the batch's bytes outgrow the 64 KB the writer starts with, several times.
    const events = Array.from({ length: 120 }, (_, i) =>
      event({
        url: `/epm-coalweb/portal/Home?q=${'焦'.repeat(600)}${i}`,
        title: `动力煤 "5500" \\ 😀 第${i}期`,
        referrer: `https://www.baidu.com/s?wd=${'x'.repeat(100)}`,
      }),
    );
    expect(await Promise.all(events.map((e) => writer.add(e)))).toEqual(events.map(() => 'stored'));
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
    for (const e of events) expect(byId.get(e.id)).toMatchObject({ url: e.url, title: e.title, referrer: e.referrer });
    await writer.close();
  });

  it('lets a flush return once what was queued before it is written, while writes keep arriving', async () => {
    const writer = new EventWriter(database.db, log, 50, 5);
    let writing = true;
    const stream = (async () => {
      const done: Array<Promise<unknown>> = [];
      while (writing) {
        done.push(writer.add(event()));
        await new Promise((resolve) => setImmediate(resolve));
      }
      return Promise.all(done);
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = event();
    const queued = writer.add(before);
    await writer.flush();
    expect(await storedIds([before.id])).toEqual([before.id]);
    await queued;
    writing = false;
    await stream;
    await writer.close();
  });

  it('answers with an error, not an acknowledgement, when the database is unavailable', async () => {
    const down = new Error('connection refused');
    // A query builder that fails when awaited, like a driver without a connection.
    const failing = () => {
      const builder = { values: () => builder, onConflictDoNothing: () => builder, then: (_ok: unknown, fail: (e: unknown) => void) => fail(down) };
      return builder;
    };
    const unavailable = { transaction: () => Promise.reject(down), execute: () => Promise.reject(down), insert: failing } as unknown as Database;
    const writer = new EventWriter(unavailable, log, 200, 5);
    const results = await Promise.allSettled([writer.add(event()), writer.add(event()), writer.add(event())]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(writer.counters).toMatchObject({ stored: 0, deadLettered: 0, failed: 3 });
  });

  it('lets writes that arrive during a commit wait for the linger (one batch, not one per commit); a flush drains at once', async () => {
    const writer = new EventWriter(database.db, log, 1000, 150);
    const first = writer.add(event());
    await new Promise((resolve) => setTimeout(resolve, 160)); // the first batch is committing now
    const during = writer.add(event());
    await first;
    const after = writer.add(event()); // within the linger that follows the first commit
    await Promise.all([during, after]);
    expect(writer.counters).toMatchObject({ stored: 3, batches: 2 });

    const started = Date.now();
    const flushed = [writer.add(event()), writer.add(event())];
    await writer.flush();
    await Promise.all(flushed);
    expect(Date.now() - started).toBeLessThan(150 + 1000); // not a linger per batch; generous for a loaded machine
    expect(writer.counters).toMatchObject({ stored: 5, batches: 3 });
  });
});
