import { describe, expect, it } from 'vitest';
import { changeText, formatChange, formatNumber, formatPct, formatValue, plainFixed } from './market-format.ts';

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

describe('one precision per index', () => {
  it("writes every value of an index with its decimals, never a value's own", () => {
    const index = { decimals: 2, unit: 'CNY/t' } as const;
    expect([132, 133.03, 133.1].map((v) => formatValue(v, index, false))).toEqual(['132.00', '133.03', '133.10']);
    expect(formatValue(1466.5, { decimals: 0, unit: 'CNY/t' })).toBe('1,467 元/吨');
    expect(formatValue(7.1666, { decimals: 3, unit: 'point' })).toBe('7.167 点');
    expect(formatValue(undefined, index)).toBe('--');
  });

  it('writes changes with the same decimals, percentages with two', () => {
    expect(changeText(-1, -0.75, 2, true)).toBe('▼ -1.00 -0.75%');
    expect(changeText(16, 1.7, 0, false)).toBe('+16 +1.70%');
  });

  it('writes plain fixed figures for files: no grouping, rounded as the page rounds', () => {
    expect(plainFixed(132, 2)).toBe('132.00');
    expect(plainFixed(1234.5, 0)).toBe('1235');
    expect(plainFixed(1.005, 2)).toBe('1.01');
    expect(plainFixed(-5.5, 1)).toBe('-5.5');
    expect(plainFixed(-0.001, 2)).toBe('0.00');
  });
});
