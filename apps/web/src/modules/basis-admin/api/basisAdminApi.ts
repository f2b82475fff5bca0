/**
 * MarketChartManagement, tab 期现基差 (docs/api-prices.md, back office): basis quotes, keyed by
 * trade date and variety. The server computes the basis; bodies are form-encoded.
 */
import type { BasisAdminListQueryInput, BasisQuoteAdmin, BasisSaveBodyInput, BasisVariety, Page } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';

export type BasisAdminParams = BasisAdminListQueryInput;

/** `contract` blank → the dominant contract of the day. */
export type BasisQuoteInput = BasisSaveBodyInput;

export async function listBasisQuotes(params: BasisAdminParams): Promise<Page<BasisQuoteAdmin>> {
  return unwrap(await http.get<Page<BasisQuoteAdmin>>('/api/admin/basisQuotes/list', { ...params, pageNo: params.currentPage }));
}

/** Add a new day's quote, or correct an existing one. */
export async function saveBasisQuote(input: BasisQuoteInput, mode: 'add' | 'update'): Promise<void> {
  unwrap(await http.post<null>(`/api/admin/basisQuotes/${mode}`, { ...input }));
}

export async function deleteBasisQuote(tradeDate: string, variety: BasisVariety): Promise<void> {
  unwrap(await http.post<null>('/api/admin/basisQuotes/delete', { tradeDate, variety }));
}
