/**
 * Latest values with their changes. Reads come from the maintained `index_latest` table
 * (one join, no series loaded); every write refreshes the rows of the products it touched
 * in the same transaction. Values "as of" a past date are computed on demand.
 */
import { type IndexFrequency, type LatestValues, PRICE_MESSAGES } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { releaseDayOf } from './calendar.ts';
import { CHANGE_LOOKBACK_DAYS, computeChangesAt } from './changes.ts';
import { findFamilyByCode, findProductsByCodes, listProducts, type ProductRow } from './catalog.repository.ts';
import { addDays } from './dates.ts';
import { releasedThrough } from './embargo.ts';
import { presentLatest, presentLatestRow } from './prices.presenter.ts';
import { retirementDates } from './notices.repository.ts';
import { discloseLatest } from '../index-production/disclosure.ts';
import { deleteLatest, latestPeriods, listLatestRows, listSeriesPoints, saveLatest } from './values.repository.ts';

/** Recomputes the latest row of each product (call inside the writing transaction). */
export async function refreshLatest(db: Database, products: Array<{ id: number; frequency: IndexFrequency }>): Promise<void> {
  const latest = await latestPeriods(
    db,
    products.map((p) => p.id),
  );
  for (const product of products) {
    const period = latest.get(product.id);
    if (!period) {
      await deleteLatest(db, product.id);
      continue;
    }
    const points = (await listSeriesPoints(db, [product.id], addDays(period, -CHANGE_LOOKBACK_DAYS), period)).get(product.id)!;
    const changes = computeChangesAt(points, points.length - 1, product.frequency);
    await saveLatest(db, product.id, points[points.length - 1]!, changes);
  }
}

/** Which products a latest/as-of request is about: a family, some codes, or every active one. */
async function resolveProducts(db: Database, q: { familyCode?: string; codes?: string[] }): Promise<{ familyId?: number; products?: ProductRow[] }> {
  let familyId: number | undefined;
  if (q.familyCode) {
    const family = await findFamilyByCode(db, q.familyCode);
    if (!family) throw notFound(PRICE_MESSAGES.familyNotFound);
    familyId = family.id;
  }
  if (!q.codes) return { familyId };
  const products = await findProductsByCodes(db, q.codes);
  const missing = q.codes.filter((c) => !products.some((p) => p.code === c));
  if (missing.length) throw notFound(`${PRICE_MESSAGES.productNotFound}：${missing.join('、')}`);
  // A retired index asked for by its code answers its last value (with its 停发 date).
  return { familyId, products: products.filter((p) => !familyId || p.familyId === familyId) };
}

/** Retired indexes' last values, marked with their 停发 date (the retirement notice's, else the day after the last value). */
async function retiredValues(db: Database, retired: ProductRow[], now: Date, date?: string): Promise<LatestValues['list']> {
  if (retired.length === 0) return [];
  const [values, dates] = await Promise.all([
    valuesAsOf(db, retired, now, date),
    retirementDates(
      db,
      retired.map((p) => p.id),
    ),
  ]);
  return values.map((v) => {
    const product = retired.find((p) => p.code === v.code)!;
    return { ...v, discontinuedOn: dates.get(product.id) ?? addDays(v.period, 1) };
  });
}

/**
 * Latest public values of active indexes (a family's, some codes', or all), optionally as of a
 * date; a retired index named by its code answers its last value and 停发 date. A value is public only from its release moment (embargo.ts): a maintained latest row
 * not yet released at `now` is replaced by the product's latest released value.
 */
export async function getLatestValues(db: Database, q: { familyCode?: string; codes?: string[]; date?: string }, now: Date): Promise<LatestValues> {
  return discloseLatest(db, await latestValuesOf(db, q, now), now);
}

async function latestValuesOf(db: Database, q: { familyCode?: string; codes?: string[]; date?: string }, now: Date): Promise<LatestValues> {
  const { familyId, products } = await resolveProducts(db, q);
  const retired = await retiredValues(db, products?.filter((p) => !p.active) ?? [], now, q.date);
  const active = products?.filter((p) => p.active);
  if (!q.date) {
    const rows = await listLatestRows(db, { familyId, productIds: active?.map((p) => p.id) });
    const embargoed = rows.filter((r) => r.period > releasedThrough({ ...r, id: r.productId }, now));
    if (embargoed.length === 0) return withAsOf([...rows.map(presentLatestRow), ...retired]);
    const chosen = (active ?? (await listProducts(db, { familyId, activeOnly: true }))).filter((p) => embargoed.some((r) => r.productId === p.id));
    const released = new Map((await valuesAsOf(db, chosen, now)).map((v) => [v.code, v]));
    const list = rows.flatMap((r) => (embargoed.includes(r) ? (released.has(r.code) ? [released.get(r.code)!] : []) : [presentLatestRow(r)]));
    return withAsOf([...list, ...retired]);
  }
  const chosen = active ?? (await listProducts(db, { familyId, activeOnly: true }));
  return withAsOf([...(await valuesAsOf(db, chosen, now, q.date)), ...retired]);
}

/** Each product's latest value as of `date` (default: no limit) that is public at `now`, with its changes. */
async function valuesAsOf(db: Database, chosen: ProductRow[], now: Date, date?: string): Promise<LatestValues['list']> {
  const limits = chosen.map((p) => {
    const cutoff = releasedThrough(p, now);
    return date && date < cutoff ? date : cutoff;
  });
  const upTo = limits.reduce((m, d) => (d > m ? d : m), '');
  const from = limits.reduce((m, d) => (d < m ? d : m), upTo);
  const byProduct = await listSeriesPoints(
    db,
    chosen.map((p) => p.id),
    addDays(from, -CHANGE_LOOKBACK_DAYS),
    upTo,
  );
  return chosen.flatMap((product, i) => {
    const limit = limits[i]!;
    const series = (byProduct.get(product.id) ?? []).filter((p) => p.period <= limit);
    // A monthly value is only known once its month's release day has come.
    const rule = { frequency: product.frequency, releaseWeekday: product.releaseWeekday };
    while (series.length && releaseDayOf(rule, series.at(-1)!.period) > limit) series.pop();
    if (!series.length) return [];
    const last = series.length - 1;
    return [presentLatest(product, series[last]!, computeChangesAt(series, last, product.frequency))];
  });
}

function withAsOf(list: LatestValues['list']): LatestValues {
  const asOf = list.reduce<string | null>((max, v) => (max === null || v.period > max ? v.period : max), null);
  return { asOf, list };
}
