/**
 * A value's release is queued by the price write itself: each entered, corrected or imported
 * value adds a job (lib/jobs.ts) due at its release moment (embargo.ts), in the write's own
 * transaction. The alerts module's release worker evaluates it then, never before it is public.
 */
import type { IndexFrequency } from '@coal/contracts';
import type { Executor } from '../../db/client.ts';
import { enqueue } from '../../lib/jobs.ts';
import { releaseDayOf } from './calendar.ts';
import type { ReleaseSchedule } from './embargo.ts';

/** The moment a value of `period` becomes public: its release day at the release time, Beijing. */
export function releaseMoment(product: ReleaseSchedule, period: string): Date {
  const day = releaseDayOf({ frequency: product.frequency as IndexFrequency, releaseWeekday: product.releaseWeekday }, period);
  return new Date(`${day}T${product.releaseTime}:00+08:00`);
}

export interface ReleaseWrite {
  product: ReleaseSchedule;
  period: string;
  /** The value before this write, when it overwrote one (a correction). */
  previousValue?: number | null;
}

export const RELEASE_QUEUE = 'price-release';

/** A queued evaluation: a value of an index, due at its release moment. */
export interface ReleaseJob {
  productId: number;
  period: string;
  kind: 'new' | 'correction';
  /** The figure a correction replaced. */
  previousValue: number | null;
  /** ISO time of the release moment. */
  dueAt: string;
}

export async function enqueueRelease(db: Executor, writes: ReleaseWrite[]): Promise<void> {
  for (const w of writes) {
    const dueAt = releaseMoment(w.product, w.period);
    const previousValue = w.previousValue ?? null;
    const job: ReleaseJob = {
      productId: w.product.id,
      period: w.period,
      kind: previousValue === null ? 'new' : 'correction',
      previousValue,
      dueAt: dueAt.toISOString(),
    };
    await enqueue(db, RELEASE_QUEUE, job, { startAfter: dueAt });
  }
}
