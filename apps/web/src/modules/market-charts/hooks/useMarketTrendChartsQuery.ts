import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getMarketTrendCharts, type TrendListParams } from '../api/marketChartsApi.ts';
import { chartKeys } from './chartKeys.ts';

/**
 * GET /api/marketTrend/findMarketTrendInfoList: the charts of one placement, with data.
 * `keepPrevious`: while another answer loads (a switch to another chart), the last one stays.
 */
export function useMarketTrendChartsQuery(params: TrendListParams, options: { refetchInterval?: number; keepPrevious?: boolean } = {}) {
  return useQuery({
    queryKey: chartKeys.trendList(params),
    queryFn: () => getMarketTrendCharts(params),
    refetchInterval: options.refetchInterval,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
