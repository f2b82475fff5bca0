import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { libraryCategories, libraryTexts, libraryVideos, researchReports } from '../../db/schema/index.ts';

export type LibraryDomain = 'text' | 'report' | 'video';
export type CategoryRow = typeof libraryCategories.$inferSelect;

/** The table whose rows a domain's categories hold. */
const ITEMS: Record<LibraryDomain, { table: PgTable; categoryId: AnyPgColumn; status: AnyPgColumn }> = {
  text: { table: libraryTexts, categoryId: libraryTexts.categoryId, status: libraryTexts.status },
  report: { table: researchReports, categoryId: researchReports.categoryId, status: researchReports.status },
  video: { table: libraryVideos, categoryId: libraryVideos.categoryId, status: libraryVideos.status },
};

/** A domain's categories in order, each with its item count (published items only if asked). */
export async function listCategories(db: Database, domain: LibraryDomain, publishedOnly: boolean): Promise<Array<CategoryRow & { count: number }>> {
  const items = ITEMS[domain];
  const counts = db
    .select({ categoryId: sql<number>`${items.categoryId}`.as('category_id'), n: count().as('n') })
    .from(items.table)
    .where(publishedOnly ? eq(items.status, 'published') : undefined)
    .groupBy(items.categoryId)
    .as('counts');
  const rows = await db
    .select({ category: libraryCategories, n: counts.n })
    .from(libraryCategories)
    .leftJoin(counts, eq(counts.categoryId, libraryCategories.id))
    .where(eq(libraryCategories.domain, domain))
    .orderBy(asc(libraryCategories.sort), asc(libraryCategories.id));
  return rows.map((r) => ({ ...r.category, count: Number(r.n ?? 0) }));
}

export async function findCategory(db: Database, domain: LibraryDomain, id: number): Promise<CategoryRow | undefined> {
  const rows = await db
    .select()
    .from(libraryCategories)
    .where(and(eq(libraryCategories.domain, domain), eq(libraryCategories.id, id)))
    .limit(1);
  return rows[0];
}

export async function findCategoryByName(db: Database, domain: LibraryDomain, name: string): Promise<CategoryRow | undefined> {
  const rows = await db
    .select()
    .from(libraryCategories)
    .where(and(eq(libraryCategories.domain, domain), eq(libraryCategories.name, name)))
    .limit(1);
  return rows[0];
}

export async function insertCategory(db: Executor, domain: LibraryDomain, input: { name: string; sort: number }): Promise<CategoryRow> {
  const [row] = await db
    .insert(libraryCategories)
    .values({ domain, ...input })
    .returning();
  return row!;
}

export async function updateCategory(db: Database, domain: LibraryDomain, id: number, input: { name: string; sort: number }): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(libraryCategories)
    .set(input)
    .where(and(eq(libraryCategories.domain, domain), eq(libraryCategories.id, id)))
    .returning();
  return row;
}

/** How many items use a category (a used category cannot be deleted). */
export async function countCategoryItems(db: Database, domain: LibraryDomain, id: number): Promise<number> {
  const items = ITEMS[domain];
  const [row] = await db.select({ n: count() }).from(items.table).where(eq(items.categoryId, id));
  return Number(row?.n ?? 0);
}

export async function deleteCategory(db: Database, domain: LibraryDomain, id: number): Promise<void> {
  await db.delete(libraryCategories).where(and(eq(libraryCategories.domain, domain), eq(libraryCategories.id, id)));
}
