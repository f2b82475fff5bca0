import { describe, expect, it } from 'vitest';
import { computeValue, type CalcInput } from './compute.ts';

const rules = { weighting: 'volume' as const, outlierPercent: 3, minDeals: 3, minContributors: 3 };
let id = 0;
const input = (kind: CalcInput['kind'], price: number, volume = 1000, contributorId = ++id, calorific: number | null = null): CalcInput => ({
  submissionId: ++id,
  contributorId,
  contributorName: `机构${contributorId}`,
  kind,
  price,
  volume,
  calorific,
});

describe('computeValue', () => {
  it('uses deals only when there are enough, volume-weighted, and leaves quotes out with a reason', () => {
    const r = computeValue([input('deal', 750, 1000), input('deal', 760, 3000), input('deal', 755, 1000), input('bid', 700)], rules);
    expect(r.basis).toBe('deals');
    expect(r.value).toBe(757);
    expect(r.dealCount).toBe(3);
    expect(r.contributorCount).toBe(3);
    expect(r.sufficient).toBe(true);
    expect(r.inputs[3]).toMatchObject({ used: false, weight: 0 });
    expect(r.inputs[3]!.reason).toContain('报价不参与计算');
    expect(r.inputs.reduce((s, i) => s + i.weight, 0)).toBeCloseTo(1);
  });

  it('falls back to bids and offers when deals are fewer than minDeals, and says so', () => {
    const r = computeValue([input('deal', 750), input('bid', 745), input('offer', 755)], rules);
    expect(r.basis).toBe('quotes');
    expect(r.notes[0]).toContain('采用买卖报价');
    expect(r.value).toBe(750);
  });

  it('excludes inputs more than outlierPercent from the median with that reason', () => {
    const r = computeValue([input('deal', 750), input('deal', 752), input('deal', 748), input('deal', 900)], rules);
    const outlier = r.inputs.find((i) => i.price === 900)!;
    expect(outlier.used).toBe(false);
    expect(outlier.reason).toContain('超过3%');
    expect(r.value).toBe(750);
  });

  it('equal weighting and calorific normalisation', () => {
    const r = computeValue([input('deal', 700, 9000, 1, 5000), input('deal', 760, 1000, 2, 5500), input('deal', 730, 1000, 3)], {
      ...rules,
      weighting: 'equal',
      outlierPercent: 5,
      calorificBase: 5500,
      perKcal: 0.12,
    });
    expect(r.inputs[0]!.normalisedPrice).toBe(760);
    expect(r.value).toBe(750);
  });

  it('too few contributors or no input → not sufficient', () => {
    expect(computeValue([input('deal', 750), input('deal', 751)], rules).sufficient).toBe(false);
    const none = computeValue([], rules);
    expect(none).toMatchObject({ value: null, sufficient: false, basis: 'none' });
  });

  it('caps one contributor’s share of the weight when the version says so, and gives the excess to the others', () => {
    // One very large deal would decide the value alone (906 at 99.985 %).
    const inputs = [input('deal', 906, 100_000_000), input('deal', 880, 5000), input('deal', 884, 5000), input('deal', 888, 5000)];
    expect(computeValue(inputs, rules).value).toBe(906);
    const capped = computeValue(inputs, { ...rules, maxSharePercent: 40 });
    expect(capped.inputs.map((i) => i.weight)).toEqual([0.4, 0.2, 0.2, 0.2]);
    expect(capped.value).toBe(0.4 * 906 + 0.2 * (880 + 884 + 888));
    expect(capped.notes.join()).toContain('单家机构权重上限40%');
    // Under the cap nothing changes, and no note.
    const even = [input('deal', 880), input('deal', 884), input('deal', 888)];
    expect(computeValue(even, { ...rules, maxSharePercent: 40 })).toEqual(computeValue(even, rules));
  });

  it('shares equally per contributor when the cap leaves no one to take the excess', () => {
    const two = [input('deal', 900, 9000), input('deal', 880, 1000)];
    const r = computeValue(two, { ...rules, minContributors: 1, maxSharePercent: 30 });
    expect(r.inputs.map((i) => i.weight)).toEqual([0.5, 0.5]);
    expect(r.value).toBe(890);
  });
});
