import type { NoticeKind } from '@coal/contracts';
import { and, asc, count, desc, eq, inArray, lte, max, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { indexFamilies, indexNotices, indexProducts } from '../../db/schema/index.ts';

const productFamily = alias(indexFamilies, 'product_family');

const noticeColumns = {
  id: indexNotices.id,
  kind: indexNotices.kind,
  title: indexNotices.title,
  content: indexNotices.content,
  familyId: indexNotices.familyId,
  productId: indexNotices.productId,
  effectiveDate: indexNotices.effectiveDate,
  publishedAt: indexNotices.publishedAt,
  fromProcess: indexNotices.fromProcess,
  productCode: indexProducts.code,
  productName: indexProducts.name,
  /** The notice's own family, or its product's. */
  familyCode: indexFamilies.code,
  productFamilyCode: productFamily.code,
};

export interface NoticeFilter {
  familyId?: number;
  productId?: number;
  kind?: NoticeKind;
  /** Public reads: only notices published by then (a notice may be dated later than it was written). */
  publishedBy?: Date;
}

function noticeWhere(f: NoticeFilter): SQL | undefined {
  return and(
    // A family's notices include those about one of its products.
    f.familyId ? or(eq(indexNotices.familyId, f.familyId), eq(indexProducts.familyId, f.familyId)) : undefined,
    f.productId ? eq(indexNotices.productId, f.productId) : undefined,
    f.kind ? eq(indexNotices.kind, f.kind) : undefined,
    f.publishedBy ? lte(indexNotices.publishedAt, f.publishedBy) : undefined,
  );
}

/** A page of notices, newest first. */
export async function pageNotices(db: Database, f: NoticeFilter & { currentPage: number; pageSize: number }) {
  const where = noticeWhere(f);
  const [rows, [total]] = await Promise.all([
    db
      .select(noticeColumns)
      .from(indexNotices)
      .leftJoin(indexProducts, eq(indexProducts.id, indexNotices.productId))
      .leftJoin(indexFamilies, eq(indexFamilies.id, indexNotices.familyId))
      .leftJoin(productFamily, eq(productFamily.id, indexProducts.familyId))
      .where(where)
      .orderBy(desc(indexNotices.publishedAt), desc(indexNotices.id))
      .limit(f.pageSize)
      .offset((f.currentPage - 1) * f.pageSize),
    db.select({ n: count() }).from(indexNotices).leftJoin(indexProducts, eq(indexProducts.id, indexNotices.productId)).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, familyCode: r.familyCode ?? r.productFamilyCode })), total: total?.n ?? 0 };
}

export type NoticeRow = Awaited<ReturnType<typeof pageNotices>>['rows'][number];

/** Every notice's publication moment (ms), oldest first: the public reads' cache slots (notices-cache.ts). */
export async function publicationTimes(db: Database): Promise<number[]> {
  const rows = await db.selectDistinct({ at: indexNotices.publishedAt }).from(indexNotices).orderBy(asc(indexNotices.publishedAt));
  return rows.map((r) => r.at.getTime());
}

export async function findNotice(db: Database, id: number) {
  const rows = await db.select().from(indexNotices).where(eq(indexNotices.id, id)).limit(1);
  return rows[0];
}

export type NoticeValues = Pick<typeof indexNotices.$inferInsert, 'kind' | 'title' | 'content' | 'familyId' | 'productId' | 'effectiveDate'>;

export async function insertNotice(db: Executor, values: NoticeValues & { createdBy: string; fromProcess?: boolean }): Promise<number> {
  const [row] = await db.insert(indexNotices).values(values).returning({ id: indexNotices.id });
  return row!.id;
}

export async function updateNotice(db: Database, id: number, values: NoticeValues): Promise<void> {
  await db.update(indexNotices).set(values).where(eq(indexNotices.id, id));
}

export async function deleteNotice(db: Database, id: number): Promise<void> {
  await db.delete(indexNotices).where(eq(indexNotices.id, id));
}

/** The 停发 date of retired products: their latest retirement notice's effective date. */
export async function retirementDates(db: Database, productIds: number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: indexNotices.productId, date: max(indexNotices.effectiveDate) })
    .from(indexNotices)
    .where(and(eq(indexNotices.kind, 'retirement'), inArray(indexNotices.productId, productIds)))
    .groupBy(indexNotices.productId);
  return new Map(rows.filter((r) => r.productId !== null && r.date).map((r) => [r.productId!, r.date!]));
}
