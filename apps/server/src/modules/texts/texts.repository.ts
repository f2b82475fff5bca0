import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { LibraryStatus, PaginationQuery } from '@coal/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { libraryCategories, libraryTexts } from '../../db/schema/index.ts';
import { contains, offsetOf } from '../../lib/paging.ts';

export type TextRow = typeof libraryTexts.$inferSelect;
export type TextInsert = typeof libraryTexts.$inferInsert;
export type TextWithCategory = TextRow & { categoryName: string };

export interface TextFilters {
  title?: string;
  categoryId?: number;
  status?: LibraryStatus;
}

function where(f: TextFilters): SQL | undefined {
  const conditions = [
    f.title ? contains(libraryTexts.title, f.title) : undefined,
    f.categoryId ? eq(libraryTexts.categoryId, f.categoryId) : undefined,
    f.status ? eq(libraryTexts.status, f.status) : undefined,
  ].filter((c): c is SQL => !!c);
  return conditions.length ? and(...conditions) : undefined;
}

const withCategory = { text: libraryTexts, categoryName: libraryCategories.name };
const flatten = (r: { text: TextRow; categoryName: string | null }): TextWithCategory => ({ ...r.text, categoryName: r.categoryName ?? '' });

/** A page of texts: smaller `sort` first, then the newest. */
export async function findTexts(
  db: Database,
  filters: TextFilters,
  page: PaginationQuery,
  orderBy?: SQL[],
): Promise<{ rows: TextWithCategory[]; total: number }> {
  const condition = where(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(withCategory)
      .from(libraryTexts)
      .leftJoin(libraryCategories, eq(libraryCategories.id, libraryTexts.categoryId))
      .where(condition)
      .orderBy(...(orderBy ?? [asc(libraryTexts.sort), desc(sql`coalesce(${libraryTexts.publishedAt}, ${libraryTexts.updatedAt})`), desc(libraryTexts.id)]))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(libraryTexts).where(condition),
  ]);
  return { rows: rows.map(flatten), total: Number(total?.n ?? 0) };
}

export async function findTextById(db: Database, id: number): Promise<TextWithCategory | undefined> {
  const rows = await db
    .select(withCategory)
    .from(libraryTexts)
    .leftJoin(libraryCategories, eq(libraryCategories.id, libraryTexts.categoryId))
    .where(eq(libraryTexts.id, id))
    .limit(1);
  return rows[0] ? flatten(rows[0]) : undefined;
}

export async function insertText(db: Executor, values: TextInsert): Promise<TextRow> {
  const [row] = await db.insert(libraryTexts).values(values).returning();
  return row!;
}

export async function updateText(db: Database, id: number, values: Partial<TextInsert>): Promise<TextRow | undefined> {
  const [row] = await db
    .update(libraryTexts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(libraryTexts.id, id))
    .returning();
  return row;
}

export async function deleteText(db: Database, id: number): Promise<TextRow | undefined> {
  const [row] = await db.delete(libraryTexts).where(eq(libraryTexts.id, id)).returning();
  return row;
}

export async function incrementTextViews(db: Database, id: number): Promise<void> {
  await db
    .update(libraryTexts)
    .set({ viewCount: sql`${libraryTexts.viewCount} + 1` })
    .where(eq(libraryTexts.id, id));
}
