import { useQuery } from '@tanstack/react-query';
import { getIndexProduct } from '../api/pricesApi.ts';
import { priceKeys } from './priceKeys.ts';

/** GET /api/priceIndex/product: one index with its methodology (idle without a code). */
export function useIndexProductQuery(code: string | undefined) {
  return useQuery({
    queryKey: priceKeys.product(code ?? ''),
    queryFn: () => getIndexProduct(code ?? ''),
    enabled: Boolean(code),
    staleTime: 300_000,
  });
}
