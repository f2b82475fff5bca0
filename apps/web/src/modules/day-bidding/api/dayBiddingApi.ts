/** GET /api/dayBidding/getLists: members whose role gateways include 每日竞价 (spec §6). */
import type { BiddingStatus, DayBiddingSession, Page } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';

export interface DayBiddingParams {
  status?: BiddingStatus;
  /** A Beijing calendar day, YYYY-MM-DD. */
  date?: string;
  keyword?: string;
  currentPage: number;
  pageSize: number;
}

export async function getDayBiddingList(params: DayBiddingParams): Promise<Page<DayBiddingSession>> {
  return unwrap(await http.get<Page<DayBiddingSession>>('/api/dayBidding/getLists', { ...params, pageNo: params.currentPage }));
}
