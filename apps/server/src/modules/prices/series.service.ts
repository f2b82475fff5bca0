/** Index series by date range, for charts, comparison and export. */
import { type IndexSeries, MAX_RANGE_DAYS, PRICE_MESSAGES, type SeriesResult } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { CHANGE_LOOKBACK_DAYS, computeAllChanges } from './changes.ts';
import { findProductsByCodes, type ProductRow } from './catalog.repository.ts';
import { addDays, addYears, beijingToday, daysBetween } from '../../lib/dates.ts';
import { type Cutoffs, cutoffsOf } from './embargo.ts';
import { presentSeries } from './prices.presenter.ts';
import { latestPeriods, listSeriesPoints } from './values.repository.ts';
import type { HeavyWork } from '../../worker-pool/pool.ts';
import type { FastifyRequest } from 'fastify';

/** Series with this many points in all are given their changes on a worker thread. */
const OFF_THREAD_POINTS = 4_000;
/** A range longer than this with changes is a heavy read (rate-limited); the page's windows are shorter. */
const LONG_RANGE_DAYS = 400;

/** A series call asking changes over a long or open-ended (from the first value) range. */
export function isLongSeriesWithChanges(request: FastifyRequest): boolean {
  const q = request.query as Record<string, unknown>;
  if (q.changes !== '1' && q.changes !== 'true') return false;
  if (typeof q.from !== 'string' || !q.from) return false; // open start: the default year
  const to = typeof q.to === 'string' && q.to ? q.to : beijingToday();
  return !/^\d{4}-\d{2}-\d{2}$/.test(q.from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || daysBetween(q.from, to) > LONG_RANGE_DAYS;
}

/** The products named by codes, in the order asked; unknown codes are a 404. */
export async function productsByCodes(db: Database, codes: string[]): Promise<ProductRow[]> {
  const rows = await findProductsByCodes(db, codes);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const missing = codes.filter((c) => !byCode.has(c));
  if (missing.length) throw notFound(`${PRICE_MESSAGES.productNotFound}：${missing.join('、')}`);
  return codes.map((c) => byCode.get(c)!);
}

/**
 * Fills an open range: `to` defaults to the products' latest period (today when none),
 * `from` to one year before `to`. Longer than MAX_RANGE_DAYS is refused.
 */
async function resolveRange(db: Database, products: ProductRow[], cutoffs: Cutoffs, from?: string, to?: string): Promise<{ from: string; to: string }> {
  let end = to;
  if (!end) {
    const latest = [
      ...(
        await latestPeriods(
          db,
          products.map((p) => p.id),
          undefined,
          cutoffs,
        )
      ).values(),
    ].sort();
    end = latest.at(-1) ?? beijingToday();
    if (from && from > end) end = from;
  }
  const start = from ?? addDays(addYears(end, -1), 1);
  if (daysBetween(start, end) > MAX_RANGE_DAYS) throw badRequest('查询区间不能超过10年');
  return { from: start, to: end };
}

/**
 * Loads the series of `products` in [from, to]; with changes, also the history they compare
 * with. Many points' changes are computed on a worker thread when `work` is given.
 */
async function loadSeries(
  db: Database,
  products: ProductRow[],
  range: { from: string; to: string },
  withChanges: boolean,
  cutoffs: Cutoffs,
  work?: HeavyWork,
): Promise<IndexSeries[]> {
  const { from, to } = range;
  const loadFrom = withChanges ? addDays(from, -CHANGE_LOOKBACK_DAYS) : from;
  const byProduct = await listSeriesPoints(
    db,
    products.map((p) => p.id),
    loadFrom,
    to,
    cutoffs,
  );
  if (!withChanges) return products.map((product) => presentSeries(product, byProduct.get(product.id)!));
  const inputs = products.map((product) => ({ points: byProduct.get(product.id)!, frequency: product.frequency }));
  const total = inputs.reduce((n, s) => n + s.points.length, 0);
  // One task for the whole call: its place in the queue is one request's.
  const allChanges = work && total >= OFF_THREAD_POINTS ? await work.run('changes', inputs) : inputs.map((s) => computeAllChanges(s.points, s.frequency));
  return products.map((product, i) => {
    const points = byProduct.get(product.id)!;
    const first = points.findIndex((p) => p.period >= from);
    const start = first === -1 ? points.length : first;
    return presentSeries(product, points.slice(start), allChanges[i]!.slice(start));
  });
}

/** GET /api/priceIndex/series (and export, /line): only values public at `now` (embargo.ts). */
export async function getSeries(
  db: Database,
  q: { codes: string[]; from?: string; to?: string; changes?: boolean },
  now: Date,
  work?: HeavyWork,
): Promise<SeriesResult> {
  const products = await productsByCodes(db, q.codes);
  const cutoffs = cutoffsOf(products, now);
  const range = await resolveRange(db, products, cutoffs, q.from, q.to);
  return { ...range, series: await loadSeries(db, products, range, q.changes ?? false, cutoffs, work) };
}
