/**
 * The release embargo: an index value is public only from its release moment, the release
 * calendar's time (Beijing) on the value's release day (calendar.ts). Public reads ask the
 * repository for values up to each product's `releasedThrough` period; staff see the rest
 * marked 待发布.
 */
import type { IndexFrequency } from '@coal/contracts';
import { releaseDayOf } from './calendar.ts';
import { addDays, monthStart } from '../../lib/dates.ts';

const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** What the embargo needs of a product. */
export interface ReleaseSchedule {
  id: number;
  frequency: IndexFrequency;
  releaseWeekday: number | null;
  releaseTime: string;
}

/** Per product id, the last period that is public (values with a later period are embargoed). */
export type Cutoffs = Map<number, string>;

/** Beijing date and HH:MM of a moment. */
export function beijingClock(now: Date): { date: string; time: string } {
  const iso = new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Whether the value of `period` is public at `now`. */
export function isReleased(product: ReleaseSchedule, period: string, now: Date): boolean {
  const { date, time } = beijingClock(now);
  const day = releaseDayOf({ frequency: product.frequency, releaseWeekday: product.releaseWeekday }, period);
  return day < date || (day === date && time >= product.releaseTime);
}

/**
 * The last public period of a product at `now`. Daily and weekly values are released on
 * their own day (weekly values exist only on release days), so it is today once the release
 * time has passed, else yesterday. A monthly value (period the 1st) is released on its
 * month's last trading day: the current month's 1st once that moment has passed, else the
 * previous month's (expressed as the day before this month's 1st).
 */
export function releasedThrough(product: ReleaseSchedule, now: Date): string {
  const { date, time } = beijingClock(now);
  if (product.frequency === 'monthly') {
    const first = monthStart(date);
    return isReleased(product, first, now) ? first : addDays(first, -1);
  }
  return time >= product.releaseTime ? date : addDays(date, -1);
}

export function cutoffsOf(products: ReleaseSchedule[], now: Date): Cutoffs {
  return new Map(products.map((p) => [p.id, releasedThrough(p, now)]));
}

/**
 * A cache-key part that changes exactly when some value may become public: the Beijing date
 * and the latest release time of the day that has passed. Public caches keyed with it never
 * answer a value before its release, nor keep one back after it.
 */
export function releaseSlot(releaseTimes: string[], now: Date): string {
  const { date, time } = beijingClock(now);
  const passed =
    releaseTimes
      .filter((t) => t <= time)
      .sort()
      .at(-1) ?? '00:00';
  return `${date}T${passed}`;
}

/**
 * The moment `releaseSlot` next changes: the next release time of today (Beijing), else the
 * next Beijing midnight. A public answer computed now is kept by caches no longer than this.
 */
export function nextSlotAt(releaseTimes: string[], now: Date): number {
  const dayMs = 86_400_000;
  const midnight = Math.floor((now.getTime() + BEIJING_OFFSET_MS) / dayMs) * dayMs - BEIJING_OFFSET_MS;
  const { time } = beijingClock(now);
  const next = releaseTimes.filter((t) => t > time).sort()[0];
  if (!next) return midnight + dayMs;
  const [hours, minutes] = next.split(':').map(Number);
  return midnight + (hours! * 60 + minutes!) * 60_000;
}
