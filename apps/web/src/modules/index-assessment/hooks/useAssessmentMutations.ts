/**
 * The writes of the index-production pages. Each refreshes these pages' lists and the public
 * price data (`prices` keys): an approval changes what the portal shows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentSubmitBodyInput } from '@coal/contracts';
import { useIdempotentSave } from '../../../lib/http/idempotency.ts';
import { priceKeys } from '../../prices/hooks/priceKeys.ts';
import {
  approveAssessment,
  computeAssessment,
  rejectAssessment,
  replayAssessment,
  saveContributor,
  saveMethodology,
  saveSubmission,
  submitAssessment,
  suspendPeriod,
} from '../api/assessmentApi.ts';
import { askingPlausibility } from '../utils/plausibility.ts';
import { assessmentKeys } from './assessmentKeys.ts';

function useInvalidate() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: assessmentKeys.all }), client.invalidateQueries({ queryKey: priceKeys.all })]);
}

/** A save sent with its form's idempotency key (a new one after each success), then the caches refreshed. */
function useIdempotentWrite<I, R>(save: (input: I, idempotencyKey?: string) => Promise<R>) {
  const once = useIdempotentSave(save);
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: once.mutationFn,
    onSuccess: () => {
      once.renew();
      return invalidate();
    },
  });
}

export const useSaveContributorMutation = () => useIdempotentWrite(saveContributor);
export const useSaveSubmissionMutation = () => useIdempotentWrite(saveSubmission);
export const useSaveMethodologyMutation = () => useIdempotentWrite(saveMethodology);
const submitAsking = askingPlausibility((input: AssessmentSubmitBodyInput, key?: string) => submitAssessment(input, key));
export const useSubmitAssessmentMutation = () => useIdempotentWrite(submitAsking);
export const useSuspendMutation = () => useIdempotentWrite(suspendPeriod);

/** POST compute: a read that the server logs as a step of the audit trail. */
export function useComputeMutation() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: computeAssessment, onSuccess: () => invalidate() });
}

export function useApproveMutation() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => approveAssessment(id), onSettled: () => invalidate() });
}

export function useRejectMutation() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectAssessment(id, reason), onSettled: () => invalidate() });
}

export function useReplayMutation() {
  return useMutation({ mutationFn: replayAssessment });
}
