import { useQuery } from '@tanstack/react-query';
import { getLatestValues, type LatestParams } from '../api/pricesApi.ts';
import { priceKeys } from './priceKeys.ts';

export interface LiveOptions {
  /** Poll every so many ms (the dashboard). */
  refetchInterval?: number;
  enabled?: boolean;
}

/** GET /api/priceIndex/latest: latest values with their changes. */
export function useLatestValuesQuery(params: LatestParams = {}, options: LiveOptions = {}) {
  return useQuery({
    queryKey: priceKeys.latest(params),
    queryFn: () => getLatestValues(params),
    refetchInterval: options.refetchInterval,
    enabled: options.enabled ?? true,
  });
}
