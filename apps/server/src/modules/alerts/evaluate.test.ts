import { describe, expect, it } from 'vitest';
import { changePercent, fires } from './evaluate.ts';

describe('fires', () => {
  it('publishes on every value', () => {
    expect(fires({ kind: 'published', threshold: null }, 800, null)).toBe(true);
  });

  it('crosses above only from below', () => {
    const rule = { kind: 'above', threshold: 800 } as const;
    expect(fires(rule, 801, 799)).toBe(true);
    expect(fires(rule, 800, 799)).toBe(true);
    expect(fires(rule, 805, 801)).toBe(false); // already above
    expect(fires(rule, 799, 790)).toBe(false);
    expect(fires(rule, 801, null)).toBe(true);
  });

  it('crosses below only from above', () => {
    const rule = { kind: 'below', threshold: 800 } as const;
    expect(fires(rule, 799, 801)).toBe(true);
    expect(fires(rule, 790, 799)).toBe(false);
    expect(fires(rule, 801, 805)).toBe(false);
  });

  it('changes more than N % period on period, either way', () => {
    const rule = { kind: 'change', threshold: 2 } as const;
    expect(fires(rule, 102.5, 100)).toBe(true);
    expect(fires(rule, 97.5, 100)).toBe(true);
    expect(fires(rule, 102, 100)).toBe(false); // exactly 2 % is not more than 2 %
    expect(fires(rule, 150, null)).toBe(false);
    expect(fires(rule, 1, 0)).toBe(false);
  });

  it('rounds the change to two places', () => {
    expect(changePercent(103.333, 100)).toBe(3.33);
    expect(changePercent(5, null)).toBeNull();
  });
});
