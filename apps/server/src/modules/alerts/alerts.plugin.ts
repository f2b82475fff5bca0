/**
 * The notifier: release-time alert evaluations and notification email, as jobs of the app's
 * queue (lib/jobs.ts; any instance may do any job, each once). `app.notifier.runOnce()` does
 * the queued ones at once (tests).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createTransport, MAIL_QUEUE, notificationMail } from './mailer.ts';
import { RELEASE_QUEUE } from '../prices/release-jobs.ts';
import { releaseEvaluations } from './release-worker.ts';

export interface Notifier {
  mailEnabled: boolean;
  runOnce(): Promise<{ releases: number; mails: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

async function notifierPlugin(app: FastifyInstance): Promise<void> {
  const transport = app.config.SMTP_URL ? await createTransport(app.config.SMTP_URL) : null;
  await app.jobs.define(releaseEvaluations(app));
  // Without SMTP_URL the email jobs wait in their queue (and are dropped after a day's staleness when mail comes on).
  if (transport) await app.jobs.define(notificationMail(app, transport));
  const runOnce = async () => ({
    releases: await app.jobs.runDue(RELEASE_QUEUE),
    mails: transport ? await app.jobs.runDue(MAIL_QUEUE) : 0,
  });
  app.decorate('notifier', { mailEnabled: Boolean(transport), runOnce });
  if (transport) app.addHook('onClose', async () => transport.close());
}

export const alertsPlugin = fp(notifierPlugin, { name: 'notifier' });
