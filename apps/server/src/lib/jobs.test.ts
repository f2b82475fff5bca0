import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { cronEvery, enqueue, type Jobs, startJobs } from './jobs.ts';

const silentLog = { info() {}, warn() {}, error() {} } as never;

describe('the job queue (pg-boss in the app’s database)', () => {
  let database: DatabaseHandle;
  let jobs: Jobs;
  const seen: number[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    jobs = await startJobs({ pool: database.pool, log: silentLog, pollMs: 0 });
    await jobs.define<{ n: number }>({
      name: 'test-jobs',
      queue: { retryLimit: 0 },
      run: async ({ data }) => {
        if (data.n < 0) throw new Error('refused');
        seen.push(data.n);
      },
    });
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('keeps a job queued in a transaction only if the transaction commits', async () => {
    await database.db.transaction(async (tx) => enqueue(tx, 'test-jobs', { n: 1 }));
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, 'test-jobs', { n: 2 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await jobs.runDue('test-jobs')).toBe(1);
    expect(seen).toEqual([1]);
    expect(await jobs.runDue('test-jobs')).toBe(0); // done once
  });

  it('gives each job to one of two workers taking at once, and a failure fails only its job', async () => {
    seen.length = 0;
    for (const n of [10, -1, 11, 12]) await enqueue(database.db, 'test-jobs', { n });
    const [a, b] = await Promise.all([jobs.runDue('test-jobs'), jobs.runDue('test-jobs')]);
    expect(a + b).toBe(3);
    expect(seen.sort()).toEqual([10, 11, 12]);
  });

  it('tells a job under way that the instance is closing, and answers stop once it has stopped', async () => {
    const other = await startJobs({ pool: database.pool, log: silentLog, pollMs: 0 });
    let running!: () => void;
    const started = new Promise<void>((resolve) => (running = resolve));
    let stoppedAt = 0;
    await other.define({
      name: 'test-long-job',
      run: async (_job, { signal }) => {
        running();
        // A job that would otherwise run on for minutes, stopping at its next safe point.
        while (!signal.aborted) await new Promise((resolve) => setTimeout(resolve, 20));
        stoppedAt = Date.now();
      },
    });
    await enqueue(database.db, 'test-long-job', {});
    const done = other.runDue('test-long-job');
    await started;
    const stopAt = Date.now();
    await other.stop();
    expect(stoppedAt).toBeGreaterThanOrEqual(stopAt);
    expect(await done).toBe(1);
  });

  it('turns a period into a cron line', () => {
    expect(cronEvery(60_000)).toBe('*/1 * * * *');
    expect(cronEvery(15 * 60_000)).toBe('*/15 * * * *');
    expect(cronEvery(2 * 3_600_000)).toBe('0 */2 * * *');
    expect(cronEvery(3 * 86_400_000)).toBe('0 0 * * *');
  });
});
