/** 我的指数: the member's starred indexes (shared by every star, so one request per page). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifier } from '../../../lib/http/notifier.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { alertKeys, fetchWatchlist, orderWatchlist, unwatch, watch } from '../api/alertsApi.ts';

export const useIsMember = () => useSessionStore((s) => s.loginStatus);

export function useWatchlistQuery() {
  return useQuery({ queryKey: alertKeys.watchlist, queryFn: fetchWatchlist, enabled: useIsMember(), staleTime: 30_000 });
}

/** Stars or unstars an index; the watchlist refetches. */
export function useWatchToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, on }: { productId: number; on: boolean }) => (on ? watch(productId) : unwatch(productId)),
    onSuccess: (message) => {
      notifier.info(message);
      void client.invalidateQueries({ queryKey: alertKeys.watchlist });
    },
  });
}

export function useWatchOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: orderWatchlist,
    onSuccess: (message) => {
      notifier.info(message);
      void client.invalidateQueries({ queryKey: alertKeys.watchlist });
    },
  });
}
