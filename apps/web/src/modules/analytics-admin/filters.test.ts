import dayjs from 'dayjs';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { filterParams, quickRange, quickRangeOf, readFilters } from './filters.ts';
import { changeOf, formatDuration, formatPercent } from './format.ts';

const today = dayjs('2026-11-24');

/** The browser in `zone` for the rest of the test (Node reads TZ again when it changes). */
function browserZone(zone: string): void {
  const before = process.env.TZ;
  process.env.TZ = zone;
  onTestFinished(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}

describe('dashboard filters', () => {
  it('computes the quick ranges from today', () => {
    expect(quickRange('today', today)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(quickRange('yesterday', today)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(quickRange('last7', today)).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(quickRange('last30', today)).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(quickRangeOf({ from: '2026-11-18', to: '2026-11-24' }, today)).toBe('last7');
    expect(quickRangeOf({ from: '2026-11-01', to: '2026-11-24' }, today)).toBeUndefined();
  });

  describe("counted from China's today whatever the browser zone", () => {
    afterEach(() => vi.useRealTimers());

    it('at 01:30 in Beijing, still the day before in the browser', () => {
      // 2026-11-21 01:30 in Beijing; 2026-11-20 in UTC and in the tests' browser zone (New York).
      vi.useFakeTimers({ now: new Date('2026-11-20T17:30:00Z'), toFake: ['Date'] });
      expect(quickRange('today')).toEqual({ from: '2026-11-21', to: '2026-11-21' });
      expect(quickRange('yesterday')).toEqual({ from: '2026-11-20', to: '2026-11-20' });
      expect(quickRange('last7')).toEqual({ from: '2026-11-15', to: '2026-11-21' });
      expect(quickRange('last30')).toEqual({ from: '2026-10-23', to: '2026-11-21' });
      expect(quickRangeOf({ from: '2026-11-21', to: '2026-11-21' })).toBe('today');
      expect(readFilters(new URLSearchParams(''), 'today')).toMatchObject({ from: '2026-11-21', to: '2026-11-21' });
    });

    it('at 23:30 in Beijing, already the next day in a browser ahead of China', () => {
      browserZone('Asia/Tokyo');
      // 2026-11-20 23:30 in Beijing, 2026-11-21 00:30 in Tokyo.
      vi.useFakeTimers({ now: new Date('2026-11-20T15:30:00Z'), toFake: ['Date'] });
      expect(quickRange('today')).toEqual({ from: '2026-11-20', to: '2026-11-20' });
      expect(readFilters(new URLSearchParams('from=bad'))).toMatchObject({ from: '2026-11-14', to: '2026-11-20' });
    });
  });

  it('reads the range and terminal from the address, falling back on bad values', () => {
    expect(readFilters(new URLSearchParams('from=2026-11-01&to=2026-11-05&sysType=mobile'), 'last7', today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-05',
      sysType: 'mobile',
    });
    expect(readFilters(new URLSearchParams('from=2026-11-05&to=2026-11-01'), 'last7', today)).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
      sysType: undefined,
    });
    expect(readFilters(new URLSearchParams('from=2020-01-01&to=2026-11-01'), 'today', today)).toMatchObject({ from: '2026-11-24', to: '2026-11-24' });
    expect(readFilters(new URLSearchParams('from=yesterday&to=2026-11-01&sysType=tablet'), 'last7', today)).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
      sysType: undefined,
    });
    expect(filterParams({ from: 'a', to: 'b' })).toEqual({ from: 'a', to: 'b' });
  });

  it('keeps 包含后台页面 in the address and sends it only when ticked', () => {
    expect(readFilters(new URLSearchParams('from=2026-11-01&to=2026-11-05&includeBack=1'), 'last7', today).includeBack).toBe(true);
    expect(readFilters(new URLSearchParams('from=2026-11-01&to=2026-11-05'), 'last7', today).includeBack).toBeUndefined();
    expect(filterParams({ from: 'a', to: 'b', includeBack: true })).toEqual({ from: 'a', to: 'b', includeBack: '1' });
    expect(filterParams({ from: 'a', to: 'b', sysType: 'mobile' })).toEqual({ from: 'a', to: 'b', sysType: 'mobile' });
  });

  it('writes durations, shares and changes', () => {
    expect(formatDuration(42)).toBe('00:42');
    expect(formatDuration(125.4)).toBe('02:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatPercent(0.1667)).toBe('16.67%');
    expect(changeOf(120, 100)).toEqual({ text: '20.0%', direction: 'up' });
    expect(changeOf(80, 100)).toEqual({ text: '20.0%', direction: 'down' });
    expect(changeOf(5, 0)).toBeNull();
    expect(changeOf(0.4, 0.5, 'points')).toEqual({ text: '10.00个百分点', direction: 'down' });
  });
});
