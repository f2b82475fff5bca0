/**
 * Raw-event retention (ANALYTICS_RAW_RETENTION_DAYS): raw events older than N days are
 * deleted in batches, every hour (a job of the queue, lib/jobs.ts: one instance does it); the
 * traffic rollup keeps their figures. 0 keeps them all.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rollUpPending } from './rollups.ts';

const DAY_MS = 86_400_000;
/** Small enough that one batch does not hold the embedded database for long. */
const DELETE_BATCH = 5_000;

/** Deletes raw events that started before `before`, `batch` rows a statement; answers how many. */
export async function deleteRawEventsBefore(db: Database, before: Date, batch = DELETE_BATCH): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`with gone as (delete from analytics_events where id in
      (select id from analytics_events where start_time < ${before.toISOString()}::timestamptz limit ${batch}) returning 1)
      select count(*)::int as n from gone`);
    const n = Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
    deleted += n;
    if (n < batch) return deleted;
  }
}

async function retention(app: FastifyInstance): Promise<void> {
  const days = app.config.ANALYTICS_RAW_RETENTION_DAYS;
  if (days <= 0) return;
  await app.jobs.define({
    name: 'analytics-retention',
    cron: '17 * * * *',
    run: async () => {
      await rollUpPending(app.db, app.clock.now()); // a pending event's figures are in the rollups before it goes
      const deleted = await deleteRawEventsBefore(app.db, new Date(app.clock.now().getTime() - days * DAY_MS));
      if (deleted) app.log.info({ deleted, days }, 'old raw analytics events deleted (rollups kept)');
    },
  });
}

/** Deletes old raw events hourly when ANALYTICS_RAW_RETENTION_DAYS is set. */
export const analyticsRetentionPlugin = fp(retention, { name: 'analytics-retention' });
