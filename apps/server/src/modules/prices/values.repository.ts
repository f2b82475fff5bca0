import { and, asc, count, desc, eq, gte, inArray, lte, max, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { indexFamilies, indexLatest, indexProducts, indexValues } from '../../db/schema/index.ts';
import type { ValuePoint } from './changes.ts';
import type { Cutoffs } from './embargo.ts';

/** A value row to write: [productId, period, value]. */
export type ValueTuple = [number, string, number];

const INSERT_CHUNK = 2000;

/**
 * Public reads pass the embargo's cutoffs (embargo.ts): only periods up to each product's
 * cutoff. Products sharing a cutoff share one condition, so the OR stays short.
 */
function releasedOnly(cutoffs: Cutoffs | undefined): SQL | undefined {
  if (!cutoffs) return undefined;
  const byCutoff = new Map<string, number[]>();
  for (const [id, cutoff] of cutoffs) byCutoff.set(cutoff, [...(byCutoff.get(cutoff) ?? []), id]);
  if (byCutoff.size === 0) return sql`false`;
  return or(...[...byCutoff].map(([cutoff, ids]) => and(inArray(indexValues.productId, ids), lte(indexValues.period, cutoff))));
}

/** Rows of these products in [from, to] (either open) that the public may see. */
const inRange = (productIds: number[], from: string | undefined, to: string | undefined, cutoffs: Cutoffs | undefined) =>
  and(
    inArray(indexValues.productId, productIds),
    from ? gte(indexValues.period, from) : undefined,
    to ? lte(indexValues.period, to) : undefined,
    releasedOnly(cutoffs),
  );

/**
 * Values of several products in [from, to] (either open), ascending, per product. Each
 * product's points arrive as one JSON array: far cheaper to decode than one row per point.
 */
export async function listSeriesPoints(db: Database, productIds: number[], from?: string, to?: string, cutoffs?: Cutoffs): Promise<Map<number, ValuePoint[]>> {
  const series = new Map<number, ValuePoint[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return series;
  const rows = await db
    .select({
      productId: indexValues.productId,
      points: sql<Array<[string, number]>>`json_agg(json_build_array(${indexValues.period}, ${indexValues.value}::float8) order by ${indexValues.period})`,
    })
    .from(indexValues)
    .where(inRange(productIds, from, to, cutoffs))
    .groupBy(indexValues.productId);
  for (const row of rows)
    series.set(
      row.productId,
      row.points.map(([period, value]) => ({ period, value })),
    );
  return series;
}

/** The latest period with a value, per product (only products that have one). */
export async function latestPeriods(db: Database, productIds: number[], upTo?: string, cutoffs?: Cutoffs): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: indexValues.productId, period: max(indexValues.period) })
    .from(indexValues)
    .where(and(inArray(indexValues.productId, productIds), upTo ? lte(indexValues.period, upTo) : undefined, releasedOnly(cutoffs)))
    .groupBy(indexValues.productId);
  return new Map(rows.filter((r) => r.period).map((r) => [r.productId, r.period!]));
}

/** Distinct periods with values for some products, newest first. */
export async function listPeriods(
  db: Database,
  productIds: number[],
  from: string | undefined,
  to: string | undefined,
  limit: number,
  cutoffs?: Cutoffs,
): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ period: indexValues.period })
    .from(indexValues)
    .where(inRange(productIds, from, to, cutoffs))
    .orderBy(desc(indexValues.period))
    .limit(limit);
  return rows.map((r) => r.period);
}

