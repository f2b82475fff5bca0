import { useQuery } from '@tanstack/react-query';
import { getChartProductOptions } from '../api/marketChartsAdminApi.ts';
import { chartKeys } from '../../market-charts/hooks/chartKeys.ts';

/** GET /api/admin/marketCharts/productOptions: every index a chart can show. */
export function useChartProductOptionsQuery() {
  return useQuery({ queryKey: chartKeys.productOptions(), queryFn: getChartProductOptions, staleTime: 60_000 });
}
