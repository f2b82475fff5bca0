import type { PaginationQuery } from '@coal/contracts';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { keywordUrls } from '../../db/schema/index.ts';
import { contains, offsetOf } from '../../lib/paging.ts';

export type KeywordUrlRow = typeof keywordUrls.$inferSelect;

/** Enabled keywords, longest first so that a longer keyword wins over one it contains. */
export async function listEnabledKeywords(db: Database): Promise<KeywordUrlRow[]> {
  const rows = await db.select().from(keywordUrls).where(eq(keywordUrls.enabled, true)).orderBy(asc(keywordUrls.sortOrder), asc(keywordUrls.id));
  return rows.sort((a, b) => b.keyword.length - a.keyword.length);
}

export async function listKeywords(db: Database, keyword: string | undefined, page: PaginationQuery) {
  const where = keyword ? contains(keywordUrls.keyword, keyword) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(keywordUrls).where(where).orderBy(asc(keywordUrls.sortOrder), desc(keywordUrls.id)).limit(page.pageSize).offset(offsetOf(page)),
    db.select({ n: count() }).from(keywordUrls).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findKeyword(db: Database, id: number): Promise<KeywordUrlRow | undefined> {
  return (await db.select().from(keywordUrls).where(eq(keywordUrls.id, id)).limit(1))[0];
}

export async function saveKeyword(
  db: Database,
  values: { id?: number; keyword: string; url: string; sortOrder: number; enabled: boolean },
): Promise<KeywordUrlRow | undefined> {
  const { id, ...rest } = values;
  // A transaction even for one row: an idempotent create commits its receipt with it.
  if (!id) return (await db.transaction((tx) => tx.insert(keywordUrls).values(rest).returning()))[0];
  return (
    await db
      .update(keywordUrls)
      .set({ ...rest, updatedAt: new Date() })
      .where(eq(keywordUrls.id, id))
      .returning()
  )[0];
}

export async function deleteKeyword(db: Database, id: number): Promise<KeywordUrlRow | undefined> {
  return (await db.delete(keywordUrls).where(eq(keywordUrls.id, id)).returning())[0];
}
