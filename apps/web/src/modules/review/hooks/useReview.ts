import type { ReviewKind } from '@coal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Params } from '../../../lib/http/index.ts';
import { notifier } from '../../../lib/http/notifier.ts';
import { approveReview, fetchReviewComparison, fetchReviewDetail, fetchReviewList, rejectReview, reviewKeys, runContentCheck } from '../api/reviewApi.ts';

/** GET /api/admin/review/list */
export const useReviewListQuery = (params: Params) =>
  useQuery({ queryKey: reviewKeys.list(params), queryFn: () => fetchReviewList(params), placeholderData: keepPreviousData });

/** GET /api/admin/review/detail */
export const useReviewDetailQuery = (kind: ReviewKind, id: number | null) =>
  useQuery({ queryKey: reviewKeys.detail(kind, id ?? 0), queryFn: () => fetchReviewDetail(kind, id!), enabled: id !== null, staleTime: 0 });

/** GET /api/admin/review/compare */
export const useReviewComparisonQuery = (id: number | null) =>
  useQuery({ queryKey: reviewKeys.compare(id ?? 0), queryFn: () => fetchReviewComparison(id!), enabled: id !== null, staleTime: 0 });

export interface ReviewDecision {
  kind: ReviewKind;
  id: number;
  approve: boolean;
  reason?: string;
}

/** POST approve or reject; the queue, the item and the publishing lists change. */
export function useReviewDecisionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReviewDecision) =>
      decision.approve ? approveReview(decision.kind, decision.id) : rejectReview(decision.kind, decision.id, decision.reason ?? ''),
    onSuccess: (message) => {
      notifier.info(message);
      void client.invalidateQueries({ queryKey: reviewKeys.all });
      void client.invalidateQueries({ queryKey: ['adminArticles'] });
      void client.invalidateQueries({ queryKey: ['articles'] });
      void client.invalidateQueries({ queryKey: ['questions'] });
    },
  });
}

/** POST /api/admin/review/check-test (the sandbox: nothing is saved). */
export const useContentCheckMutation = () => useMutation({ mutationFn: runContentCheck });
