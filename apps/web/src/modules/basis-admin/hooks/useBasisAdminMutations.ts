/** The writes of 期现基差: each invalidates the back-office list and the portal's basis trend. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BasisVariety } from '@coal/contracts';
import { type BasisQuoteInput, deleteBasisQuote, saveBasisQuote } from '../api/basisAdminApi.ts';
import { basisAdminKeys } from './useAdminBasisQuery.ts';
import { basisKeys } from '../../basis/hooks/useBasisTrendQuery.ts';

function useInvalidateBasis() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: basisAdminKeys.all }), client.invalidateQueries({ queryKey: basisKeys.all })]);
}

/** POST /api/admin/basisQuotes/add or /update. */
export function useSaveBasisQuoteMutation() {
  const invalidate = useInvalidateBasis();
  return useMutation({
    mutationFn: ({ input, mode }: { input: BasisQuoteInput; mode: 'add' | 'update' }) => saveBasisQuote(input, mode),
    onSuccess: invalidate,
  });
}

/** POST /api/admin/basisQuotes/delete. */
export function useDeleteBasisQuoteMutation() {
  const invalidate = useInvalidateBasis();
  return useMutation({
    mutationFn: ({ tradeDate, variety }: { tradeDate: string; variety: BasisVariety }) => deleteBasisQuote(tradeDate, variety),
    onSuccess: invalidate,
  });
}
