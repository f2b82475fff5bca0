import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPriceNotices, type NoticeParams } from '../api/pricesApi.ts';
import { priceKeys } from './priceKeys.ts';

/** GET /api/priceIndex/notices: pricing notices of a family or an index, a page at a time. */
export function usePriceNoticesQuery(params: NoticeParams, options: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: priceKeys.notices(params),
    queryFn: () => getPriceNotices(params),
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval,
  });
}
