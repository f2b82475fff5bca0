import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type BiddingAdminParams, listBiddingSessions } from '../api/dayBiddingAdminApi.ts';

export const biddingAdminKeys = { all: ['admin', 'biddingSessions'] as const, list: (p: BiddingAdminParams) => ['admin', 'biddingSessions', p] as const };

/** GET /api/admin/biddingSessions/list (MarketChartManagement, 每日竞价). */
export function useAdminBiddingQuery(params: BiddingAdminParams) {
  return useQuery({ queryKey: biddingAdminKeys.list(params), queryFn: () => listBiddingSessions(params), placeholderData: keepPreviousData });
}
