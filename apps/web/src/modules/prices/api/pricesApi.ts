/** Public price-index calls (docs/api-prices.md); each resolves to the envelope's data. */
import type { IndexFamily, IndexProduct, LatestValues, NoticeKind, Page, PricingNotice, ReleaseDates, SeriesResult } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';
import { downloadFile } from '../utils/download.ts';

export interface LatestParams {
  familyCode?: string;
  codes?: string[];
  date?: string;
}

export interface SeriesParams {
  codes: string[];
  from?: string;
  to?: string;
  /** Each point with its day/week/month/year-on-year changes. */
  changes?: boolean;
}

export interface NoticeParams {
  familyCode?: string;
  productCode?: string;
  kind?: NoticeKind;
  currentPage: number;
  pageSize: number;
}

export const EXPORT_PATH = '/api/priceIndex/export';

/** Families with their index products, in display order. */
export async function getFamilies(): Promise<IndexFamily[]> {
  return unwrap(await http.get<IndexFamily[]>('/api/priceIndex/families'));
}

/** One index with its specification and methodology. */
export async function getIndexProduct(code: string): Promise<IndexProduct> {
  return unwrap(await http.get<IndexProduct>('/api/priceIndex/product', { code }));
}

export async function getLatestValues(params: LatestParams = {}): Promise<LatestValues> {
  const { familyCode, codes, date } = params;
  return unwrap(await http.get<LatestValues>('/api/priceIndex/latest', { familyCode, codes: codes?.join(','), date }));
}

export async function getIndexSeries({ codes, from, to, changes }: SeriesParams): Promise<SeriesResult> {
  return unwrap(await http.get<SeriesResult>('/api/priceIndex/series', { codes: codes.join(','), from, to, changes: changes ? '1' : undefined }));
}

export async function getPriceNotices(params: NoticeParams): Promise<Page<PricingNotice>> {
  return unwrap(await http.get<Page<PricingNotice>>('/api/priceIndex/notices', { ...params, pageNo: params.currentPage }));
}

/** /date: latest release date per family and the coming release calendar. */
export async function getReleaseDates(): Promise<ReleaseDates> {
  return unwrap(await http.get<ReleaseDates>('/date'));
}

/** Saves the CSV of `codes` over [from, to] (UTF-8 with BOM, opens in Excel). */
export function exportIndexCsv(codes: string[], from?: string, to?: string): Promise<void> {
  return downloadFile(EXPORT_PATH, { codes: codes.join(','), from, to }, `价格指数_${codes.join('_')}.csv`);
}
