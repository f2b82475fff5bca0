import { describe, expect, it } from 'vitest';
import { dayBefore, daysFrom } from './calendarRange.ts';

describe('calendar ranges', () => {
  it('counts calendar days', () => {
    expect(daysFrom('2026-12-25', 14)).toEqual(['2026-12-25', '2027-01-07']);
    expect(dayBefore('2027-03-01')).toBe('2027-02-28');
  });
});
