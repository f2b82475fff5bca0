import { describe, expect, it } from 'vitest';
import { chinaNow, chinaToday, chinaWallClock } from './china-time.ts';

/** 01:30 on 21 November in Beijing, still the 20th in UTC and in New York. */
const AFTER_CHINA_MIDNIGHT = Date.parse('2026-11-20T17:30:00Z');

describe('China time', () => {
  it('runs these tests in a browser zone other than China (vitest.config.ts)', () => {
    expect(new Date(AFTER_CHINA_MIDNIGHT).getDate()).toBe(20);
  });

  it("answers China's today and now, not the browser's", () => {
    expect(chinaToday(AFTER_CHINA_MIDNIGHT)).toBe('2026-11-21');
    expect(chinaNow(AFTER_CHINA_MIDNIGHT).format('YYYY-MM-DD HH:mm')).toBe('2026-11-21 01:30');
    expect(chinaNow(AFTER_CHINA_MIDNIGHT).startOf('day').format('YYYY-MM-DD')).toBe('2026-11-21');
  });

  it('reads an instant on the China clock and a zone-less time as written', () => {
    expect(chinaWallClock('2026-11-20T02:00:00.000Z').format('YYYY-MM-DD HH:mm')).toBe('2026-11-20 10:00');
    expect(chinaWallClock('2026-11-20T10:00:00+08:00').format('YYYY-MM-DD HH:mm')).toBe('2026-11-20 10:00');
    expect(chinaWallClock('2026-11-20 10:00').format('YYYY-MM-DD HH:mm')).toBe('2026-11-20 10:00');
  });
});
