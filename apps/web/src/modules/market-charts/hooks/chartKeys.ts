import type { TrendListParams } from '../api/marketChartsApi.ts';

/** Query keys of market charts; saving a chart invalidates both the admin and public ones. */
export const chartKeys = {
  trends: ['marketTrend'] as const,
  trendList: (params: TrendListParams) => [...chartKeys.trends, 'list', params] as const,
  admin: ['admin', 'marketCharts'] as const,
  adminList: (params: object) => [...chartKeys.admin, 'list', params] as const,
  adminDetail: (id: number) => [...chartKeys.admin, 'detail', id] as const,
  productOptions: () => [...chartKeys.admin, 'productOptions'] as const,
};
