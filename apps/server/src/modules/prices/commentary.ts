/**
 * Market commentary on a release (Argus/Platts style): staff write it per value in
 * IndexProductManagement; the index page shows it beside the value. Embargo: the commentary
 * of a value not yet released is public neither here (isReleased) nor in the site search
 * (its document is visible from `releaseAt`, trigger in migration 0010).
 */
import { ERRORS, type IndexCommentary, type IndexFrequency } from '@coal/contracts';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { indexCommentaries, indexProducts } from '../../db/schema/index.ts';
import { notFound, refusedWith } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { releaseDayOf } from './calendar.ts';
import { findProductById, type ProductRow } from './catalog.repository.ts';
import { isReleased, releasedThrough } from './embargo.ts';
import { findValue } from './values.repository.ts';

const MAX_LISTED = 200;

/** The moment a product's value of `period` is released (Beijing release day and time). */
export function releaseMoment(product: Pick<ProductRow, 'frequency' | 'releaseWeekday' | 'releaseTime'>, period: string): Date {
  const day = releaseDayOf({ frequency: product.frequency as IndexFrequency, releaseWeekday: product.releaseWeekday }, period);
  return new Date(`${day}T${product.releaseTime}:00+08:00`);
}

type CommentaryRow = typeof indexCommentaries.$inferSelect;
const present = (r: CommentaryRow, code: string): IndexCommentary => ({
  id: r.id,
  code,
  period: r.period,
  content: r.content,
  updatedAt: r.updatedAt.toISOString(),
});

/** Released commentary of a product in [from, to], newest first. */
export async function listCommentaries(db: Database, product: ProductRow, q: { from?: string; to?: string }, now: Date): Promise<IndexCommentary[]> {
  const cutoff = releasedThrough(product, now);
  const to = q.to && q.to < cutoff ? q.to : cutoff;
  const rows = await db
    .select()
    .from(indexCommentaries)
    .where(and(eq(indexCommentaries.productId, product.id), q.from ? gte(indexCommentaries.period, q.from) : undefined, lte(indexCommentaries.period, to)))
    .orderBy(desc(indexCommentaries.period))
    .limit(MAX_LISTED);
  return rows.map((r) => present(r, product.code));
}

/** One commentary by id (the site search's link), 404 while embargoed. */
export async function findPublicCommentary(db: Database, id: number, now: Date): Promise<IndexCommentary> {
  const [row] = await db.select().from(indexCommentaries).where(eq(indexCommentaries.id, id));
  const product = row ? await findProductById(db, row.productId) : undefined;
  if (!row || !product || !isReleased(product, row.period, now)) throw notFound('评述不存在或尚未发布');
  return present(row, product.code);
}

/** Back office: the commentary of one value (embargoed or not), or null. */
export async function findCommentary(db: Database, productId: number, period: string): Promise<IndexCommentary | null> {
  const [row] = await db
    .select({ c: indexCommentaries, code: indexProducts.code })
    .from(indexCommentaries)
    .innerJoin(indexProducts, eq(indexProducts.id, indexCommentaries.productId))
    .where(and(eq(indexCommentaries.productId, productId), eq(indexCommentaries.period, period)));
  return row ? present(row.c, row.code) : null;
}

/** Creates or replaces the commentary of an existing value; the HTML is sanitised here. */
export async function saveCommentary(db: Database, body: { productId: number; period: string; content: string }, by: string): Promise<ProductRow> {
  const product = await findProductById(db, body.productId);
  if (!product) throw refusedWith(ERRORS.commentaryNoValue);
  if (!(await findValue(db, body.productId, body.period))) throw refusedWith(ERRORS.commentaryNoValue);
  const content = sanitizeRichText(body.content);
  if (!content.replace(/<[^>]*>|&nbsp;|\s/g, '')) throw refusedWith(ERRORS.commentaryNoValue, '请输入评述内容');
  const row = { productId: body.productId, period: body.period, content, releaseAt: releaseMoment(product, body.period), updatedAt: new Date(), updatedBy: by };
  await db
    .insert(indexCommentaries)
    .values(row)
    .onConflictDoUpdate({
      target: [indexCommentaries.productId, indexCommentaries.period],
      set: { content, releaseAt: row.releaseAt, updatedAt: row.updatedAt, updatedBy: by },
    });
  return product;
}

export async function deleteCommentary(db: Database, productId: number, period: string): Promise<void> {
  const rows = await db
    .delete(indexCommentaries)
    .where(and(eq(indexCommentaries.productId, productId), eq(indexCommentaries.period, period)))
    .returning({ id: indexCommentaries.id });
  if (rows.length === 0) throw refusedWith(ERRORS.commentaryMissing);
}
