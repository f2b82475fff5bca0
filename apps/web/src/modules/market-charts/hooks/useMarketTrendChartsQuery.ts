import { useQuery } from '@tanstack/react-query';
import { getMarketTrendCharts, type TrendListParams } from '../api/marketChartsApi.ts';
import { chartKeys } from './chartKeys.ts';

/** GET /api/marketTrend/findMarketTrendInfoList: the charts of one placement, with data. */
export function useMarketTrendChartsQuery(params: TrendListParams, options: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: chartKeys.trendList(params),
    queryFn: () => getMarketTrendCharts(params),
    refetchInterval: options.refetchInterval,
  });
}
