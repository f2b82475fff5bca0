import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ChartListParams, getAdminCharts } from '../api/marketChartsAdminApi.ts';
import { chartKeys } from '../../market-charts/hooks/chartKeys.ts';

/** GET /api/admin/marketCharts/list (MarketChartManagement). */
export function useAdminChartsQuery(params: ChartListParams) {
  return useQuery({ queryKey: chartKeys.adminList(params), queryFn: () => getAdminCharts(params), placeholderData: keepPreviousData });
}
