import { afterEach, describe, expect, it } from 'vitest';
import { formatPeriod, formatValue } from './format.ts';

const cny0 = { decimals: 0, unit: 'CNY/t' } as const;

describe('price formats', () => {
  it('writes every value of an index with its decimals, whatever the value', () => {
    expect(formatValue(940, cny0)).toBe('940 元/吨');
    expect(formatValue(1466.5, cny0)).toBe('1,467 元/吨');
    expect(formatValue(132, { decimals: 2, unit: 'CNY/t' }, false)).toBe('132.00');
    expect(formatValue(133.03, { decimals: 2, unit: 'CNY/t' }, false)).toBe('133.03');
    expect(formatValue(7.1666, { decimals: 3, unit: 'point' })).toBe('7.167 点');
    expect(formatValue(7.164, { decimals: 3, unit: 'point' })).toBe('7.164 点');
    expect(formatValue(122.3, { decimals: 2, unit: 'USD/t' })).toBe('122.30 美元/吨');
    expect(formatValue(null, cny0)).toBe('--');
  });

  it('names periods by frequency: a day, a week by its release day, a month', () => {
    expect(formatPeriod('2026-11-20', 'daily')).toBe('2026-11-20');
    expect(formatPeriod('2026-11-20', 'weekly')).toBe('2026-11-20（周）');
    expect(formatPeriod('2026-10-01', 'monthly')).toBe('2026-10');
  });

  describe('in a browser west of Greenwich', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      process.env.TZ = zone;
    });
    it('keeps the China day of a period', () => {
      process.env.TZ = 'America/Los_Angeles';
      expect(formatPeriod('2026-12-04', 'daily')).toBe('2026-12-04');
      expect(formatPeriod('2026-12-01', 'monthly')).toBe('2026-12');
    });
  });
});
