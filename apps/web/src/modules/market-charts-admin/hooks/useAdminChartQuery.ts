import { useQuery } from '@tanstack/react-query';
import { getAdminChart } from '../api/marketChartsAdminApi.ts';
import { chartKeys } from '../../market-charts/hooks/chartKeys.ts';

/** GET /api/admin/marketCharts/detail (MarketChartDetail); idle without an id. */
export function useAdminChartQuery(id: number | null) {
  return useQuery({ queryKey: chartKeys.adminDetail(id ?? 0), queryFn: () => getAdminChart(id ?? 0), enabled: Boolean(id) });
}
