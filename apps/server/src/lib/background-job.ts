import type { FastifyInstance } from 'fastify';

export interface BackgroundJob {
  /** Delay of the first run after start, ms. */
  firstAfterMs: number;
  /** Period of the later runs, ms. */
  everyMs: number;
  run: () => Promise<unknown>;
  /** Logs a failed run (the next one is tried on schedule). */
  onError: (err: unknown) => void;
}

/**
 * Runs a maintenance job in the background of an instance: first after `firstAfterMs`, then
 * every `everyMs`, never two at once (a run that outlasts the period skips the next tick), the
 * timers not keeping the process alive, and a run under way awaited when the app closes.
 */
export function runInBackground(app: FastifyInstance, job: BackgroundJob): void {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= job
      .run()
      .then(
        () => undefined,
        (err: unknown) => job.onError(err),
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, job.firstAfterMs);
  const timer = setInterval(tick, job.everyMs);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
