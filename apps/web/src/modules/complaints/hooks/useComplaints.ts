import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Params } from '../../../lib/http/index.ts';
import { notifier } from '../../../lib/http/notifier.ts';
import {
  complain,
  complaintKeys,
  fetchComplaint,
  fetchComplaints,
  fetchMyComplaints,
  handleComplaint,
  type ComplainInput,
  type HandleComplaintInput,
} from '../api/complaintsApi.ts';

/** POST /api/common/complain (member). */
export function useComplainMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ComplainInput) => complain(input),
    onSuccess: (message) => {
      notifier.info(message);
      void client.invalidateQueries({ queryKey: complaintKeys.all });
    },
  });
}

/** GET /api/common/myComplaints (member) */
export function useMyComplaintsQuery(params: Params) {
  return useQuery({ queryKey: complaintKeys.mine(params), queryFn: () => fetchMyComplaints(params), placeholderData: keepPreviousData });
}

/** GET admin complaint list (ComplainManager). */
export function useComplaintListQuery(params: Params) {
  return useQuery({ queryKey: complaintKeys.list(params), queryFn: () => fetchComplaints(params), placeholderData: keepPreviousData });
}

/** GET admin complaint detail (ComplainDetail). */
export function useComplaintDetailQuery(id: number | null) {
  return useQuery({ queryKey: complaintKeys.detail(id ?? 0), queryFn: () => fetchComplaint(id!), enabled: id !== null });
}

/** POST admin complaint handling: status, reply, optionally take the target offline. */
export function useHandleComplaintMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: HandleComplaintInput) => handleComplaint(input),
    onSuccess: () => {
      notifier.info('处理结果已保存');
      void client.invalidateQueries({ queryKey: complaintKeys.all });
    },
  });
}
