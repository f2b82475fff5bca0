/** Edits of published articles waiting for review, one per article. */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articlePendingEdits } from '../../db/schema/index.ts';
import type { Tx } from './articles.repository.ts';

export type PendingEditRow = typeof articlePendingEdits.$inferSelect;

/** Stores (or replaces: a second edit before the decision supersedes the first) an article's pending edit. */
export async function upsertPendingEdit(tx: Database | Tx, values: typeof articlePendingEdits.$inferInsert): Promise<void> {
  const { articleId, ...rest } = values;
  await tx
    .insert(articlePendingEdits)
    .values(values)
    .onConflictDoUpdate({ target: articlePendingEdits.articleId, set: { ...rest, submittedAt: new Date() } });
  void articleId;
}

export async function findPendingEdit(db: Database | Tx, articleId: number): Promise<PendingEditRow | undefined> {
  const [row] = await db.select().from(articlePendingEdits).where(eq(articlePendingEdits.articleId, articleId)).limit(1);
  return row;
}

/** The pending edits of some articles, by article id. */
export async function findPendingEdits(db: Database, articleIds: number[]): Promise<Map<number, PendingEditRow>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db.select().from(articlePendingEdits).where(inArray(articlePendingEdits.articleId, articleIds));
  return new Map(rows.map((r) => [r.articleId, r]));
}

/** Takes an article's pending edit away (a decision): answers it, or undefined when another reviewer was first. */
export async function takePendingEdit(tx: Database | Tx, articleId: number): Promise<PendingEditRow | undefined> {
  const [row] = await tx.delete(articlePendingEdits).where(eq(articlePendingEdits.articleId, articleId)).returning();
  return row;
}
