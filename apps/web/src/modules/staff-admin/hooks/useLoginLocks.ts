import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginLockListQuery } from '@coal/contracts';
import { notifier } from '../../../lib/http/notifier.ts';
import { fetchLoginLocks, loginLockKeys, unlockLogin } from '../api/loginLocksApi.ts';

/** GET /api/admin/login-locks/list — counters change by the minute, so it refreshes itself. */
export const useLoginLocksQuery = (query: LoginLockListQuery) =>
  useQuery({ queryKey: loginLockKeys.list(query), queryFn: () => fetchLoginLocks(query), refetchInterval: 30_000, staleTime: 0 });

/** POST /api/admin/login-locks/unlock */
export function useUnlockLoginMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlockLogin,
    onSuccess: (message) => {
      notifier.info(message);
      void client.invalidateQueries({ queryKey: loginLockKeys.all });
    },
  });
}
