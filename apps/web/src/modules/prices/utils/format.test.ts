import { describe, expect, it } from 'vitest';
import { formatPeriod, formatValue } from './format.ts';

describe('price formats', () => {
  it('formats values with their units: whole 元 stay whole, points and dollars two places', () => {
    expect(formatValue(940, 'CNY/t')).toBe('940 元/吨');
    expect(formatValue(1466.5, 'CNY/t')).toBe('1,466.50 元/吨');
    expect(formatValue(929.07, 'point')).toBe('929.07 点');
    expect(formatValue(122.3, 'USD/t')).toBe('122.30 美元/吨');
    expect(formatValue(2650, 'CNY/t', false)).toBe('2,650');
    expect(formatValue(null, 'CNY/t')).toBe('--');
  });

  it('names periods by frequency in Chinese', () => {
    expect(formatPeriod('2026-11-20', 'daily')).toBe('2026年11月20日');
    expect(formatPeriod('2026-11-20', 'weekly')).toBe('2026年11月20日（周）');
    expect(formatPeriod('2026-10-01', 'monthly')).toBe('2026年10月');
  });
});
