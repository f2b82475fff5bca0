/** A linked member's price submissions (个人中心 价格填报, and on the phone). */
import type { MyPriceReportsQueryInput, Page, PriceReportSubmitBodyInput, PriceSubmission } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';
import { idempotent } from '../../../lib/http/idempotency.ts';
import { toFormBody } from '../../../ui/admin-list/formBody.ts';

export type MyReportsParams = MyPriceReportsQueryInput;

export const priceReportKeys = {
  all: ['priceReport'] as const,
  mine: (p: MyReportsParams) => [...priceReportKeys.all, 'mine', p] as const,
};

/**
 * POST /api/priceReport/submit → the new submission's id; refused for a member not linked to an
 * active contributor. The form's idempotency key makes a double tap or a retry one submission.
 */
export async function submitPriceReport(body: PriceReportSubmitBodyInput, idempotencyKey?: string): Promise<{ id: number }> {
  return unwrap(await http.post<{ id: number }>('/api/priceReport/submit', toFormBody(body, { blanks: 'omit' }), idempotent(idempotencyKey)));
}

/** The member's submissions, with the contributor the member reports for (null: not linked). */
export type MyPriceReports = Page<PriceSubmission> & { contributor?: { id: number; name: string } | null };

/** GET /api/priceReport/mine: the member's submissions and, once released, whether each was used and why not. */
export async function fetchMyPriceReports(params: MyReportsParams): Promise<MyPriceReports> {
  return unwrap(await http.get<MyPriceReports>('/api/priceReport/mine', toFormBody({ ...params, pageNo: params.currentPage }, { blanks: 'omit' })));
}
