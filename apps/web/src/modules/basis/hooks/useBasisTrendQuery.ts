import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type BasisParams, getBasisTrend } from '../api/basisApi.ts';

export const basisKeys = { all: ['basisTrend'] as const, list: (p: BasisParams) => ['basisTrend', p] as const };

/** GET /api/basisTrend/getLists (no dates: the server's three months up to the latest quote). */
export function useBasisTrendQuery(params: BasisParams, options: { refetchInterval?: number; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: basisKeys.list(params),
    queryFn: () => getBasisTrend(params),
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval,
    enabled: options.enabled ?? true,
  });
}
