/**
 * The rollup job: every minute (a job of the queue, lib/jobs.ts), the events committed since
 * are added to the traffic rollups (rollups.ts `rollUpPending`), out of the acknowledged
 * commit of each tracking event. The dashboards run it too before they read, so they never
 * miss a committed event.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rollUpPending } from './rollups.ts';

async function rollupJob(app: FastifyInstance): Promise<void> {
  await app.jobs.define({
    name: 'analytics-rollup',
    cron: '* * * * *',
    // A backlog (a busy spell, a restart) goes in batches that leave the database to the
    // tracking events' commits half the time.
    run: async (_job, { signal }) => {
      await rollUpPending(app.db, app.clock.now(), { signal, yieldRatio: 1 });
    },
  });
}

export const analyticsRollupPlugin = fp(rollupJob, { name: 'analytics-rollup' });
