import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/** The dashboard's queries, by the first part of their keys. */
export const DASHBOARD_QUERY_ROOTS = ['prices', 'marketTrend', 'basisTrend', 'dayBidding'] as const;

/** Every panel polls at this pace (the dashboard runs unattended on a wall screen). */
export const DASHBOARD_REFRESH_MS = 60_000;

/** When the newest answer of the shown queries (keys starting with `roots`) arrived; 0 before any. */
export function useLastUpdated(roots: readonly string[] = DASHBOARD_QUERY_ROOTS): number {
  const cache = useQueryClient().getQueryCache();
  const read = useCallback(
    () =>
      cache
        .getAll()
        .filter((q) => roots.includes(String(q.queryKey[0])) && q.getObserversCount() > 0)
        .reduce((newest, q) => Math.max(newest, q.state.dataUpdatedAt), 0),
    [cache, roots],
  );
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  return useSyncExternalStore(subscribe, read, read);
}
