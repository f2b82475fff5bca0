/**
 * The per-instance poller: every NOTIFY_POLL_MS it claims due release evaluations and unsent
 * mail from the database (the queue is the tables, not this timer: any instance may do any
 * job, each exactly once). `app.notifier.runOnce()` does the same on demand (tests).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createTransport, runMailOutbox } from './mailer.ts';
import { runDueReleases } from './release-worker.ts';

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
  let running: Promise<{ releases: number; mails: number }> | null = null;
  const work = async () => {
    const releases = await runDueReleases(app.db, app.clock.now(), app.log);
    const mails = transport ? await runMailOutbox(app, transport) : 0;
    return { releases, mails };
  };
  const runOnce = () => {
    running ??= work().finally(() => {
      running = null;
    });
    return running;
  };
  app.decorate('notifier', { mailEnabled: Boolean(transport), runOnce });

  const period = app.config.NOTIFY_POLL_MS;
  if (period > 0) {
    const timer = setInterval(() => {
      runOnce().catch((err: unknown) => app.log.error({ err }, 'notification poll failed'));
    }, period);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
      transport?.close();
    });
  } else if (transport) app.addHook('onClose', async () => transport.close());
}

export const alertsPlugin = fp(notifierPlugin, { name: 'notifier' });
