/** Back-office calls of the price tools: market commentary per value, the CNY/USD rate series. */
import type { ExchangeRate, IndexCommentary, Page } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';

export const getCommentaryAdmin = async (productId: number, period: string): Promise<IndexCommentary | null> =>
  unwrap(await http.get<IndexCommentary | null>('/api/admin/index-commentaries/detail', { productId, period }));
export const saveCommentaryAdmin = async (body: { productId: number; period: string; content: string }): Promise<void> => {
  unwrap(await http.post<null>('/api/admin/index-commentaries/save', body));
};
export const deleteCommentaryAdmin = async (productId: number, period: string): Promise<void> => {
  unwrap(await http.post<null>('/api/admin/index-commentaries/delete', { productId, period }));
};

export const listRates = async (q: { from?: string; to?: string; currentPage: number; pageSize: number }): Promise<Page<ExchangeRate>> =>
  unwrap(await http.get<Page<ExchangeRate>>('/api/admin/exchange-rates/list', q));
export const saveRate = async (body: { date: string; cnyPerUsd: number }, mode: 'create' | 'update'): Promise<void> => {
  unwrap(await http.post<null>(`/api/admin/exchange-rates/${mode}`, body));
};
export const deleteRate = async (date: string): Promise<void> => {
  unwrap(await http.post<null>('/api/admin/exchange-rates/delete', { date }));
};

/** CSV or .xlsx: a header row, then `日期,人民币/美元`; existing dates are overwritten. */
export async function importRates(file: File): Promise<{ imported: number }> {
  const body = new FormData();
  body.append('file', file, file.name);
  return unwrap(await http.upload<{ imported: number }>('/api/admin/exchange-rates/import', body));
}
