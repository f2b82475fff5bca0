import { describe, expect, it } from 'vitest';
import { beijingToday, dayBefore, daysFrom } from './calendarRange.ts';

describe('calendar ranges', () => {
  it('counts Beijing days', () => {
    // 2026-09-24 17:00 UTC is already the 25th in Beijing.
    expect(beijingToday(Date.parse('2026-09-24T17:00:00Z'))).toBe('2026-09-25');
    expect(daysFrom('2026-12-25', 14)).toEqual(['2026-12-25', '2027-01-07']);
    expect(dayBefore('2027-03-01')).toBe('2027-02-28');
  });
});
