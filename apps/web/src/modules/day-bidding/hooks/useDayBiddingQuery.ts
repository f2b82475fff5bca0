import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type DayBiddingParams, getDayBiddingList } from '../api/dayBiddingApi.ts';

export const dayBiddingKeys = { all: ['dayBidding'] as const, list: (p: DayBiddingParams) => ['dayBidding', p] as const };

/**
 * GET /api/dayBidding/getLists. Only asked for members with the 每日竞价 gateway
 * (`enabled`): the server would refuse everyone else anyway.
 */
export function useDayBiddingQuery(params: DayBiddingParams, options: { enabled: boolean; refetchInterval?: number }) {
  return useQuery({
    queryKey: dayBiddingKeys.list(params),
    queryFn: () => getDayBiddingList(params),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval,
  });
}
