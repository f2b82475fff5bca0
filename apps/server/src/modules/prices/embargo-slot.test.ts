import { describe, expect, it } from 'vitest';
import { nextSlotAt, releaseSlot } from './embargo.ts';

const beijing = (iso: string) => new Date(`${iso}+08:00`);

describe('the next release slot (how long caches may keep a price answer)', () => {
  const times = ['15:30', '09:00'];

  it('is the next release time of the day, to the minute', () => {
    expect(nextSlotAt(times, beijing('2026-12-07T08:59:30'))).toBe(beijing('2026-12-07T09:00:00').getTime());
    expect(nextSlotAt(times, beijing('2026-12-07T09:00:00'))).toBe(beijing('2026-12-07T15:30:00').getTime());
  });

  it('is the next Beijing midnight after the day’s last release', () => {
    expect(nextSlotAt(times, beijing('2026-12-07T15:30:00'))).toBe(beijing('2026-12-08T00:00:00').getTime());
    expect(nextSlotAt([], beijing('2026-12-07T01:00:00'))).toBe(beijing('2026-12-08T00:00:00').getTime());
  });

  it('is where releaseSlot changes, and not before', () => {
    for (const at of ['2026-12-07T08:59:59', '2026-12-07T12:00:00', '2026-12-07T23:59:59']) {
      const now = beijing(at);
      const next = nextSlotAt(times, now);
      expect(releaseSlot(times, new Date(next - 1))).toBe(releaseSlot(times, now));
      expect(releaseSlot(times, new Date(next))).not.toBe(releaseSlot(times, now));
    }
  });
});
