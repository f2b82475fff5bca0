import { describe, expect, it } from 'vitest';
import { isTradingDay, releaseDayOf, releaseDays, releasesOn } from './calendar.ts';
import { buildCalendar } from './calendar.service.ts';

describe('release calendar', () => {
  it('daily indexes publish on trading days only', () => {
    expect(isTradingDay('2026-11-20')).toBe(true); // Friday
    expect(isTradingDay('2026-11-22')).toBe(false); // Sunday
    expect(isTradingDay('2026-10-05')).toBe(false); // National Day holiday
    expect(releaseDays({ frequency: 'daily', releaseWeekday: null }, '2026-11-16', '2026-11-22')).toHaveLength(5);
  });

  it('weekly indexes publish on their weekday, or the trading day before it in a holiday week', () => {
    const weekly = { frequency: 'weekly' as const, releaseWeekday: 5 };
    expect(releasesOn(weekly, '2026-11-20')).toBe(true);
    expect(releasesOn(weekly, '2026-11-19')).toBe(false);
    // 2026-10-01 (Thu) and 10-02 (Fri) are holidays: that week publishes on Wednesday 09-30.
    expect(releaseDays(weekly, '2026-09-28', '2026-10-04')).toEqual(['2026-09-30']);
  });

  it('monthly indexes publish on the last trading day, for the month’s 1st', () => {
    const monthly = { frequency: 'monthly' as const, releaseWeekday: null };
    expect(releaseDays(monthly, '2026-10-01', '2026-10-31')).toEqual(['2026-10-30']);
    expect(releaseDayOf(monthly, '2026-10-01')).toBe('2026-10-30');
    expect(releaseDayOf({ frequency: 'daily', releaseWeekday: null }, '2026-10-09')).toBe('2026-10-09');
  });
});

describe('date ranges at the edge of the calendar', () => {
  // A string step past 9999-12-31 wraps to a year that sorts below it: the loop never ended.
  it('ends at the last day of year 9999', () => {
    expect(releaseDays({ frequency: 'daily', releaseWeekday: null }, '9999-12-27', '9999-12-31').length).toBeLessThanOrEqual(5);
    expect(buildCalendar([], '9999-12-31', '9999-12-31')).toEqual([]);
  });
});
