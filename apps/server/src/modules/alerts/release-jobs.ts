/**
 * Alert evaluation is queued by the price writes themselves: each entered, corrected or
 * imported value adds a job due at the value's release moment (embargo.ts), in the write's
 * own transaction, so a value never escapes evaluation and is never evaluated before it is public.
 */
import type { IndexFrequency } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { priceReleaseJobs } from '../../db/schema/index.ts';
import { releaseDayOf } from '../prices/calendar.ts';
import type { ReleaseSchedule } from '../prices/embargo.ts';

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

export async function enqueueRelease(db: Database, writes: ReleaseWrite[]): Promise<void> {
  if (writes.length === 0) return;
  await db.insert(priceReleaseJobs).values(
    writes.map((w) => ({
      productId: w.product.id,
      period: w.period,
      kind: w.previousValue === undefined || w.previousValue === null ? 'new' : 'correction',
      previousValue: w.previousValue ?? null,
      dueAt: releaseMoment(w.product, w.period),
    })),
  );
}
