/** GET /api/dayBidding/getLists: members whose role gateways include 每日竞价 (spec §6). */
import type { DayBiddingQueryInput, DayBiddingSession, Page } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';

export type DayBiddingParams = DayBiddingQueryInput;

export async function getDayBiddingList(params: DayBiddingParams): Promise<Page<DayBiddingSession>> {
  return unwrap(await http.get<Page<DayBiddingSession>>('/api/dayBidding/getLists', { ...params, pageNo: params.currentPage }));
}
