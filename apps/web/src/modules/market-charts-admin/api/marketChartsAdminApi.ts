/** MarketChartManagement's calls: the charts, their index options, save and delete. */
import type { ChartPlacement, ChartRange, ChartType, IndexFrequency, IndexUnit, MarketChart, Page } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';
import { idempotent } from '../../../lib/http/idempotency.ts';
import { formFlag } from '../../../ui/admin-list/formBody.ts';

export interface ChartListParams {
  placement?: ChartPlacement;
  keyword?: string;
  currentPage: number;
  pageSize: number;
}

/** What MarketChartAdd / MarketChartDetail save (chartSaveBody). */
export interface ChartSaveInput {
  id?: number;
  title: string;
  subtitle: string;
  chartType: ChartType;
  productCodes: string[];
  placements: ChartPlacement[];
  rangePreset: ChartRange;
  sortOrder: number;
  active: boolean;
  remark: string;
}

/** An index a chart can show (MarketChartAdd's picker). */
export interface ChartProductOption {
  code: string;
  name: string;
  familyCode: string;
  familyName: string;
  unit: IndexUnit;
  frequency: IndexFrequency;
  active: boolean;
}

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
      {
        ...input,
        productCodes: input.productCodes.join(','),
        placements: input.placements.join(','),
        active: formFlag(input.active),
      },
      idempotent(idempotencyKey),
    ),
  );
}

export async function deleteChart(id: number): Promise<void> {
  unwrap(await http.post<null>('/api/admin/marketCharts/delete', { id }));
}
