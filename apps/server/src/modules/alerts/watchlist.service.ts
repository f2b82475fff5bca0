/** 我的指数: a member's starred indexes, in the member's order (kept on the server). */
import { ERRORS, PRICE_MESSAGES, WATCH_LIMIT, type WatchItem } from '@coal/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { indexFamilies, indexProducts, watchlistItems } from '../../db/schema/index.ts';
import { notFound, refusedWith } from '../../lib/errors.ts';
import { findProductById } from '../prices/catalog.repository.ts';
import { getLatestValues } from '../prices/latest.service.ts';

export async function listWatchlist(db: Database, memberId: string, now: Date): Promise<WatchItem[]> {
  const rows = await db
    .select({ productId: indexProducts.id, code: indexProducts.code, name: indexProducts.name, familyCode: indexFamilies.code })
    .from(watchlistItems)
    .innerJoin(indexProducts, eq(indexProducts.id, watchlistItems.productId))
    .innerJoin(indexFamilies, eq(indexFamilies.id, indexProducts.familyId))
    .where(eq(watchlistItems.memberId, memberId))
    .orderBy(asc(watchlistItems.position), asc(watchlistItems.createdAt));
  if (rows.length === 0) return [];
  const latest = await getLatestValues(db, { codes: rows.map((r) => r.code) }, now);
  const byCode = new Map(latest.list.map((v) => [v.code, v]));
  return rows.map((r) => ({ ...r, latest: byCode.get(r.code) ?? null }));
}

/** Stars an index (at the end of the list); starring it again changes nothing. */
export async function addToWatchlist(db: Database, memberId: string, productId: number): Promise<void> {
  if (!(await findProductById(db, productId))) throw notFound(PRICE_MESSAGES.productNotFound);
  await db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(watchlistItems).where(eq(watchlistItems.memberId, memberId));
    if (n >= WATCH_LIMIT) throw refusedWith(ERRORS.watchLimit);
    await tx.insert(watchlistItems).values({ memberId, productId, position: n }).onConflictDoNothing();
  });
}

export async function removeFromWatchlist(db: Database, memberId: string, productId: number): Promise<void> {
  await db.delete(watchlistItems).where(and(eq(watchlistItems.memberId, memberId), eq(watchlistItems.productId, productId)));
}

/** Saves the dragged order: exactly the member's starred indexes, each once. */
export async function orderWatchlist(db: Database, memberId: string, productIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const own = await tx.select({ productId: watchlistItems.productId }).from(watchlistItems).where(eq(watchlistItems.memberId, memberId));
    const mine = new Set(own.map((r) => r.productId));
    if (new Set(productIds).size !== productIds.length || productIds.length !== mine.size || productIds.some((id) => !mine.has(id)))
      throw refusedWith(ERRORS.watchOrderMismatch);
    for (const [position, productId] of productIds.entries())
      await tx
        .update(watchlistItems)
        .set({ position })
        .where(and(eq(watchlistItems.memberId, memberId), eq(watchlistItems.productId, productId)));
  });
}
