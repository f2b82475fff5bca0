import type { AssessmentListParams, ContributorListParams, PeriodParams, SubmissionListParams } from '../api/assessmentApi.ts';

/** Query keys of the index-production pages; every write invalidates `all`. */
export const assessmentKeys = {
  all: ['admin', 'index-production'] as const,
  contributors: (p: ContributorListParams) => [...assessmentKeys.all, 'contributors', p] as const,
  submissions: (p: SubmissionListParams) => [...assessmentKeys.all, 'submissions', p] as const,
  assessments: (p: AssessmentListParams) => [...assessmentKeys.all, 'assessments', p] as const,
  audit: (p: PeriodParams) => [...assessmentKeys.all, 'audit', p] as const,
};
