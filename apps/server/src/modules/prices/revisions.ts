/**
 * Corrections of published values (the archive shows the original and the corrected value):
 * recorded by the back-office correction and by imports that overwrite a value, in their
 * transaction. A value changed before its release was never published: no revision.
 */
import { and, asc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { indexProducts, indexValueRevisions, indexValues } from '../../db/schema/index.ts';
import { isReleased, type ReleaseSchedule } from './embargo.ts';
import type { ValueTuple } from './values.repository.ts';

/** Records [productId, period, old → new] where the value was public and changes. */
export async function recordRevisions(tx: Database, products: ReleaseSchedule[], rows: ValueTuple[], by: string, now: Date): Promise<void> {
  const byId = new Map(products.map((p) => [p.id, p]));
  const revisions: Array<typeof indexValueRevisions.$inferInsert> = [];
  const perProduct = new Map<number, ValueTuple[]>();
  for (const row of rows) perProduct.set(row[0], [...(perProduct.get(row[0]) ?? []), row]);
  for (const [productId, list] of perProduct) {
    const product = byId.get(productId);
    if (!product) continue;
    const periods = list.map((r) => r[1]).sort();
    const existing = await tx
      .select({ period: indexValues.period, value: indexValues.value })
      .from(indexValues)
      .where(and(eq(indexValues.productId, productId), gte(indexValues.period, periods[0]!), lte(indexValues.period, periods.at(-1)!)));
    const old = new Map(existing.map((e) => [e.period, e.value]));
    for (const [, period, value] of list) {
      const previous = old.get(period);
      if (previous === undefined || previous === value || !isReleased(product, period, now)) continue;
      revisions.push({ productId, period, previousValue: previous, newValue: value, revisedAt: now, revisedBy: by });
    }
  }
  if (revisions.length) await tx.insert(indexValueRevisions).values(revisions);
}

const revisionCols = {
  productId: indexValueRevisions.productId,
  period: indexValueRevisions.period,
  previousValue: indexValueRevisions.previousValue,
  newValue: indexValueRevisions.newValue,
  revisedAt: indexValueRevisions.revisedAt,
};

/** Revisions of these (product, period) values, oldest first. */
export async function revisionsOf(db: Database, productIds: number[], periods: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select(revisionCols)
    .from(indexValueRevisions)
    .where(and(inArray(indexValueRevisions.productId, productIds), inArray(indexValueRevisions.period, periods)))
    .orderBy(asc(indexValueRevisions.revisedAt), asc(indexValueRevisions.id));
}

/** Revisions made in [start, end) (a Beijing day), with their product, oldest first. */
export async function revisionsMadeBetween(db: Database, start: Date, end: Date) {
  return db
    .select({ ...revisionCols, code: indexProducts.code, name: indexProducts.name, unit: indexProducts.unit })
    .from(indexValueRevisions)
    .innerJoin(indexProducts, eq(indexProducts.id, indexValueRevisions.productId))
    .where(and(gte(indexValueRevisions.revisedAt, start), lt(indexValueRevisions.revisedAt, end)))
    .orderBy(asc(indexValueRevisions.revisedAt), asc(indexValueRevisions.id));
}
