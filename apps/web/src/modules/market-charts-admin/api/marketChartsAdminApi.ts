/** MarketChartManagement's calls: the charts, their index options, save and delete. */
import type { ChartListQueryInput, ChartPlacement, ChartProductOption, ChartSaveBodyInput, MarketChart, Page } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';
import { idempotent } from '../../../lib/http/idempotency.ts';
import { toFormBody } from '../../../ui/admin-list/formBody.ts';

export type ChartListParams = ChartListQueryInput;

/** What MarketChartAdd / MarketChartDetail save: the two lists stay arrays until sent. */
export type ChartSaveInput = Omit<ChartSaveBodyInput, 'productCodes' | 'placements'> & {
  productCodes: Extract<ChartSaveBodyInput['productCodes'], unknown[]>;
  placements: ChartPlacement[];
};

export async function getAdminCharts(params: ChartListParams): Promise<Page<MarketChart>> {
  return unwrap(await http.get<Page<MarketChart>>('/api/admin/marketCharts/list', { ...params, pageNo: params.currentPage }));
}

export async function getAdminChart(id: number): Promise<MarketChart> {
  return unwrap(await http.get<MarketChart>('/api/admin/marketCharts/detail', { id }));
}

export async function getChartProductOptions(): Promise<ChartProductOption[]> {
  return unwrap(await http.get<ChartProductOption[]>('/api/admin/marketCharts/productOptions'));
}

/** Create or update, once per idempotency key. */
export async function saveChart(input: ChartSaveInput, idempotencyKey?: string): Promise<{ id: number }> {
  return unwrap(
    await http.post<{ id: number }>(
      '/api/admin/marketCharts/save',
      toFormBody({ ...input, productCodes: input.productCodes.join(','), placements: input.placements.join(',') }, { blanks: 'omit' }),
      idempotent(idempotencyKey),
    ),
  );
}

export async function deleteChart(id: number): Promise<void> {
  unwrap(await http.post<null>('/api/admin/marketCharts/delete', { id }));
}
