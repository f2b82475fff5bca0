import type { LatestParams, NoticeParams, SeriesParams } from '../api/pricesApi.ts';

/** Query keys of the public price data; the back office invalidates `priceKeys.all`. */
export const priceKeys = {
  all: ['prices'] as const,
  families: () => [...priceKeys.all, 'families'] as const,
  product: (code: string) => [...priceKeys.all, 'product', code] as const,
  latest: (params: LatestParams) => [...priceKeys.all, 'latest', params] as const,
  series: (params: SeriesParams) => [...priceKeys.all, 'series', params] as const,
  notices: (params: NoticeParams) => [...priceKeys.all, 'notices', params] as const,
  releaseDates: () => [...priceKeys.all, 'releaseDates'] as const,
  methodology: (code: string) => [...priceKeys.all, 'methodology', code] as const,
};
