/** Market charts: the back office's writes and the portal's charts with their data. */
import { type ChartRange, type chartSaveBody, type MarketTrendChart, type MarketTrendDates, type Page, PRICE_MESSAGES } from '@coal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findFamilyByCode, listProducts, type ProductRow } from '../prices/catalog.repository.ts';
import { addDays, addMonths, addYears, beijingToday } from '../../lib/dates.ts';
import { cutoffsOf } from '../prices/embargo.ts';
import { presentSeries } from '../prices/prices.presenter.ts';
import { productsByCodes } from '../prices/series.service.ts';
import type { ValuePoint } from '../prices/changes.ts';
import { latestPeriods, listPeriods, listSeriesPoints } from '../prices/values.repository.ts';
import { findChart, insertChart, listChartSeries, pageCharts, updateChart } from './market-chart.repository.ts';
import { presentTrendChart } from './market.presenter.ts';

/** How far before the latest release a chart starts. */
const RANGE_START: Record<ChartRange, (to: string) => string> = {
  '1M': (to) => addDays(addMonths(to, -1), 1),
  '3M': (to) => addDays(addMonths(to, -3), 1),
  '6M': (to) => addDays(addMonths(to, -6), 1),
  '1Y': (to) => addDays(addYears(to, -1), 1),
  '3Y': (to) => addDays(addYears(to, -3), 1),
  ALL: (to) => addDays(addYears(to, -10), 1),
};

/** Creates or updates a chart; its series are index codes, kept in the order given. */
export async function saveChart(db: Database, body: z.output<typeof chartSaveBody>): Promise<number> {
  const { id, productCodes, ...values } = body;
  const productIds = (await productsByCodes(db, productCodes)).map((p) => p.id);
  if (!id) return insertChart(db, values, productIds);
  if (!(await findChart(db, id))) throw notFound(PRICE_MESSAGES.chartNotFound);
  await updateChart(db, id, values, productIds);
  return id;
}

/**
 * GET /api/marketTrend/findMarketTrendInfoList: active charts of a placement with their series.
 * A fixed number of queries whatever the page holds: the latest periods and the values of every
 * index shown are read once, each chart then takes its own range out of them.
 */
export async function marketTrendPage(
  db: Database,
  q: { placement?: MarketTrendChart['placements'][number]; currentPage: number; pageSize: number; seriesOf?: 'first' | number },
  now: Date,
): Promise<Page<MarketTrendChart>> {
  const { rows, total } = await pageCharts(db, { ...q, activeOnly: true });
  // A page showing one chart at a time asks only that one's data (`seriesOf`); the rest come with empty series.
  const only = q.seriesOf === 'first' ? rows[0]?.id : q.seriesOf;
  const withData = (chartId: number) => only === undefined || chartId === only;
  const series = await listChartSeries(
    db,
    rows.map((r) => r.id),
  );
  const productById = new Map((await listProducts(db)).map((p) => [p.id, p]));
  const ids = [...new Set(series.map((s) => s.productId))];
  // Released values only (embargo.ts).
  const cutoffs = cutoffsOf(
    ids.map((id) => productById.get(id)!),
    now,
  );
  const latest = await latestPeriods(db, ids, undefined, cutoffs);
  const charts = rows.map((chart) => {
    const products = series.filter((s) => s.chartId === chart.id).map((s) => productById.get(s.productId)!);
    const to =
      products
        .map((p) => latest.get(p.id) ?? '')
        .sort()
        .at(-1) || beijingToday(now);
    return { chart, products, from: RANGE_START[chart.rangePreset](to), to };
  });
  if (charts.length === 0) return { list: [], total, currentPage: q.currentPage, pageSize: q.pageSize };
  const drawn = charts.filter((c) => withData(c.chart.id));
  const from = drawn.map((c) => c.from).sort()[0];
  const to = drawn
    .map((c) => c.to)
    .sort()
    .at(-1);
  const points =
    from && to
      ? await listSeriesPoints(db, [...new Set(drawn.flatMap((c) => c.products.map((p) => p.id)))], from, to, cutoffs)
      : new Map<number, ValuePoint[]>();
  const list = charts.map(({ chart, products, from, to }) =>
    presentTrendChart(
      chart,
      { from, to },
      withData(chart.id)
        ? products.map((p) =>
            presentSeries(
              p,
              points.get(p.id)!.filter((v) => v.period >= from && v.period <= to),
            ),
          )
        : [],
    ),
  );
  return { list, total, currentPage: q.currentPage, pageSize: q.pageSize };
}

/** GET /api/marketTrend/findMarketTrendDate: dates that have data (an index, a family, or all). */
export async function marketTrendDates(
  db: Database,
  q: { familyCode?: string; code?: string; from?: string; to?: string },
  now: Date,
): Promise<MarketTrendDates> {
  let products: ProductRow[];
  if (q.code) products = await productsByCodes(db, [q.code]);
  else if (q.familyCode) {
    const family = await findFamilyByCode(db, q.familyCode);
    if (!family) throw notFound(PRICE_MESSAGES.familyNotFound);
    products = await listProducts(db, { familyId: family.id, activeOnly: true });
  } else products = await listProducts(db, { activeOnly: true });
  const ids = products.map((p) => p.id);
  const cutoffs = cutoffsOf(products, now);
  const [latest] = await listPeriods(db, ids, undefined, undefined, 1, cutoffs);
  return { latestDate: latest ?? null, dates: await listPeriods(db, ids, q.from, q.to, 400, cutoffs) };
}
