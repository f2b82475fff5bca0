/** Market trend charts: the portal's calls (spec §7 marketTrend); management is in market-charts-admin. */
import type { MarketTrendChart, MarketTrendListQueryInput, Page } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';

export type TrendListParams = MarketTrendListQueryInput;

/** The active charts of a placement, each with its series over its range. */
export async function getMarketTrendCharts(params: TrendListParams): Promise<Page<MarketTrendChart>> {
  return unwrap(await http.get<Page<MarketTrendChart>>('/api/marketTrend/findMarketTrendInfoList', { ...params, pageNo: params.currentPage }));
}
