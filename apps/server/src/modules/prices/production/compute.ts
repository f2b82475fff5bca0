/**
 * The computation of an assessment from a period's submissions under one methodology
 * version (docs/decisions/0059-index-production.md). Pure: the same inputs and rules always give
 * the same value, which is what makes a published value replayable.
 */
import type { MethodologyRules, SubmissionKind } from '@coal/contracts';

export interface CalcInput {
  submissionId: number;
  contributorId: number;
  contributorName: string;
  kind: SubmissionKind;
  price: number;
  volume: number;
  calorific: number | null;
}

export interface CalcResult {
  value: number | null;
  basis: 'deals' | 'quotes' | 'none';
  notes: string[];
  dealCount: number;
  contributorCount: number;
  sufficient: boolean;
  inputs: Array<CalcInput & { used: boolean; reason: string; weight: number; normalisedPrice: number }>;
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Price normalised to the base calorific value: price + (base − calorific) × perKcal. */
export function normalise(input: CalcInput, rules: MethodologyRules): number {
  if (rules.calorificBase === undefined || rules.perKcal === undefined || input.calorific === null) return input.price;
  return round(input.price + (rules.calorificBase - input.calorific) * rules.perKcal, 4);
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Deals first; bids and offers join only when deals are fewer than `minDeals`. Inputs more
 * than `outlierPercent` from the pool's median are excluded; the rest are averaged
 * (volume-weighted or equal) and rounded to 2 decimals.
 */
export function computeValue(all: CalcInput[], rules: MethodologyRules): CalcResult {
  const notes: string[] = [];
  const deals = all.filter((i) => i.kind === 'deal');
  const useQuotes = deals.length < rules.minDeals;
  const pool = useQuotes ? all : deals;
  const reasons = new Map<number, string>();
  if (useQuotes && all.length > deals.length) notes.push(`成交${deals.length}笔，少于${rules.minDeals}笔，采用买卖报价`);
  if (!useQuotes) for (const i of all) if (i.kind !== 'deal') reasons.set(i.submissionId, `成交已达${rules.minDeals}笔，报价不参与计算`);
  const normalised = new Map(all.map((i) => [i.submissionId, normalise(i, rules)]));
  if (rules.calorificBase !== undefined) notes.push(`价格按每大卡${rules.perKcal}元折算到${rules.calorificBase}大卡`);
  if (pool.length > 0) {
    const mid = median(pool.map((i) => normalised.get(i.submissionId)!));
    for (const i of pool) {
      const off = (Math.abs(normalised.get(i.submissionId)! - mid) / mid) * 100;
      if (off > rules.outlierPercent) reasons.set(i.submissionId, `偏离中位数${round(mid, 2)}达${round(off, 2)}%，超过${rules.outlierPercent}%，剔除`);
    }
  }
  const used = pool.filter((i) => !reasons.has(i.submissionId));
  const weightOf = (i: CalcInput) => (rules.weighting === 'volume' ? i.volume : 1);
  const total = used.reduce((s, i) => s + weightOf(i), 0);
  const value = used.length && total > 0 ? round(used.reduce((s, i) => s + normalised.get(i.submissionId)! * weightOf(i), 0) / total, 2) : null;
  const dealCount = used.filter((i) => i.kind === 'deal').length;
  const contributorCount = new Set(used.map((i) => i.contributorId)).size;
  const sufficient = used.length > 0 && contributorCount >= rules.minContributors;
  if (!used.length) notes.push('无可用数据');
  else if (contributorCount < rules.minContributors) notes.push(`采用数据来自${contributorCount}家机构，少于${rules.minContributors}家，数据不足`);
  return {
    value,
    basis: used.length === 0 ? 'none' : useQuotes ? 'quotes' : 'deals',
    notes,
    dealCount,
    contributorCount,
    sufficient,
    inputs: all.map((i) => {
      const isUsed = !reasons.has(i.submissionId) && pool.includes(i);
      return {
        ...i,
        used: isUsed,
        reason: reasons.get(i.submissionId) ?? '',
        weight: isUsed && total > 0 ? round(weightOf(i) / total, 6) : 0,
        normalisedPrice: normalised.get(i.submissionId)!,
      };
    }),
  };
}
