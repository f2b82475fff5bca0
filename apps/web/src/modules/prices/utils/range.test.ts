import { MAX_RANGE_DAYS } from '@coal/contracts';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeDateRange, longestFrom } from './range.ts';

describe('computeDateRange', () => {
  afterEach(() => vi.useRealTimers());

  it('counts 1M/3M/6M/1Y back from the latest release, both ends included', () => {
    const anchor = '2026-11-20';
    expect(computeDateRange('1M', { anchor })).toEqual({ from: '2026-10-21', to: '2026-11-20' });
    expect(computeDateRange('3M', { anchor })).toEqual({ from: '2026-08-21', to: '2026-11-20' });
    expect(computeDateRange('6M', { anchor })).toEqual({ from: '2026-05-21', to: '2026-11-20' });
    expect(computeDateRange('1Y', { anchor })).toEqual({ from: '2025-11-21', to: '2026-11-20' });
  });

  it('clips month ends (31 March back one month is 1 March)', () => {
    expect(computeDateRange('1M', { anchor: '2026-03-31' })).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });

  it("anchors on China's today when the latest date is unknown, whatever the browser zone", () => {
    // 2026-06-15 01:30 in Beijing, still the 14th in the tests' browser zone.
    vi.useFakeTimers({ now: new Date('2026-06-14T17:30:00Z') });
    expect(computeDateRange('1M', {})).toEqual({ from: '2026-05-16', to: '2026-06-15' });
    expect(computeDateRange('1M', { anchor: 'not a date' })?.to).toBe('2026-06-15');
  });

  it('starts 全部 at the base period, but never further back than the server answers', () => {
    expect(computeDateRange('ALL', { anchor: '2026-11-20', earliest: '2023-01-03' })).toEqual({ from: '2023-01-03', to: '2026-11-20' });
    const old = computeDateRange('ALL', { anchor: '2026-11-20', earliest: '2001-01-01' });
    expect(old).toEqual({ from: longestFrom('2026-11-20'), to: '2026-11-20' });
    expect(dayjs(old!.to).diff(old!.from, 'day')).toBe(MAX_RANGE_DAYS);
    expect(computeDateRange('ALL', { anchor: '2026-11-20' })?.from).toBe(longestFrom('2026-11-20'));
  });

  it('takes 自定义 dates in either order, waits for both, and clamps to the longest range', () => {
    expect(computeDateRange('CUSTOM', { anchor: '2026-11-20' })).toBeNull();
    expect(computeDateRange('CUSTOM', { custom: null })).toBeNull();
    expect(computeDateRange('CUSTOM', { custom: ['2026-03-01', '2026-01-15'] })).toEqual({ from: '2026-01-15', to: '2026-03-01' });
    expect(computeDateRange('CUSTOM', { custom: ['1990-01-01', '2026-01-01'] })).toEqual({ from: longestFrom('2026-01-01'), to: '2026-01-01' });
  });
});
