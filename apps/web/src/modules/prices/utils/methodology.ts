import { DEFAULT_TOLERANCE_PERCENT, type MethodologyRules, WEIGHTING_NAMES } from '@coal/contracts';

/** A methodology version's rules in plain Chinese, one line each. */
export function describeRules(r: MethodologyRules): string[] {
  return [
    `计算方式：${WEIGHTING_NAMES[r.weighting]}`,
    `数据层级：优先采用成交数据，成交少于 ${r.minDeals} 笔时采用买卖报价`,
    `异常值：偏离中位数超过 ${r.outlierPercent}% 的数据予以剔除`,
    `最少数据：${r.minDeals} 笔成交、${r.minContributors} 家机构，不足时由评估人判断或沿用上期值并说明理由`,
    typeof r.calorificBase === 'number' && typeof r.perKcal === 'number'
      ? `热值折算：以 ${r.calorificBase} kcal/kg 为基准，每相差 1 kcal/kg 调整 ${r.perKcal} 元/吨`
      : '热值折算：不折算',
    `权重上限：${r.maxSharePercent === undefined ? '不设上限' : `单家机构合计权重不超过 ${r.maxSharePercent}%，超出部分按比例分给其他机构`}`,
    `合理波动幅度：${r.tolerancePercent ?? DEFAULT_TOLERANCE_PERCENT}%`,
  ];
}
