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

/**
 * Each used input's weight share, with no contributor's inputs together above `maxSharePercent`:
 * a capped contributor keeps the cap and the rest is shared by the others in proportion, until
 * no one is over (when everyone is capped, shares are equal per contributor).
 */
export function cappedShares(used: CalcInput[], weightOf: (i: CalcInput) => number, maxSharePercent?: number): Map<number, number> {
  const total = used.reduce((s, i) => s + weightOf(i), 0);
  const shares = new Map(used.map((i) => [i.submissionId, total > 0 ? weightOf(i) / total : 0]));
  if (maxSharePercent === undefined || total <= 0) return shares;
  const cap = maxSharePercent / 100;
  const byContributor = new Map<number, CalcInput[]>();
  for (const i of used) byContributor.set(i.contributorId, [...(byContributor.get(i.contributorId) ?? []), i]);
  const capped = new Set<number>();
  const shareOf = (c: number) => byContributor.get(c)!.reduce((s, i) => s + shares.get(i.submissionId)!, 0);
  for (;;) {
    const over = [...byContributor.keys()].filter((c) => !capped.has(c) && shareOf(c) > cap + 1e-12);
    if (!over.length) return shares;
    for (const c of over) capped.add(c);
    const free = [...byContributor.keys()].filter((c) => !capped.has(c));
    const freeShare = free.reduce((s, c) => s + shareOf(c), 0);
    const left = 1 - cap * capped.size;
    if (!free.length || freeShare <= 0 || left <= 0) {
      // Nobody left to take the excess: one equal share per contributor.
      for (const [, inputs] of byContributor) {
        const w = inputs.reduce((s, i) => s + weightOf(i), 0);
        for (const i of inputs) shares.set(i.submissionId, weightOf(i) / w / byContributor.size);
      }
      return shares;
    }
    for (const c of capped) {
      const own = shareOf(c);
      for (const i of byContributor.get(c)!) shares.set(i.submissionId, (shares.get(i.submissionId)! / own) * cap);
    }
    for (const c of free) for (const i of byContributor.get(c)!) shares.set(i.submissionId, (shares.get(i.submissionId)! / freeShare) * left);
  }
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
  const shares = cappedShares(used, weightOf, rules.maxSharePercent);
  const total = used.reduce((s, i) => s + weightOf(i), 0);
  const value =
    used.length && total > 0
      ? round(
          used.reduce((s, i) => s + normalised.get(i.submissionId)! * shares.get(i.submissionId)!, 0),
          2,
        )
      : null;
  if (rules.maxSharePercent !== undefined && used.some((i) => shares.get(i.submissionId)! < weightOf(i) / total - 1e-9))
    notes.push(`单家机构权重上限${rules.maxSharePercent}%，超出部分已按比例分给其他机构`);
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
        weight: isUsed ? round(shares.get(i.submissionId)!, 6) : 0,
        normalisedPrice: normalised.get(i.submissionId)!,
      };
    }),
  };
}
