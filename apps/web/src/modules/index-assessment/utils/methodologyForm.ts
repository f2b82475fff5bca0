import type { Dayjs } from 'dayjs';
import type { Weighting } from '@coal/contracts';
import type { MethodologyInput } from '../api/assessmentApi.ts';

/** The methodology dialog's fields. */
export interface MethodologyForm {
  effectiveFrom: Dayjs;
  text: string;
  weighting: Weighting;
  outlierPercent: number;
  minDeals: number;
  minContributors: number;
  calorificBase: number | null;
  perKcal: number | null;
  tolerancePercent: number | null;
  maxSharePercent: number | null;
  urgent: boolean;
  reason: string;
}

/** The save call's input: the rules as one object, empty optional rules left out. */
export function methodologyInput(productCode: string, f: MethodologyForm): MethodologyInput {
  const optional = (v: number | null) => (v === null || v === undefined ? undefined : v);
  return {
    productCode,
    effectiveFrom: f.effectiveFrom.format('YYYY-MM-DD'),
    text: f.text.trim(),
    rules: {
      weighting: f.weighting,
      outlierPercent: f.outlierPercent,
      minDeals: f.minDeals,
      minContributors: f.minContributors,
      calorificBase: optional(f.calorificBase),
      perKcal: optional(f.perKcal),
      tolerancePercent: optional(f.tolerancePercent),
      maxSharePercent: optional(f.maxSharePercent),
    },
    urgent: f.urgent,
    reason: f.urgent ? f.reason.trim() : undefined,
  };
}
