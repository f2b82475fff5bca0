/**
 * The job queue: pg-boss in the app's own database (schema `pgboss`), on both engines (PGlite
 * is reached through its socket with the same `pg` pool: db/client.ts). Release-time alert
 * evaluations, notification email and every periodic job run here; each job is taken by one
 * instance (pg-boss claims with FOR UPDATE SKIP LOCKED), retried when it fails, and its effect
 * is idempotent, so a crash between the job's commit and its completion repeats nothing.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import PgBoss from 'pg-boss';
import type { Executor } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue of this instance (startJobs). */
    jobs: Jobs;
  }
}
type BossDb = PgBoss.Db;

export interface JobKind<T extends object = object> {
  name: string;
  /** The queue's retry and expiry settings (pg-boss `createQueue`). */
  queue?: Omit<PgBoss.Queue, 'name'>;
  /** A cron line (minutes, UTC): the job is sent on that schedule, once for all instances. */
  cron?: string;
  /** Jobs taken at a poll. */
  batchSize?: number;
  /**
   * Does one job. Answers false when the job is not due yet by the app's clock and was put
   * back for later (release evaluations); throwing fails it (retried as its queue says).
   * `signal` aborts when the instance closes: a long job stops at its next safe point.
   */
  run(job: PgBoss.JobWithMetadata<T>, context: { signal: AbortSignal }): Promise<boolean | void>;
}

export interface Jobs {
  /** Creates the queue, schedules it and, when polling, starts its worker on this instance. */
  define<T extends object>(kind: JobKind<T>): Promise<void>;
  /** Does every job of the queue now, due or not by the database's clock (tests); answers how many were done. */
  runDue(name: string): Promise<number>;
  stop(): Promise<void>;
}

/** A cron line for "every `ms`", rounded to whole minutes (or hours past 59 minutes, or days past 23 hours). */
export function cronEvery(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.round(minutes / 60);
  return hours < 24 ? `0 */${hours} * * *` : '0 0 * * *';
}

/** pg-boss's SQL with `$n` parameters, as a Drizzle query (its parameters kept whole: arrays too). */
function boundSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 1 ? sql.param(values[Number(part) - 1]) : sql.raw(part))),
    sql.raw(''),
  );
}

/** pg-boss's database interface on a Drizzle executor: the database, or an open transaction. */
function onExecutor(db: Executor): BossDb {
  return { executeSql: async (text, values) => (await db.execute(boundSql(text, values))) as unknown as { rows: never[] } };
}

/** Writes jobs in the caller's transaction; it has no database of its own and never polls. */
const writer = new PgBoss({ db: { executeSql: () => Promise.reject(new Error('jobs are written in the caller’s transaction (enqueue)')) } });

/**
 * Queues a job in `db`'s transaction: it exists only if that transaction commits. `startAfter`:
 * not before that moment.
 */
export async function enqueue(db: Executor, name: string, data: object, options: { startAfter?: Date } = {}): Promise<void> {
  await writer.send(name, data, { ...options, db: onExecutor(db) });
}

/** Installs (or upgrades) pg-boss's schema: at every start, and in the tests' template database. */
export async function installJobQueue(pool: Pool): Promise<void> {
  const boss = new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) }, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/**
 * Creates the queue, or brings its settings up to date. Two instances starting together may
 * both create it: pg-boss's `create_queue` then fails in one (a deadlock or a duplicate), which
 * finds the queue there on its next look.
 */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(queue.name)) return boss.updateQueue(queue.name, queue);
    try {
      return await boss.createQueue(queue.name, queue);
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** How long a closing instance waits for the jobs under way. */
const STOP_TIMEOUT_MS = 10_000;

export interface JobsOptions {
  pool: Pool;
  log: FastifyBaseLogger;
  /** How often this instance polls each queue, ms (0: never; pg-boss polls at most every 0.5 s). */
  pollMs: number;
}

/** Starts the queue on this instance: maintenance and schedules only when it polls. */
export async function startJobs({ pool, log, pollMs }: JobsOptions): Promise<Jobs> {
  const polling = pollMs > 0;
  const boss = new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) }, supervise: polling, schedule: polling });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const kinds = new Map<string, JobKind<never>>();
  const closing = new AbortController();

  const underWay = new Set<Promise<boolean>>();

  /** Runs one job; a failure fails only that job. Answers whether it was done. */
  const runOne = (kind: JobKind<never>, job: PgBoss.JobWithMetadata<never>): Promise<boolean> => {
    const running = (async () => {
      try {
        return (await kind.run(job, { signal: closing.signal })) !== false;
      } catch (err) {
        log.error({ err, job: job.id, queue: kind.name }, 'job failed');
        // Unrecorded (the database is gone), the job is retried once it expires.
        await boss.fail(kind.name, job.id, { message: err instanceof Error ? err.message : String(err) }).catch((failErr: unknown) => {
          log.error({ err: failErr, job: job.id, queue: kind.name }, 'job failure not recorded');
        });
        return false;
      }
    })();
    underWay.add(running);
    void running.finally(() => underWay.delete(running));
    return running;
  };

  return {
    async define(kind) {
      await ensureQueue(boss, { name: kind.name, ...kind.queue });
      kinds.set(kind.name, kind as JobKind<never>);
      if (!polling) return;
      if (kind.cron) await boss.schedule(kind.name, kind.cron, {}, { tz: 'UTC' });
      await boss.work<never>(
        kind.name,
        { pollingIntervalSeconds: Math.max(0.5, pollMs / 1000), batchSize: kind.batchSize ?? 10, includeMetadata: true },
        async (jobs) => {
          // Resolving completes the jobs still active: those not failed above.
          for (const job of jobs) await runOne(kind as JobKind<never>, job);
        },
      );
    },
    async runDue(name) {
      const kind = kinds.get(name);
      if (!kind) throw new Error(`no job kind ${name}`);
      let done = 0;
      for (const job of await boss.fetch<never>(name, { batchSize: 100, includeMetadata: true, ignoreStartAfter: true })) {
        if (await runOne(kind, job)) done++;
        await boss.complete(name, job.id); // only if still active (not failed)
      }
      return done;
    },
    async stop() {
      closing.abort();
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
      // Jobs run by runDue are not pg-boss's workers': waited for here, as long.
      await Promise.race([Promise.allSettled(underWay), sleep(STOP_TIMEOUT_MS, undefined, { ref: false })]);
    },
  };
}
