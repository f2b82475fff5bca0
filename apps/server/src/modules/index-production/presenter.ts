/** Rows of index production as the API answers them (contracts: index-production.ts). */
import {
  ASSESSMENT_KIND_NAMES,
  ASSESSMENT_STATUS_NAMES,
  CONTRIBUTOR_KIND_NAMES,
  SUBMISSION_KIND_NAMES,
  SUBMISSION_OUTCOME_NAMES,
  SUBMISSION_SOURCE_NAMES,
  UNIT_NAMES,
  type Assessment,
  type Contributor,
  type IndexUnit,
  type PriceSubmission,
  type SubmissionOutcome,
} from '@coal/contracts';
import type { AssessmentRow } from './assessments.repository.ts';
import type { ContributorRow, SubmissionRow } from './inputs.repository.ts';

export function presentContributor(row: ContributorRow, submissionCount: number): Contributor {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    kindName: CONTRIBUTOR_KIND_NAMES[row.kind],
    region: row.region,
    memberLoginIds: row.memberLoginIds,
    active: row.active,
    demo: row.demo,
    submissionCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentSubmission(row: SubmissionRow, outcome: { outcome: SubmissionOutcome; reason: string }): PriceSubmission {
  const s = row.submission;
  return {
    id: s.id,
    contributorId: s.contributorId,
    contributorName: row.contributorName,
    productCode: row.productCode,
    productName: row.productName,
    period: s.period,
    kind: s.kind,
    kindName: SUBMISSION_KIND_NAMES[s.kind],
    price: s.price,
    volume: s.volume,
    calorific: s.calorific,
    sulphur: s.sulphur,
    deliveryPlace: s.deliveryPlace,
    note: s.note,
    source: s.source,
    sourceName: SUBMISSION_SOURCE_NAMES[s.source],
    enteredBy: s.enteredBy,
    createdAt: s.createdAt.toISOString(),
    outcome: outcome.outcome,
    outcomeName: SUBMISSION_OUTCOME_NAMES[outcome.outcome],
    outcomeReason: outcome.reason,
    demo: s.demo,
  };
}

/** What became of a submission: its period's approved computation says, once the value is public. */
export function outcomeOf(submissionId: number, computation: AssessmentRow | undefined, released: boolean): { outcome: SubmissionOutcome; reason: string } {
  if (!computation?.computation || !released) return { outcome: 'waiting', reason: '' };
  const input = computation.computation.inputs.find((i) => i.submissionId === submissionId);
  if (!input) return { outcome: 'excluded', reason: '提交晚于本期计算，未参与计算' };
  return input.used ? { outcome: 'used', reason: '' } : { outcome: 'excluded', reason: input.reason };
}

export function presentAssessment(
  row: AssessmentRow,
  product: { code: string | null; name: string | null; unit: IndexUnit | null },
  codeOf: (productId: number) => string,
): Assessment {
  const periods = row.items.map((i) => i[1]).sort();
  const isBatch = row.kind === 'import';
  return {
    id: row.id,
    kind: row.kind,
    kindName: ASSESSMENT_KIND_NAMES[row.kind],
    productCode: product.code ?? (isBatch ? '多个指数' : ''),
    productName: product.name ?? (isBatch ? `批量导入（${new Set(row.items.map((i) => i[0])).size}个指数）` : ''),
    unitName: product.unit ? UNIT_NAMES[product.unit] : '',
    period: isBatch && periods.length > 1 ? `${periods[0]} 至 ${periods.at(-1)}` : (row.period ?? ''),
    value: row.value,
    computedValue: row.computedValue,
    previousValue: row.previousValue,
    reason: row.reason,
    judgement: row.judgement,
    methodologyVersion: row.methodologyVersion,
    dealCount: row.dealCount,
    contributorCount: row.contributorCount,
    sufficient: row.sufficient,
    plausibility: row.plausibility,
    items: row.items.map(([productId, period, value, previousValue]) => ({ productCode: codeOf(productId), period, value, previousValue })),
    status: row.status,
    statusName: ASSESSMENT_STATUS_NAMES[row.status],
    makerName: row.makerName,
    checkerName: row.checkerName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
  };
}
