import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AssessmentListParams,
  type ContributorListParams,
  getAudit,
  listAssessments,
  listContributors,
  listSubmissions,
  type PeriodParams,
  type SubmissionListParams,
} from '../api/assessmentApi.ts';
import { assessmentKeys } from './assessmentKeys.ts';

/** GET /api/admin/priceContributors/list */
export function useContributorsQuery(params: ContributorListParams) {
  return useQuery({ queryKey: assessmentKeys.contributors(params), queryFn: () => listContributors(params), placeholderData: keepPreviousData });
}

/** GET /api/admin/priceSubmissions/list (idle until a product is chosen when `needsProduct`). */
export function useSubmissionsQuery(params: SubmissionListParams, enabled = true) {
  return useQuery({ queryKey: assessmentKeys.submissions(params), queryFn: () => listSubmissions(params), placeholderData: keepPreviousData, enabled });
}

/** GET /api/admin/assessments/list: the approval queue and its history. */
export function useAssessmentsQuery(params: AssessmentListParams) {
  return useQuery({ queryKey: assessmentKeys.assessments(params), queryFn: () => listAssessments(params), placeholderData: keepPreviousData, staleTime: 0 });
}

/** GET /api/admin/assessments/audit: every step of one period, in order (idle without one). */
export function useAuditQuery(params: PeriodParams | null) {
  return useQuery({
    queryKey: assessmentKeys.audit(params ?? { productCode: '', period: '' }),
    queryFn: () => getAudit(params!),
    enabled: params !== null,
    staleTime: 0,
  });
}
