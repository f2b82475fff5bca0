import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';

export type AnalyticsEvent = typeof analyticsEvents.$inferInsert;

interface PendingEnd {
  endTime: Date;
}

/**
 * Buffers analytics events and writes them in batches (the burial-point calls are
 * high-volume). An end time for an event still in the buffer is merged in memory; later
 * ones become updates. `close()` flushes everything, so a shutdown loses nothing.
 */
export class EventWriter {
  private buffer = new Map<string, AnalyticsEvent>();
  private ends = new Map<string, PendingEnd>();
  private flushing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly batchSize: number,
    flushMs: number,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  add(event: AnalyticsEvent): void {
    this.buffer.set(event.id, event);
    if (this.buffer.size >= this.batchSize) void this.flush();
  }

  end(id: string, endTime: Date): void {
    const pending = this.buffer.get(id);
    if (pending) {
      pending.endTime = endTime;
      pending.durationMs = Math.max(0, endTime.getTime() - pending.startTime.getTime());
      return;
    }
    this.ends.set(id, { endTime });
  }

  /** Writes what is buffered; serialised so batches never interleave. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeBatch()).catch((err) => this.log.error({ err }, 'analytics flush failed'));
    return this.flushing;
  }

  private async writeBatch(): Promise<void> {
    if (this.buffer.size === 0 && this.ends.size === 0) return;
    const events = [...this.buffer.values()];
    const ends = [...this.ends.entries()];
    this.buffer = new Map();
    this.ends = new Map();
    try {
      await this.db.transaction(async (tx) => {
        for (let i = 0; i < events.length; i += 500) {
          await tx.insert(analyticsEvents).values(events.slice(i, i + 500)).onConflictDoNothing();
        }
        for (const [id, { endTime }] of ends) {
          const [row] = await tx.select({ start: analyticsEvents.startTime }).from(analyticsEvents).where(eq(analyticsEvents.id, id));
          if (!row) continue;
          await tx
            .update(analyticsEvents)
            .set({ endTime, durationMs: Math.max(0, endTime.getTime() - row.start.getTime()) })
            .where(eq(analyticsEvents.id, id));
        }
      });
    } catch (err) {
      // Put the batch back so the next flush retries it.
      for (const e of events) if (!this.buffer.has(e.id)) this.buffer.set(e.id, e);
      for (const [id, end] of ends) if (!this.ends.has(id)) this.ends.set(id, end);
      throw err;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
