/**
 * MarketChartManagement, tab 每日竞价 (docs/api-prices.md, back office): sessions, their status
 * and result. The status is the server's (it follows from the times and the result).
 */
import type { BiddingAdminListQueryInput, BiddingSaveBodyInput, BiddingStatusBodyInput, DayBiddingSession, Page } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';
import { idempotent } from '../../../lib/http/idempotency.ts';

export type BiddingAdminParams = BiddingAdminListQueryInput;

/** No id creates; `sessionNo` blank → numbered by the server. */
export type BiddingSessionInput = BiddingSaveBodyInput;

/** The result goes with `cleared` only. */
export type BiddingStatusInput = BiddingStatusBodyInput;

export async function listBiddingSessions(params: BiddingAdminParams): Promise<Page<DayBiddingSession>> {
  return unwrap(await http.get<Page<DayBiddingSession>>('/api/admin/biddingSessions/list', { ...params, pageNo: params.currentPage }));
}

export async function saveBiddingSession(input: BiddingSessionInput, idempotencyKey?: string): Promise<DayBiddingSession> {
  return unwrap(await http.post<DayBiddingSession>('/api/admin/biddingSessions/save', { ...input }, idempotent(idempotencyKey)));
}

export async function changeBiddingStatus(input: BiddingStatusInput): Promise<DayBiddingSession> {
  return unwrap(await http.post<DayBiddingSession>('/api/admin/biddingSessions/status', { ...input }));
}

export async function deleteBiddingSession(id: number): Promise<void> {
  unwrap(await http.post<null>('/api/admin/biddingSessions/delete', { id }));
}
