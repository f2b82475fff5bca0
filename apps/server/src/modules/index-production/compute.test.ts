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
});
