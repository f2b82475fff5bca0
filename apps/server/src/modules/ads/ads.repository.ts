import type { AdSlot, PaginationQuery } from '@coal/contracts';
import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { adSlots } from '../../db/schema/index.ts';
import { contains, offsetOf } from '../../lib/paging.ts';

export type AdRow = typeof adSlots.$inferSelect;
export type AdInsert = typeof adSlots.$inferInsert;

const order = [asc(adSlots.slot), asc(adSlots.sort), desc(adSlots.id)];

/** Enabled, started (or no start) and not yet ended (or no end) at `now`. */
export const activeAt = (now: Date): SQL =>
  and(eq(adSlots.enabled, true), or(isNull(adSlots.startAt), lte(adSlots.startAt, now)), or(isNull(adSlots.endAt), gt(adSlots.endAt, now)))!;

/** The banners showing at `now`, by slot then order. */
export async function findActiveAds(db: Database, now: Date, slot?: AdSlot): Promise<AdRow[]> {
  return db
    .select()
    .from(adSlots)
    .where(and(activeAt(now), slot ? eq(adSlots.slot, slot) : undefined))
    .orderBy(...order);
}

export async function findAds(db: Database, filters: { slot?: AdSlot; title?: string }, page: PaginationQuery): Promise<{ rows: AdRow[]; total: number }> {
  const condition = and(filters.slot ? eq(adSlots.slot, filters.slot) : undefined, filters.title ? contains(adSlots.title, filters.title) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adSlots)
      .where(condition)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(adSlots).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findAdById(db: Database, id: number): Promise<AdRow | undefined> {
  const rows = await db.select().from(adSlots).where(eq(adSlots.id, id)).limit(1);
  return rows[0];
}

export async function insertAd(db: Executor, values: AdInsert): Promise<AdRow> {
  const [row] = await db.insert(adSlots).values(values).returning();
  return row!;
}

export async function updateAd(db: Database, id: number, values: Partial<AdInsert>): Promise<AdRow | undefined> {
  const [row] = await db
    .update(adSlots)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(adSlots.id, id))
    .returning();
  return row;
}

export async function deleteAd(db: Database, id: number): Promise<AdRow | undefined> {
  const [row] = await db.delete(adSlots).where(eq(adSlots.id, id)).returning();
  return row;
}
