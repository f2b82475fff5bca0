import { useQuery } from '@tanstack/react-query';
import { getChartProductOptions } from '../api/marketChartsApi.ts';
import { chartKeys } from './chartKeys.ts';

/** GET /api/admin/marketCharts/productOptions: every index a chart can show. */
export function useChartProductOptionsQuery() {
  return useQuery({ queryKey: chartKeys.productOptions(), queryFn: getChartProductOptions, staleTime: 60_000 });
}
