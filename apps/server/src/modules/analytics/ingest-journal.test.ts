import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { type AnalyticsEvent, EventWriter, eventOfRow, rowJson } from './event-writer.ts';
import { IngestJournal } from './ingest-journal.ts';

const log = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const event = (over: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  id: randomUUID(),
  eventName: 'pageView',
  uuid: 'journal-visitor',
  sessionId: 'journal-session',
  memberId: null,
  startTime: new Date(Date.now() - 60_000),
  ip: '120.24.78.68',
  country: '中国',
  province: '广东省',
  region: '深圳市',
  isp: '',
  url: '/epm-coalweb/portal/Home',
  title: '首页',
  articleId: null,
  source: '直接访问',
  referrer: '',
  sysType: 'computer',
  browser: '',
  os: '',
  ...over,
});

const rowOf = async (id: string) => (await database.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, id)))[0];

/** The pid of a process that has exited: its journal segments are a crash's leftovers. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

/** An insert as the journal writes it: the row's JSON. */
const segmentLine = (e: AnalyticsEvent) => `{"k":"i","r":${rowJson(e)}}`;
/** An insert as journals before the row form wrote it (a segment left by the previous version). */
const legacyLine = (e: AnalyticsEvent) =>
  JSON.stringify({ k: 'i', e: { ...e, startTime: e.startTime.toISOString(), endTime: e.endTime?.toISOString() ?? null } });

describe('analytics ingest journal', () => {
  it('acknowledges once journaled, stores in the database on flush, and leaves no segment behind on close', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-'));
    // A long linger: nothing reaches the database unless flushed.
    const journal = await IngestJournal.open(dir, new EventWriter(database.db, log, 1000, 60_000), log);
    const e = event();
    await journal.add(e);
    expect(readdirSync(dir)).toHaveLength(1);
    expect(await rowOf(e.id)).toBeUndefined();
    await journal.end(e.id, new Date(e.startTime.getTime() + 3000));
    await journal.flush();
    expect(await rowOf(e.id)).toMatchObject({ durationMs: 3000 });
    await journal.close();
    expect(readdirSync(dir)).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('at start stores what a dead process journaled (a torn last line skipped), then deletes the segment', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-'));
    const stored = event({ title: '已入库' });
    const fresh = event({ title: '仅在日志中', memberId: 'm-7', articleId: 'report:12' });
    const legacy = event({ title: '旧版日志' });
    // `stored` reached the database before the crash, its end time did not.
    await database.db.insert(analyticsEvents).values(stored);
    const lines = [
      segmentLine(stored),
      segmentLine(fresh),
      legacyLine(legacy),
      JSON.stringify({ k: 'e', id: stored.id, t: new Date(stored.startTime.getTime() + 9000).toISOString() }),
      JSON.stringify({ k: 'e', id: fresh.id, t: new Date(fresh.startTime.getTime() + 4000).toISOString() }),
      '{"k":"i","e":{"id":"torn',
    ];
    const file = join(dir, `${deadPid()}-${Date.now()}-abc1.log`);
    writeFileSync(file, lines.join('\n'));
    const journal = await IngestJournal.open(dir, new EventWriter(database.db, log, 1000, 60_000), log);
    expect(existsSync(file)).toBe(false);
    expect(await rowOf(stored.id)).toMatchObject({ title: '已入库', durationMs: 9000 });
    expect(await rowOf(fresh.id)).toMatchObject({ title: '仅在日志中', durationMs: 4000, memberId: 'm-7', articleId: 'report:12' });
    expect(await rowOf(legacy.id)).toMatchObject({ title: '旧版日志', durationMs: null });
    await journal.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("leaves a live process's segments alone (another server on the same directory)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-'));
    const file = join(dir, `${process.pid}-${Date.now()}-other1.log`);
    const e = event();
    writeFileSync(file, `${segmentLine(e)}\n`);
    const journal = await IngestJournal.open(dir, new EventWriter(database.db, log, 1000, 60_000), log);
    expect(existsSync(file)).toBe(true);
    expect(await rowOf(e.id)).toBeUndefined();
    await journal.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an event survives its row JSON (what the journal keeps and the batch sends) unchanged', () => {
    const ended = event({ memberId: 'm-1', articleId: 'text:3', endTime: new Date(Date.now() - 1000), durationMs: 59_000, isp: '电信' });
    expect(eventOfRow(JSON.parse(rowJson(ended)))).toEqual(ended);
    const open = event();
    expect(eventOfRow(JSON.parse(rowJson(open)))).toEqual({ ...open, endTime: null, durationMs: null });
  });
});
