import { and, asc, count, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { indexAssessments, indexFamilies, indexMethodologies, indexProducts, indexValues, marketChartSeries, priceSubmissions } from '../../db/schema/index.ts';

export type FamilyRow = typeof indexFamilies.$inferSelect;
export type ProductRow = typeof indexProducts.$inferSelect & { familyCode: string; familyName: string };
export type ProductInsert = Omit<typeof indexProducts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A LIKE pattern matching `keyword` literally anywhere. */
export const contains = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const productColumns = { ...getTableColumns(indexProducts), familyCode: indexFamilies.code, familyName: indexFamilies.name };
const productOrder = [asc(indexFamilies.sortOrder), asc(indexFamilies.id), asc(indexProducts.sortOrder), asc(indexProducts.id)];

function selectProducts(db: Database, where?: SQL) {
  return db
    .select(productColumns)
    .from(indexProducts)
    .innerJoin(indexFamilies, eq(indexFamilies.id, indexProducts.familyId))
    .where(where)
    .orderBy(...productOrder);
}

/** Families in display order: PriceFirst/Second/Third are the first three. */
export async function listFamilies(db: Database): Promise<FamilyRow[]> {
  return db.select().from(indexFamilies).orderBy(asc(indexFamilies.sortOrder), asc(indexFamilies.id));
}

export async function findFamilyByCode(db: Database, code: string): Promise<FamilyRow | undefined> {
  const rows = await db.select().from(indexFamilies).where(eq(indexFamilies.code, code)).limit(1);
  return rows[0];
}

export async function findFamilyById(db: Database, id: number): Promise<FamilyRow | undefined> {
  const rows = await db.select().from(indexFamilies).where(eq(indexFamilies.id, id)).limit(1);
  return rows[0];
}

/** Every product (optionally only active ones, or one family's) in display order. */
export async function listProducts(db: Database, filter: { familyId?: number; activeOnly?: boolean } = {}): Promise<ProductRow[]> {
  const conditions = [
    filter.familyId ? eq(indexProducts.familyId, filter.familyId) : undefined,
    filter.activeOnly ? eq(indexProducts.active, true) : undefined,
  ];
  return selectProducts(db, and(...conditions));
}

export async function findProductsByCodes(db: Database, codes: string[]): Promise<ProductRow[]> {
  if (codes.length === 0) return [];
  return selectProducts(db, inArray(indexProducts.code, codes));
}

export async function findProductById(db: Database, id: number): Promise<ProductRow | undefined> {
  const rows = await selectProducts(db, eq(indexProducts.id, id)).limit(1);
  return rows[0];
}

/** Back office: a page of products with a keyword on code or name. */
export async function pageProducts(
  db: Database,
  q: { familyId?: number; keyword?: string; active?: boolean; ids?: number[]; currentPage: number; pageSize: number },
) {
  const where = and(
    q.ids ? (q.ids.length ? inArray(indexProducts.id, q.ids) : sql`false`) : undefined,
    q.familyId ? eq(indexProducts.familyId, q.familyId) : undefined,
    q.active === undefined ? undefined : eq(indexProducts.active, q.active),
    q.keyword ? or(ilike(indexProducts.code, contains(q.keyword)), ilike(indexProducts.name, contains(q.keyword))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectProducts(db, where)
      .limit(q.pageSize)
      .offset((q.currentPage - 1) * q.pageSize),
    db.select({ n: count() }).from(indexProducts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countProductsByFamily(db: Database): Promise<Map<number, number>> {
  const rows = await db.select({ familyId: indexProducts.familyId, n: count() }).from(indexProducts).groupBy(indexProducts.familyId);
  return new Map(rows.map((r) => [r.familyId, r.n]));
}

export async function insertFamily(db: Executor, values: Pick<FamilyRow, 'code' | 'name' | 'description' | 'sortOrder'>): Promise<FamilyRow> {
  const [row] = await db.insert(indexFamilies).values(values).returning();
  return row!;
}

export async function updateFamily(db: Database, id: number, values: Pick<FamilyRow, 'code' | 'name' | 'description' | 'sortOrder'>): Promise<void> {
  await db
    .update(indexFamilies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(indexFamilies.id, id));
}

export async function deleteFamily(db: Database, id: number): Promise<void> {
  await db.delete(indexFamilies).where(eq(indexFamilies.id, id));
}

export async function findProductIdByCode(db: Database, code: string): Promise<number | undefined> {
  const rows = await db.select({ id: indexProducts.id }).from(indexProducts).where(eq(indexProducts.code, code)).limit(1);
  return rows[0]?.id;
}

export async function insertProduct(db: Executor, values: ProductInsert): Promise<number> {
  const [row] = await db.insert(indexProducts).values(values).returning({ id: indexProducts.id });
  return row!.id;
}

export async function updateProduct(db: Database, id: number, values: ProductInsert): Promise<void> {
  await db
    .update(indexProducts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(indexProducts.id, id));
}

export async function deleteProduct(db: Database, id: number): Promise<void> {
  await db.delete(indexProducts).where(eq(indexProducts.id, id));
}

/** What keeps a product from being deleted: its values and the charts that show it. */
export async function productUsage(db: Database, id: number): Promise<{ values: number; charts: number; records: number }> {
  const [[values], [charts], [submissions], [versions], [entries]] = await Promise.all([
    db.select({ n: count() }).from(indexValues).where(eq(indexValues.productId, id)),
    db.select({ n: count() }).from(marketChartSeries).where(eq(marketChartSeries.productId, id)),
    db.select({ n: count() }).from(priceSubmissions).where(eq(priceSubmissions.productId, id)),
    db.select({ n: count() }).from(indexMethodologies).where(eq(indexMethodologies.productId, id)),
    db.select({ n: count() }).from(indexAssessments).where(eq(indexAssessments.productId, id)),
  ]);
  // Index production's record (inputs, methodology versions, approvals) is kept for good.
  const records = (submissions?.n ?? 0) + (versions?.n ?? 0) + (entries?.n ?? 0);
  return { values: values?.n ?? 0, charts: charts?.n ?? 0, records };
}
