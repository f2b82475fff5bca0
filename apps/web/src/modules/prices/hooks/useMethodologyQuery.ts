import { useQuery } from '@tanstack/react-query';
import { getMethodology } from '../api/pricesApi.ts';
import { priceKeys } from './priceKeys.ts';

/** GET /api/priceIndex/methodology: an index's methodology versions (idle without a code). */
export function useMethodologyQuery(code: string | undefined) {
  return useQuery({
    queryKey: priceKeys.methodology(code ?? ''),
    queryFn: () => getMethodology(code ?? ''),
    enabled: Boolean(code),
    staleTime: 60_000,
  });
}
