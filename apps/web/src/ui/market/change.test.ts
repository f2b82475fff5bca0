import { describe, expect, it } from 'vitest';
import { changeColor, changeDirection, formatChange, formatPct, MARKET_COLORS } from './change.ts';

describe('market change rules', () => {
  it('colours up red, down green and flat (or unknown) gray, as Chinese markets do', () => {
    expect(MARKET_COLORS.up).toBe('#c41d1d');
    expect(MARKET_COLORS.down).toBe('#1f6f0b');
    expect(changeColor(16)).toBe(MARKET_COLORS.up);
    expect(changeColor(-0.5)).toBe(MARKET_COLORS.down);
    expect(changeColor(0)).toBe(MARKET_COLORS.flat);
    expect(changeColor(null)).toBe(MARKET_COLORS.flat);
    expect(changeColor(undefined)).toBe(MARKET_COLORS.flat);
  });

  it('treats rounding noise as flat and NaN as no comparison', () => {
    expect(changeDirection(0.0000001)).toBe('flat');
    expect(changeDirection(-0.0000001)).toBe('flat');
    expect(changeDirection(Number.NaN)).toBe('flat');
    expect(changeDirection(0.01)).toBe('up');
    expect(changeDirection(-0.01)).toBe('down');
  });

  it('signs every non-zero change and shows -- when there is nothing to compare', () => {
    expect(formatChange(16, 0)).toBe('+16');
    expect(formatChange(-5.5, 2)).toBe('-5.50');
    expect(formatChange(0, 2)).toBe('0.00');
    expect(formatChange(1234.5, 2)).toBe('+1,234.50');
    expect(formatChange(null)).toBe('--');
    expect(formatPct(1.734)).toBe('+1.73%');
    expect(formatPct(-0.5)).toBe('-0.50%');
    expect(formatPct(0)).toBe('0.00%');
    expect(formatPct(null)).toBe('--');
  });
});