/** The maintained latest values of active products, in display order. */
export async function listLatestRows(db: Database, filter: { familyId?: number; productIds?: number[] }) {
  return db
    .select({
      productId: indexLatest.productId,
      period: indexLatest.period,
      value: indexLatest.value,
      changes: indexLatest.changes,
      code: indexProducts.code,
      name: indexProducts.name,
      unit: indexProducts.unit,
      frequency: indexProducts.frequency,
      decimals: indexProducts.decimals,
      releaseWeekday: indexProducts.releaseWeekday,
      releaseTime: indexProducts.releaseTime,
      deliveryBasis: indexProducts.deliveryBasis,
      demo: indexProducts.demo,
      familyCode: indexFamilies.code,
    })
    .from(indexLatest)
    .innerJoin(indexProducts, eq(indexProducts.id, indexLatest.productId))
    .innerJoin(indexFamilies, eq(indexFamilies.id, indexProducts.familyId))
    .where(
      and(
        eq(indexProducts.active, true),
        filter.familyId ? eq(indexProducts.familyId, filter.familyId) : undefined,
        filter.productIds ? inArray(indexProducts.id, filter.productIds) : undefined,
      ),
    )
    .orderBy(asc(indexFamilies.sortOrder), asc(indexFamilies.id), asc(indexProducts.sortOrder), asc(indexProducts.id));
}

export type LatestRow = Awaited<ReturnType<typeof listLatestRows>>[number];

export async function saveLatest(db: Database, productId: number, point: ValuePoint, changes: typeof indexLatest.$inferInsert.changes): Promise<void> {
  const row = { productId, period: point.period, value: point.value, changes, updatedAt: new Date() };
  await db
    .insert(indexLatest)
    .values(row)
    .onConflictDoUpdate({ target: indexLatest.productId, set: { period: row.period, value: row.value, changes, updatedAt: row.updatedAt } });
}

export async function deleteLatest(db: Database, productId: number): Promise<void> {
  await db.delete(indexLatest).where(eq(indexLatest.productId, productId));
}

export async function findValue(db: Database, productId: number, period: string) {
  const rows = await db
    .select()
    .from(indexValues)
    .where(and(eq(indexValues.productId, productId), eq(indexValues.period, period)))
    .limit(1);
  return rows[0];
}

/** Deletes one value; answers whether there was one. */
export async function deleteValue(db: Database, productId: number, period: string): Promise<boolean> {
  const gone = await db
    .delete(indexValues)
    .where(and(eq(indexValues.productId, productId), eq(indexValues.period, period)))
    .returning({ period: indexValues.period });
  return gone.length > 0;
}

/** Inserts or overwrites many values in batches (import and seeding). */
export async function upsertValues(db: Database, rows: ValueTuple[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK).map(([productId, period, value]) => ({ productId, period, value }));
    await db
      .insert(indexValues)
      .values(chunk)
      .onConflictDoUpdate({ target: [indexValues.productId, indexValues.period], set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
  }
}

/** Which of a product's periods in [from, to] already have values. */
export async function existingPeriods(db: Database, productId: number, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ period: indexValues.period })
    .from(indexValues)
    .where(and(eq(indexValues.productId, productId), gte(indexValues.period, from), lte(indexValues.period, to)));
  return new Set(rows.map((r) => r.period));
}

/** Back office: a page of one product's values, newest first, each with its change vs the previous period. */
export async function pageValues(db: Database, q: { productId: number; from?: string; to?: string; currentPage: number; pageSize: number }) {
  const withPrev = db
    .select({
      period: indexValues.period,
      value: indexValues.value,
      updatedAt: indexValues.updatedAt,
      prev: sql<number | null>`lag(${indexValues.value}) over (order by ${indexValues.period})`.mapWith((v) => (v === null ? null : Number(v))).as('prev'),
    })
    .from(indexValues)
    .where(eq(indexValues.productId, q.productId))
    .as('v');
  const where = and(q.from ? gte(withPrev.period, q.from) : undefined, q.to ? lte(withPrev.period, q.to) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withPrev)
      .where(where)
      .orderBy(desc(withPrev.period))
      .limit(q.pageSize)
      .offset((q.currentPage - 1) * q.pageSize),
    db.select({ n: count() }).from(withPrev).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether these product ids all exist (an import staged earlier may have gone stale). */
export async function countProducts(db: Database, productIds: number[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(indexProducts).where(inArray(indexProducts.id, productIds));
  return row?.n ?? 0;
}
