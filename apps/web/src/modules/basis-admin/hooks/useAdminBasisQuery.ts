import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type BasisAdminParams, listBasisQuotes } from '../api/basisAdminApi.ts';

export const basisAdminKeys = { all: ['admin', 'basisQuotes'] as const, list: (p: BasisAdminParams) => ['admin', 'basisQuotes', p] as const };

/** GET /api/admin/basisQuotes/list (MarketChartManagement, 期现基差). */
export function useAdminBasisQuery(params: BasisAdminParams) {
  return useQuery({ queryKey: basisAdminKeys.list(params), queryFn: () => listBasisQuotes(params), placeholderData: keepPreviousData });
}
