/**
 * Heavy public reads are limited per client address (HEAVY_READS_PER_MINUTE, 429 with
 * Retry-After and a Chinese message; counted in Redis when REDIS_URL is set, so two instances
 * share it), light ones are not; exports are built on the worker pool, and a full queue is a
 * clear 503, never a stall.
 */
import { MESSAGES } from '@coal/contracts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { testEngine } from '../test/test-database.ts';
import { HeavyWork } from '../worker-pool/pool.ts';

const LIMIT = 3;
const shared: Record<string, string> =
  testEngine() === 'postgres' && process.env.REDIS_URL ? { REDIS_KEY_PREFIX: `coaltest:${randomBytes(6).toString('hex')}:` } : {};
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startTestServer({ HEAVY_READS_PER_MINUTE: String(LIMIT), ...shared });
  b = await startTestServer({ HEAVY_READS_PER_MINUTE: String(LIMIT), ...shared });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const exportUrl = (server: TestServer, n: number) =>
  `${server.url}/api/priceIndex/export?codes=CCP-TC5500,SX-TC5500&from=2024-01-${String(n).padStart(2, '0')}&to=2026-12-31&format=${n % 2 ? 'xlsx' : 'csv'}`;

describe('heavy public reads', () => {
  it(`answers ${LIMIT} exports a minute to one address (built on the worker threads), then 429 with Retry-After and a Chinese message`, async () => {
    const before = a.app.heavyWork.completed;
    const answers = await Promise.all(Array.from({ length: LIMIT + 3 }, (_, i) => fetch(exportUrl(a, i + 1))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429, 429]);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ result: false, code: 429, message: MESSAGES.heavyReadsThrottled });
    for (const ok of answers.filter((r) => r.status === 200)) expect((await ok.arrayBuffer()).byteLength).toBeGreaterThan(100);
    // Each file was written by a worker thread (and each series' changes computed there when long).
    expect(a.app.heavyWork.completed - before).toBeGreaterThanOrEqual(LIMIT);
  });

  it('limits long series with changes, never a page’s short window or a series without changes', async () => {
    const long = (n: number) => fetch(`${a.url}/api/priceIndex/series?codes=CCP-TC5500&from=2024-02-${String(n).padStart(2, '0')}&to=2026-12-31&changes=1`);
    const statuses = (await Promise.all(Array.from({ length: LIMIT + 2 }, (_, i) => long(i + 1)))).map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429]);
    for (let i = 0; i < LIMIT * 3; i++) {
      expect((await fetch(`${a.url}/api/priceIndex/series?codes=CCP-TC5500&from=2026-01-01&to=2026-01-31&changes=1`)).status).toBe(200);
      expect((await fetch(`${a.url}/api/priceIndex/series?codes=CCP-TC5500&from=2017-01-01`)).status).toBe(200);
    }
  });

  it.runIf(Object.keys(shared).length > 0)('is one budget across instances sharing Redis', async () => {
    // The address used its minute of exports on A above: B, another instance, refuses it too.
    const onB = await Promise.all(Array.from({ length: 2 }, (_, i) => fetch(exportUrl(b, 20 + i))));
    expect(onB.map((r) => r.status)).toEqual([429, 429]);
  });
});

describe('the worker pool', () => {
  it('runs tasks on its threads, and refuses with 503 at once when its queue is full', async () => {
    const pool = new HeavyWork(1);
    try {
      const table = { title: 't', meta: [], columns: ['a'], rows: [[1]], fileName: { ascii: 'a', chinese: 'a' } };
      const results = await Promise.allSettled(Array.from({ length: 60 }, () => pool.run('tableCsv', table)));
      const refused = results.filter((r) => r.status === 'rejected');
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 503, message: MESSAGES.exportsBusy });
      const done = results.filter((r) => r.status === 'fulfilled') as Array<PromiseFulfilledResult<string>>;
      expect(done.length).toBeGreaterThan(0);
      for (const d of done) expect(d.value).toContain('t');
      expect(pool.completed).toBe(done.length);
      const workbook = await pool.run('xlsx', table);
      expect(Buffer.isBuffer(workbook)).toBe(true);
      expect(workbook.subarray(0, 2).toString()).toBe('PK');
    } finally {
      await pool.close();
    }
  });
});
