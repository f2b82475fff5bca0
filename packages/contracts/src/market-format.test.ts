import { describe, expect, it } from 'vitest';
import { formatChange, formatNumber, formatPct } from './market-format.ts';

const formats = new Map<number, Intl.NumberFormat>();
const intl = (value: number, digits: number) => {
  if (!formats.has(digits)) formats.set(digits, new Intl.NumberFormat('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
  return formats.get(digits)!.format(value);
};

describe('formatNumber (without Intl on the hot path)', () => {
  it('writes what Intl.NumberFormat zh-CN writes: groups, fixed decimals, sign', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatNumber(917, 0)).toBe('917');
    expect(formatNumber(-1611, 0)).toBe('-1,611');
    expect(formatNumber(0, 2)).toBe('0.00');
    expect(formatNumber(null)).toBe('--');
    expect(formatNumber(Number.NaN)).toBe('--');
  });

  it('rounds ties half away from zero on the shortest decimal, as Intl does (not as toFixed)', () => {
    for (const [value, digits] of [
      [1.005, 2],
      [2.675, 2],
      [-1.005, 2],
      [0.125, 2],
      [1234.5, 0],
      [-0.5, 0],
      [-0.001, 2],
      [-0, 2],
      [999999.995, 2],
    ] as const)
      expect(formatNumber(value, digits), `${value} to ${digits}`).toBe(intl(value, digits));
  });

  it('agrees with Intl on 20 000 random prices, changes and percentages', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 20_000; i++) {
      const scale = [1, 100, 10_000, 1_000_000][i % 4]!;
      const decimals = i % 5;
      const value = Number(((random() - 0.3) * scale).toFixed(decimals));
      for (const digits of [0, 2]) expect(formatNumber(value, digits)).toBe(intl(value, digits));
    }
  });

  it('falls back to Intl for numbers written with an exponent', () => {
    expect(formatNumber(1e21, 2)).toBe(intl(1e21, 2));
    expect(formatNumber(1e-7, 2)).toBe(intl(1e-7, 2));
  });

  it('keeps the signed change and percentage forms', () => {
    expect(formatChange(16, 0)).toBe('+16');
    expect(formatChange(-5.5, 2)).toBe('-5.50');
    expect(formatPct(1.734)).toBe('+1.73%');
  });
});
