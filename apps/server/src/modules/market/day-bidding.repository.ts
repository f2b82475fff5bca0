import { and, count, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { BiddingStatus } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { biddingSessions } from '../../db/schema/index.ts';
import { contains } from '../prices/catalog.repository.ts';

export type BiddingRow = typeof biddingSessions.$inferSelect;

/** The SQL of each derived status (mirrors biddingStatus in the presenter). */
function statusWhere(status: BiddingStatus, now: Date): SQL | undefined {
  const live = eq(biddingSessions.cancelled, false);
  switch (status) {
    case 'cancelled':
      return eq(biddingSessions.cancelled, true);
    case 'upcoming':
      return and(live, gt(biddingSessions.startAt, now));
    case 'bidding':
      return and(live, lte(biddingSessions.startAt, now), gt(biddingSessions.endAt, now));
    case 'cleared':
      return and(live, lte(biddingSessions.endAt, now), isNotNull(biddingSessions.clearingPrice));
    case 'unsold':
      return and(live, lte(biddingSessions.endAt, now), isNull(biddingSessions.clearingPrice), eq(biddingSessions.unsold, true));
    case 'closed':
      return and(live, lte(biddingSessions.endAt, now), isNull(biddingSessions.clearingPrice), eq(biddingSessions.unsold, false));
  }
}

export interface BiddingFilter {
  status?: BiddingStatus;
  /** A Beijing calendar day. */
  date?: string;
  keyword?: string;
  currentPage: number;
  pageSize: number;
}

/** A page of sessions, newest start first. */
export async function pageBidding(db: Database, f: BiddingFilter, now: Date) {
  const dayStart = f.date ? new Date(`${f.date}T00:00:00+08:00`) : undefined;
  const where = and(
    f.status ? statusWhere(f.status, now) : undefined,
    dayStart ? and(gte(biddingSessions.startAt, dayStart), lt(biddingSessions.startAt, new Date(dayStart.getTime() + 86_400_000))) : undefined,
    f.keyword ? or(ilike(biddingSessions.productName, contains(f.keyword)), ilike(biddingSessions.origin, contains(f.keyword)), ilike(biddingSessions.sessionNo, contains(f.keyword))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(biddingSessions).where(where).orderBy(desc(biddingSessions.startAt), desc(biddingSessions.id)).limit(f.pageSize).offset((f.currentPage - 1) * f.pageSize),
    db.select({ n: count() }).from(biddingSessions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertBidding(db: Database, rows: Array<typeof biddingSessions.$inferInsert>): Promise<void> {
  if (rows.length) await db.insert(biddingSessions).values(rows).onConflictDoNothing();
}
