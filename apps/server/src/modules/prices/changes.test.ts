import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAllChanges, computeChangesAt, NO_CHANGE, type ValuePoint } from './changes.ts';
import { addDays, fromDay, toDay } from '../../lib/dates.ts';

const series = (entries: Array<[string, number]>): ValuePoint[] => entries.map(([period, value]) => ({ period, value }));
const last = (points: ValuePoint[], frequency: 'daily' | 'weekly' | 'monthly' = 'daily') => computeChangesAt(points, points.length - 1, frequency);

describe('change computations', () => {
  it('has no change at all for the first period', () => {
    expect(computeChangesAt(series([['2026-11-20', 900]]), 0, 'daily')).toEqual({ prev: NO_CHANGE, wow: NO_CHANGE, mom: NO_CHANGE, yoy: NO_CHANGE });
  });

  it('compares with the previous published value across missing periods', () => {
    // 2026-10-01..07 is a holiday: the first value after it compares with 09-30.
    const changes = last(
      series([
        ['2026-09-30', 800],
        ['2026-10-08', 820],
      ]),
    );
    expect(changes.prev).toEqual({ base: 800, basePeriod: '2026-09-30', change: 20, pct: 2.5 });
  });

  it('rounds the change to 4 decimals and the percentage to 2', () => {
    const changes = last(
      series([
        ['2026-11-19', 3],
        ['2026-11-20', 3.1],
      ]),
    );
    expect(changes.prev.change).toBe(0.1);
    expect(changes.prev.pct).toBe(3.33);
  });

  it('week-on-week: the value 7 days earlier, else the nearest earlier one within 3 days, else null', () => {
    expect(
      last(
        series([
          ['2026-11-13', 100],
          ['2026-11-20', 110],
        ]),
      ).wow,
    ).toMatchObject({ basePeriod: '2026-11-13', change: 10, pct: 10 });
    // 11-13 missing: 11-12 (1 day earlier) is used, 11-16 (later) never.
    expect(
      last(
        series([
          ['2026-11-12', 100],
          ['2026-11-16', 105],
          ['2026-11-20', 110],
        ]),
      ).wow.basePeriod,
    ).toBe('2026-11-12');
    // Only 11-09 (4 days before the target): out of tolerance.
    expect(
      last(
        series([
          ['2026-11-09', 100],
          ['2026-11-20', 110],
        ]),
      ).wow,
    ).toEqual(NO_CHANGE);
  });

  it('weekly indexes accept a comparison up to 6 days earlier (a release moved by a holiday)', () => {
    // Target 10-02; the previous value is 4 days earlier.
    const points = series([
      ['2026-09-28', 700],
      ['2026-10-09', 720],
    ]);
    expect(last(points, 'weekly').wow.basePeriod).toBe('2026-09-28');
    expect(last(points, 'daily').wow).toEqual(NO_CHANGE);
  });

  it('month-on-month clamps to the month end (03-31 → 02-28)', () => {
    expect(
      last(
        series([
          ['2026-02-27', 90],
          ['2026-02-28', 100],
          ['2026-03-31', 110],
        ]),
      ).mom,
    ).toMatchObject({ basePeriod: '2026-02-28', change: 10 });
  });

  it('year-on-year: the same day last year, else the nearest earlier value within 7 days, else null', () => {
    expect(
      last(
        series([
          ['2025-11-20', 500],
          ['2026-11-20', 600],
        ]),
      ).yoy,
    ).toMatchObject({ basePeriod: '2025-11-20', change: 100, pct: 20 });
    // 2025-11-22 was a Saturday: Friday 11-21 stands in.
    expect(
      last(
        series([
          ['2025-11-21', 480],
          ['2025-11-24', 490],
          ['2026-11-22', 600],
        ]),
      ).yoy.basePeriod,
    ).toBe('2025-11-21');
    expect(
      last(
        series([
          ['2025-11-10', 480],
          ['2026-11-20', 600],
        ]),
      ).yoy,
    ).toEqual(NO_CHANGE);
    expect(
      last(
        series([
          ['2025-11-21', 480],
          ['2026-11-20', 600],
        ]),
      ).yoy,
    ).toEqual(NO_CHANGE); // later than the target
  });

  it('handles 29 February', () => {
    expect(
      last(
        series([
          ['2023-02-28', 100],
          ['2024-02-29', 120],
        ]),
      ).yoy.basePeriod,
    ).toBe('2023-02-28');
    expect(
      last(
        series([
          ['2024-02-28', 90],
          ['2024-02-29', 100],
          ['2025-02-28', 120],
        ]),
      ).yoy.basePeriod,
    ).toBe('2024-02-28');
  });

  it('monthly indexes compare with the previous month and the same month last year, never week-on-week', () => {
    const points = series([
      ['2025-03-01', 900],
      ['2026-01-01', 950],
      ['2026-03-01', 1000],
    ]);
    const changes = last(points, 'monthly');
    expect(changes.prev.basePeriod).toBe('2026-01-01');
    expect(changes.mom).toEqual(NO_CHANGE); // February missing
    expect(changes.yoy).toMatchObject({ basePeriod: '2025-03-01', change: 100 });
    expect(changes.wow).toEqual(NO_CHANGE);
  });

  it('computeAllChanges agrees with a brute-force search on random series', () => {
    const arbitrarySeries = fc
      .uniqueArray(fc.integer({ min: 0, max: 900 }), { minLength: 1, maxLength: 120 })
      .chain((offsets) =>
        fc.tuple(
          fc.constant(offsets.sort((a, b) => a - b)),
          fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: offsets.length, maxLength: offsets.length }),
        ),
      );
    fc.assert(
      fc.property(arbitrarySeries, ([offsets, values]) => {
        const points = offsets.map((o, i) => ({ period: fromDay(toDay('2024-01-01') + o), value: values[i]! }));
        const all = computeAllChanges(points, 'daily');
        points.forEach((p, i) => {
          const target = addDays(p.period, -7);
          const expected = points.filter((q) => q.period <= target && q.period >= addDays(target, -3)).at(-1);
          expect(all[i]!.wow.basePeriod).toBe(expected?.period ?? null);
          expect(all[i]!.prev.basePeriod).toBe(points[i - 1]?.period ?? null);
        });
      }),
      { numRuns: 50 },
    );
  });
});
