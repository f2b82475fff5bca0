import { asc, count, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { articles, contentCategories } from '../../db/schema/index.ts';

export type CategoryRow = typeof contentCategories.$inferSelect;
export type NewCategory = Omit<typeof contentCategories.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Every category, in display order (the table is small: read whole). */
export async function listCategories(db: Database): Promise<CategoryRow[]> {
  return db.select().from(contentCategories).orderBy(asc(contentCategories.sortOrder), asc(contentCategories.id));
}

export async function findCategory(db: Database, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(contentCategories).where(eq(contentCategories.id, id)).limit(1);
  return row;
}

export async function insertCategory(db: Executor, values: NewCategory): Promise<CategoryRow> {
  const [row] = await db.insert(contentCategories).values(values).returning();
  return row!;
}

export async function updateCategory(db: Database, id: number, values: NewCategory): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(contentCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contentCategories.id, id))
    .returning();
  return row;
}

export async function deleteCategory(db: Database, id: number): Promise<void> {
  await db.delete(contentCategories).where(eq(contentCategories.id, id));
}

export async function countArticlesIn(db: Database, categoryId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles).where(eq(articles.categoryId, categoryId));
  return row?.n ?? 0;
}

/** The category and all below it. */
export function subtreeIds(all: CategoryRow[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) for (const c of all) if (c.parentId === ids[i] && !ids.includes(c.id)) ids.push(c.id);
  return ids;
}
