/**
 * kill -9 in the middle of an analytics stream, on the real server process (`main.ts`):
 * every acknowledged tracking event (and end time) is in the database after a restart.
 */
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';
import { createDataStore, type DataStore, type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import type { TestClient } from '../../test/test-server.ts';

const WORKERS = 30;
const MAX_EVENTS = 800;
const CRASH_AFTER = 300; // acknowledged saves

interface Tally {
  saved: string[];
  /** Acknowledged end times, by event id. */
  ended: Map<string, number>;
  refused: number;
}

const visit = (worker: number, i: number) => ({
  eventName: 'pageView',
  uuid: `durable-${worker}`,
  sessionId: `durable-session-${worker}`,
  startTime: Date.now() - 60_000,
  url: `/epm-coalweb/portal/Home?i=${i}`,
  title: '首页',
});

/** What the database would refuse: each must be refused at the edge, never acknowledged. */
const POISON: Array<Record<string, unknown>> = [
  { title: 'a\u0000b' },
  { referrer: 'https://x.example/\u0000' },
  { startTime: 9_000_000_000_000_000 },
  { startTime: Date.UTC(10_000, 0, 1) },
];

/** Streams saves (and an end time for every other one) from WORKERS concurrent loops; kill -9 after CRASH_AFTER acknowledgements. */
async function streamAndCrash(server: ServerProcess, client: TestClient, withPoison: boolean): Promise<Tally> {
  const tally: Tally = { saved: [], ended: new Map(), refused: 0 };
  let sent = 0;
  let crashing: Promise<void> | null = null;
  const worker = async (w: number) => {
    while (sent < MAX_EVENTS && !crashing) {
      const i = sent++;
      try {
        const poison = withPoison && i % 25 === 7 ? POISON[((i / 25) % POISON.length) | 0] : undefined;
        const body = visit(w, i);
        const res = await client.post<string>('/api/burialPoint/saveBurialPoint', { ...body, ...poison });
        if (poison) {
          expect(res.status).toBe(400);
          tally.refused++;
          continue;
        }
        if (res.status !== 200 || res.body.result !== true) continue;
        tally.saved.push(res.body.data);
        if (tally.saved.length >= CRASH_AFTER && !crashing) crashing = server.crash();
        if (i % 2 === 0) {
          // 30 days: past what an integer of milliseconds holds.
          const endTime = body.startTime + (withPoison ? 30 * 86_400_000 : 5_000);
          const ended = await client.get('/api/burialPoint/updateBurialPoint', { id: res.body.data, endTime });
          if (ended.status === 200 && ended.body.result === true) tally.ended.set(res.body.data, endTime);
        }
      } catch {
        // The process is gone: this request was never acknowledged.
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  await (crashing ?? server.crash());
  return tally;
}

/** Restarts on the same data (recovery), checks it serves, stops it, and reads what is stored. */
async function storedAfterRestart(store: DataStore, ids: string[]) {
  const restarted = await startServerProcess(store);
  const client = await restarted.client();
  expect((await client.post('/api/burialPoint/saveBurialPoint', visit(0, -1))).body.result).toBe(true);
  await restarted.stop();
  const database = await openDatabase({ databaseUrl: store.env.DATABASE_URL, dataDir: store.env.DATA_DIR ?? 'memory://' });
  try {
    const rows = await database.db
      .select({ id: analyticsEvents.id, endTime: analyticsEvents.endTime, durationMs: analyticsEvents.durationMs })
      .from(analyticsEvents)
      .where(
        inArray(
          analyticsEvents.uuid,
          Array.from({ length: WORKERS }, (_, w) => `durable-${w}`),
        ),
      );
    return { rows, byId: new Map(rows.map((r) => [r.id, r])), stored: rows.filter((r) => ids.includes(r.id)).length };
  } finally {
    await database.close();
  }
}

describe('kill -9 during an analytics stream (real server process)', () => {
  let store: DataStore | undefined;
  afterEach(async () => {
    await store?.dispose();
  });

  it.each([
    ['plain events', false],
    ['poison events mixed in (refused at the edge) and 30-day visits', true],
  ])(
    '%s: every acknowledged save and end time is stored after a restart',
    async (_name, withPoison) => {
      store = await createDataStore();
      const server = await startServerProcess(store);
      const client = await server.client();
      const tally = await streamAndCrash(server, client, withPoison);
      expect(tally.saved.length).toBeGreaterThanOrEqual(CRASH_AFTER);
      if (withPoison) expect(tally.refused).toBeGreaterThan(0);

      const { rows, byId, stored } = await storedAfterRestart(store, tally.saved);
      console.log(
        `${store.engine}, ${withPoison ? 'with poison' : 'plain'}: ${tally.saved.length} acknowledged, ${stored} of them stored (${rows.length} rows in all), ${tally.ended.size} end times acknowledged`,
      );
      const lost = tally.saved.filter((id) => !byId.has(id));
      expect(lost).toEqual([]);
      for (const [id, endTime] of tally.ended) {
        const row = byId.get(id)!;
        expect(row.endTime?.getTime()).toBe(endTime);
        expect(row.durationMs).toBe(withPoison ? 30 * 86_400_000 : 5_000);
      }
      // Refused poison left nothing behind: only titled, well-formed visits.
      expect(rows.length).toBeLessThanOrEqual(MAX_EVENTS);
    },
    120_000,
  );
});
