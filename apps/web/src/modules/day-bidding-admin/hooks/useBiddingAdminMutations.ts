/** The writes of 每日竞价: each invalidates the back-office list and the bidders' board. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIdempotentSave } from '../../../lib/http/idempotency.ts';
import { type BiddingStatusInput, changeBiddingStatus, deleteBiddingSession, saveBiddingSession } from '../api/dayBiddingAdminApi.ts';
import { biddingAdminKeys } from './useAdminBiddingQuery.ts';
import { dayBiddingKeys } from '../../day-bidding/hooks/useDayBiddingQuery.ts';

function useInvalidateBidding() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: biddingAdminKeys.all }), client.invalidateQueries({ queryKey: dayBiddingKeys.all })]);
}

/** POST /api/admin/biddingSessions/save. */
export function useSaveBiddingSessionMutation() {
  const invalidate = useInvalidateBidding();
  const once = useIdempotentSave(saveBiddingSession);
  return useMutation({
    mutationFn: once.mutationFn,
    onSuccess: () => {
      once.renew();
      return invalidate();
    },
  });
}

/** POST /api/admin/biddingSessions/status. */
export function useChangeBiddingStatusMutation() {
  const invalidate = useInvalidateBidding();
  return useMutation({ mutationFn: (input: BiddingStatusInput) => changeBiddingStatus(input), onSuccess: invalidate });
}

/** POST /api/admin/biddingSessions/delete. */
export function useDeleteBiddingSessionMutation() {
  const invalidate = useInvalidateBidding();
  return useMutation({ mutationFn: (id: number) => deleteBiddingSession(id), onSuccess: invalidate });
}
