import { describe, expect, it } from 'vitest';
import { describeRules } from './methodology.ts';

describe('describeRules', () => {
  it('says what each rule does, normalisation included', () => {
    const lines = describeRules({ weighting: 'volume', outlierPercent: 3, minDeals: 3, minContributors: 2, calorificBase: 5500, perKcal: 0.1 });
    expect(lines).toContain('计算方式：按成交量加权');
    expect(lines).toContain('异常值：偏离中位数超过 3% 的数据予以剔除');
    expect(lines).toContain('热值折算：以 5500 kcal/kg 为基准，每相差 1 kcal/kg 调整 0.1 元/吨');
    expect(lines).toContain('合理波动幅度：10%');
  });

  it('says when prices are not normalised', () => {
    expect(describeRules({ weighting: 'equal', outlierPercent: 5, minDeals: 1, minContributors: 1, tolerancePercent: 8 })).toEqual(
      expect.arrayContaining(['计算方式：等权平均', '热值折算：不折算', '合理波动幅度：8%']),
    );
  });
});
