/**
 * The back office's index-production calls: 报价机构, captured submissions, methodology
 * versions, the assessment workbench (compute, submit), the approval queue (approve, reject,
 * suspend), the audit trail and the replay. Bodies are form-encoded.
 */
import type {
  Assessment,
  AssessmentListQueryInput,
  AssessmentPeriodBodyInput,
  AssessmentSubmitBodyInput,
  AssessmentSuspendBodyInput,
  AuditEntry,
  Computation,
  Contributor,
  ContributorListQueryInput,
  MethodologyRulesInput,
  Page,
  PriceSubmission,
  PriceSubmissionListQueryInput,
  PriceSubmissionSaveBodyInput,
  ReplayResult,
} from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';
import { idempotent } from '../../../lib/http/idempotency.ts';
import { toFormBody } from '../../../ui/admin-list/formBody.ts';

/** The list's filters; `active` as the filter bar holds it (sent as 1/0). */
export type ContributorListParams = Omit<ContributorListQueryInput, 'active'> & { active?: boolean };
export type SubmissionListParams = PriceSubmissionListQueryInput;
export type AssessmentListParams = AssessmentListQueryInput;
export type PeriodParams = AssessmentPeriodBodyInput;

/** The contributor dialog's save: `memberLoginIds` as typed (comma-separated). */
export interface ContributorInput {
  id?: number;
  name: string;
  kind: Contributor['kind'];
  region?: string;
  memberLoginIds: string;
  active: boolean;
}

/** A new methodology version as the form holds it; `rules` go as JSON. */
export interface MethodologyInput {
  productCode: string;
  effectiveFrom: string;
  text: string;
  rules: MethodologyRulesInput;
  urgent: boolean;
  reason?: string;
}

/** The list calls take `pageNo` beside `currentPage` (spec §3). */
const paged = <P extends { currentPage?: number | string }>(p: P) => ({ ...p, pageNo: p.currentPage });
const form = (input: object) => toFormBody(input, { blanks: 'omit' });

export async function listContributors(params: ContributorListParams): Promise<Page<Contributor>> {
  return unwrap(await http.get<Page<Contributor>>('/api/admin/priceContributors/list', form(paged(params))));
}
export async function saveContributor(input: ContributorInput, idempotencyKey?: string): Promise<{ id: number }> {
  return unwrap(await http.post<{ id: number }>('/api/admin/priceContributors/save', form(input), idempotent(idempotencyKey)));
}

export async function listSubmissions(params: SubmissionListParams): Promise<Page<PriceSubmission>> {
  return unwrap(await http.get<Page<PriceSubmission>>('/api/admin/priceSubmissions/list', form(paged(params))));
}
export async function saveSubmission(input: PriceSubmissionSaveBodyInput, idempotencyKey?: string): Promise<{ id: number }> {
  return unwrap(await http.post<{ id: number }>('/api/admin/priceSubmissions/save', form(input), idempotent(idempotencyKey)));
}

export async function saveMethodology(input: MethodologyInput, idempotencyKey?: string): Promise<{ version: number }> {
  const body = { ...input, rules: JSON.stringify(input.rules) };
  return unwrap(await http.post<{ version: number }>('/api/admin/methodologies/save', form(body), idempotent(idempotencyKey)));
}

export async function computeAssessment(params: PeriodParams): Promise<Computation> {
  return unwrap(await http.post<Computation>('/api/admin/assessments/compute', { ...params }));
}
export async function submitAssessment(input: AssessmentSubmitBodyInput, idempotencyKey?: string): Promise<{ id: number; status: string }> {
  return unwrap(await http.post<{ id: number; status: string }>('/api/admin/assessments/submit', form(input), idempotent(idempotencyKey)));
}
export async function suspendPeriod(input: AssessmentSuspendBodyInput, idempotencyKey?: string): Promise<{ id: number; status: string }> {
  return unwrap(await http.post<{ id: number; status: string }>('/api/admin/assessments/suspend', form(input), idempotent(idempotencyKey)));
}

export async function listAssessments(params: AssessmentListParams): Promise<Page<Assessment>> {
  return unwrap(await http.get<Page<Assessment>>('/api/admin/assessments/list', form(paged(params))));
}
/** Approve or reject: answers the server's message (shown as it comes). */
export async function approveAssessment(id: number): Promise<string> {
  const envelope = await http.post<unknown>('/api/admin/assessments/approve', { id });
  unwrap(envelope);
  return envelope.message || '已批准';
}
export async function rejectAssessment(id: number, reason: string): Promise<string> {
  const envelope = await http.post<unknown>('/api/admin/assessments/reject', { id, reason });
  unwrap(envelope);
  return envelope.message || '已驳回';
}

export async function getAudit(params: PeriodParams): Promise<AuditEntry[]> {
  return unwrap(await http.get<AuditEntry[]>('/api/admin/assessments/audit', { ...params }));
}
export async function replayAssessment(params: PeriodParams): Promise<ReplayResult> {
  return unwrap(await http.get<ReplayResult>('/api/admin/assessments/replay', { ...params }));
}
