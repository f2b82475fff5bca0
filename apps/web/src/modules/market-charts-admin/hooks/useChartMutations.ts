import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChartSaveInput, deleteChart, saveChart } from '../api/marketChartsAdminApi.ts';
import { useIdempotencyKey } from '../../../lib/http/idempotency.ts';
import { chartKeys } from '../../market-charts/hooks/chartKeys.ts';

/** Saving or deleting a chart changes the admin list, its detail and the public charts. */
function useInvalidateCharts() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: chartKeys.admin }), client.invalidateQueries({ queryKey: chartKeys.trends })]);
}

/** POST /api/admin/marketCharts/save. */
export function useSaveChartMutation() {
  const invalidate = useInvalidateCharts();
  // One key per editor: a double-clicked 保存 saves one chart.
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: ChartSaveInput) => saveChart(input, key.current()),
    onSuccess: () => {
      key.renew();
      return invalidate();
    },
  });
}

/** POST /api/admin/marketCharts/delete. */
export function useDeleteChartMutation() {
  const invalidate = useInvalidateCharts();
  return useMutation({ mutationFn: (id: number) => deleteChart(id), onSuccess: invalidate });
}
