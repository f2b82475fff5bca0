/** Public price-index calls (docs/api-prices.md); each resolves to the envelope's data. */
import type {
  IndexFamily,
  IndexProduct,
  IndexSeriesQueryInput,
  LatestValues,
  LatestValuesQueryInput,
  MethodologyResult,
  NoticeListQueryInput,
  Page,
  PricingNotice,
  ReleaseDates,
  SeriesResult,
} from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';

export type LatestParams = Omit<LatestValuesQueryInput, 'codes'> & { codes?: string[] };

/** `changes`: each point with its day/week/month/year-on-year changes. */
export type SeriesParams = Omit<IndexSeriesQueryInput, 'codes' | 'changes'> & { codes: string[]; changes?: boolean };

export type NoticeParams = NoticeListQueryInput;

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

/** Every methodology version of an index, the one in force marked, an announced change with its date. */
export async function getMethodology(code: string): Promise<MethodologyResult> {
  return unwrap(await http.get<MethodologyResult>('/api/priceIndex/methodology', { code }));
}
