import { and, count, desc, eq, ilike, inArray, max, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sensitiveWords, sensitiveWordVersions } from '../../db/schema/index.ts';
import type { WordEntry } from './matcher.ts';

export type SensitiveWordRow = typeof sensitiveWords.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The list's version: grows with every change (see sensitive_word_versions). */
export async function readWordListVersion(db: Database): Promise<number> {
  const [row] = await db.select({ v: max(sensitiveWordVersions.id) }).from(sensitiveWordVersions);
  return row?.v ?? 0;
}

/** Records a change of the list, in the transaction that made it. */
export async function bumpWordListVersion(tx: Tx | Database): Promise<void> {
  await tx.insert(sensitiveWordVersions).values({});
}

export async function loadAllWords(db: Database): Promise<WordEntry[]> {
  return db.select({ word: sensitiveWords.word, category: sensitiveWords.category, level: sensitiveWords.level }).from(sensitiveWords);
}

export interface WordFilter {
  keyword?: string;
  category?: string;
  level?: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listWords(db: Database, filter: WordFilter, page: { currentPage: number; pageSize: number }) {
  const where: SQL[] = [];
  if (filter.keyword) where.push(ilike(sensitiveWords.word, `%${escapeLike(filter.keyword)}%`));
  if (filter.category) where.push(eq(sensitiveWords.category, filter.category));
  if (filter.level) where.push(eq(sensitiveWords.level, filter.level));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sensitiveWords)
      .where(condition)
      .orderBy(desc(sensitiveWords.id))
      .limit(page.pageSize)
      .offset((page.currentPage - 1) * page.pageSize),
    db.select({ n: count() }).from(sensitiveWords).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Which of these folded keys are already listed. */
export async function findExistingKeys(db: Database | Tx, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const rows = await db
      .select({ key: sensitiveWords.wordKey })
      .from(sensitiveWords)
      .where(inArray(sensitiveWords.wordKey, keys.slice(i, i + 1000)));
    for (const r of rows) found.add(r.key);
  }
  return found;
}

export async function listCategories(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ category: sensitiveWords.category }).from(sensitiveWords).orderBy(sensitiveWords.category);
  return rows.map((r) => r.category);
}

export { sensitiveWords };
export type { Tx };
