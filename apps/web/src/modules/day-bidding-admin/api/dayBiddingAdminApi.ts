/**
 * MarketChartManagement, tab 每日竞价 (docs/api-prices.md, back office): sessions, their status
 * and result. The status is the server's (it follows from the times and the result).
 */
import type { BiddingStatus, DayBiddingSession, Page } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';
import { idempotent } from '../../../lib/http/idempotency.ts';

export interface BiddingAdminParams {
  status?: BiddingStatus;
  category?: string;
  keyword?: string;
  /** Start days (Beijing), inclusive. */
  from?: string;
  to?: string;
  currentPage: number;
  pageSize: number;
}

/** biddingSaveBody: no id creates; `sessionNo` blank → numbered by the server. */
export interface BiddingSessionInput {
  id?: number;
  sessionNo?: string;
  productName: string;
  category: string;
  specification: string;
  origin: string;
  deliveryTerms: string;
  quantity: number;
  startingPrice: number;
  /** ISO 8601 with the zone, e.g. 2026-11-23T10:00:00+08:00. */
  startAt: string;
  endAt: string;
}

/** biddingStatusBody: the result goes with `cleared` only. */
export interface BiddingStatusInput {
  id: number;
  status: BiddingStatus;
  clearingPrice?: number;
  tradedQuantity?: number;
}

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
