/** Review calls (ContentCheck, ContentCheckDetail, ContentCheckDetailCopy, ContentCheckTest). */
import type { ContentCheckBodyInput, ContentCheckResult, Page, ReviewDetail, ReviewItem, ReviewKind, RevisionView } from '@coal/contracts';
import { http, unwrap, type Params } from '../../../lib/http/index.ts';
import { postBulk } from '../../../ui/admin-list/crudApi.ts';

const R = '/api/admin/review';

export const reviewKeys = {
  all: ['review'] as const,
  list: (params: Params) => ['review', 'list', params] as const,
  detail: (kind: ReviewKind, id: number) => ['review', 'detail', kind, id] as const,
  compare: (id: number) => ['review', 'compare', id] as const,
};

export interface ReviewComparison {
  id: number;
  /** `current` is an edit of a published article under review; `previous` is the version the portal shows meanwhile. */
  pendingEdit: boolean;
  current: RevisionView;
  previous: RevisionView | null;
}

export async function fetchReviewList(params: Params): Promise<Page<ReviewItem>> {
  return unwrap(await http.get<Page<ReviewItem>>(`${R}/list`, params));
}

export async function fetchReviewDetail(kind: ReviewKind, id: number): Promise<ReviewDetail> {
  return unwrap(await http.get<ReviewDetail>(`${R}/detail`, { kind, id }));
}

export async function fetchReviewComparison(id: number): Promise<ReviewComparison> {
  return unwrap(await http.get<ReviewComparison>(`${R}/compare`, { id }));
}

/** ContentCheck's bulk decisions, answered row by row. */
export const bulkApproveReviews = (kind: ReviewKind, ids: number[]) => postBulk(`${R}/bulkApprove`, ids, { kind });
export const bulkRejectReviews = (kind: ReviewKind, ids: number[], reason: string) => postBulk(`${R}/bulkReject`, ids, { kind, reason });

export async function approveReview(kind: ReviewKind, id: number): Promise<string> {
  const envelope = await http.post<unknown>(`${R}/approve`, { kind, id });
  unwrap(envelope);
  return envelope.message || '审核通过';
}

export async function rejectReview(kind: ReviewKind, id: number, reason: string): Promise<string> {
  const envelope = await http.post<unknown>(`${R}/reject`, { kind, id, reason });
  unwrap(envelope);
  return envelope.message || '已驳回';
}

export async function runContentCheck(input: ContentCheckBodyInput): Promise<ContentCheckResult> {
  return unwrap(await http.post<ContentCheckResult>(`${R}/check-test`, { ...input }));
}
