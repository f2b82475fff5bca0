import type { AssessmentSubmitBodyInput, Computation } from '@coal/contracts';

/** 采用计算值, 评估判断 (another value) or 沿用上期值. */
export type ProposalMode = 'computed' | 'judgement' | 'carry';

/** The submit call's body for what the form holds. */
export function proposalBody(
  c: Pick<Computation, 'productCode' | 'period'>,
  values: { mode: ProposalMode; value?: number | null; reason?: string },
  confirmed: boolean,
): AssessmentSubmitBodyInput {
  const reason = values.reason?.trim() || undefined;
  return {
    productCode: c.productCode,
    period: c.period,
    value: values.mode === 'judgement' && values.value !== null ? values.value : undefined,
    reason,
    carryForward: values.mode === 'carry',
    confirmed,
  };
}
