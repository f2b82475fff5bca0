/** MarketChartManagement, MarketChartAdd, MarketChartDetail (permission chart:manage). */
import {
  CHART_PLACEMENT_NAMES,
  CHART_RANGE_NAMES,
  CHART_TYPE_NAMES,
  chartDetailQuery,
  chartListQuery,
  chartSaveBody,
  priceIdBody,
  PERMISSIONS,
  PRICE_MESSAGES,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { listProducts } from '../prices/catalog.repository.ts';
import { deleteChart, findChart, listChartSeries, pageCharts } from './market-chart.repository.ts';
import { saveChart } from './market-chart.service.ts';
import { presentChart, presentChartOption } from './market.presenter.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';
import type { Database } from '../../db/client.ts';
import { diffSnapshots } from '../audit/changes.ts';

const CHART_LABELS = {
  title: '标题',
  subtitle: '副标题',
  chartType: '图表类型',
  series: '指数',
  placements: '展示位置',
  rangePreset: '时间范围',
  sortOrder: '排序',
  active: '启用',
  remark: '备注',
};

/** A chart as the operation log shows it: names, not codes. */
async function chartSnapshot(db: Database, id: number) {
  const chart = await findChart(db, id);
  if (!chart) return null;
  const series = await listChartSeries(db, [id]);
  return {
    ...chart,
    chartType: CHART_TYPE_NAMES[chart.chartType],
    rangePreset: CHART_RANGE_NAMES[chart.rangePreset],
    placements: chart.placements.map((p) => CHART_PLACEMENT_NAMES[p]),
    series: series.map((s) => s.name),
  };
}

export async function marketChartAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/marketCharts/list', staffRoute(PERMISSIONS.charts), async (request) => {
    const q = parse(chartListQuery, request.query);
    const { rows, total } = await pageCharts(app.db, q);
    const series = await listChartSeries(
      app.db,
      rows.map((r) => r.id),
    );
    return ok({ list: rows.map((r) => presentChart(r, series)), total, currentPage: q.currentPage, pageSize: q.pageSize });
  });

  app.get('/api/admin/marketCharts/detail', staffRoute(PERMISSIONS.charts), async (request) => {
    const { id } = parse(chartDetailQuery, request.query);
    const chart = await findChart(app.db, id);
    if (!chart) throw notFound(PRICE_MESSAGES.chartNotFound);
    return ok(presentChart(chart, await listChartSeries(app.db, [id])));
  });

  /** The indexes a chart can show (for MarketChartAdd's picker). */
  app.get('/api/admin/marketCharts/productOptions', staffRoute(PERMISSIONS.charts), async () => {
    return ok((await listProducts(app.db)).map(presentChartOption));
  });

  app.post('/api/admin/marketCharts/save', staffRoute(PERMISSIONS.charts, '保存行情图表'), async (request) => {
    const body = parse(chartSaveBody, request.body);
    request.auditTarget = body.title;
    const before = body.id ? await chartSnapshot(app.db, body.id) : null;
    const id = await saveChart(app.db, body);
    if (before) request.auditChanges = diffSnapshots(before, await chartSnapshot(app.db, id), CHART_LABELS);
    return ok({ id }, '保存成功');
  });

  app.post('/api/admin/marketCharts/delete', staffRoute(PERMISSIONS.charts, '删除行情图表'), async (request) => {
    const { id } = parse(priceIdBody, request.body);
    request.auditTarget = String(id);
    const chart = await findChart(app.db, id);
    if (!chart) throw notFound(PRICE_MESSAGES.chartNotFound);
    request.auditTarget = chart.title;
    await deleteChart(app.db, id);
    return ok(null, '删除成功');
  });
}
