import { and, count, desc, eq, gt, gte, ilike, isNotNull, isNull, like, lt, lte, or, type SQL } from 'drizzle-orm';
import type { BiddingStatus } from '@coal/contracts';
import type { Database, Executor } from '../../db/client.ts';
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
  /** Beijing calendar days, inclusive (back office). */
  from?: string;
  to?: string;
  category?: string;
  keyword?: string;
  currentPage: number;
  pageSize: number;
}

/** Midnight in Beijing at the start of a calendar day. */
const beijingMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** A page of sessions, newest start first. */
export async function pageBidding(db: Database, f: BiddingFilter, now: Date) {
  const from = f.date ?? f.from;
  const to = f.date ?? f.to;
  const where = and(
    f.status ? statusWhere(f.status, now) : undefined,
    from ? gte(biddingSessions.startAt, beijingMidnight(from)) : undefined,
    to ? lt(biddingSessions.startAt, new Date(beijingMidnight(to).getTime() + 86_400_000)) : undefined,
    f.category ? eq(biddingSessions.category, f.category) : undefined,
    f.keyword
      ? or(
          ilike(biddingSessions.productName, contains(f.keyword)),
          ilike(biddingSessions.origin, contains(f.keyword)),
          ilike(biddingSessions.sessionNo, contains(f.keyword)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(biddingSessions)
      .where(where)
      .orderBy(desc(biddingSessions.startAt), desc(biddingSessions.id))
      .limit(f.pageSize)
      .offset((f.currentPage - 1) * f.pageSize),
    db.select({ n: count() }).from(biddingSessions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertBidding(db: Database, rows: Array<typeof biddingSessions.$inferInsert>): Promise<void> {
  if (rows.length) await db.insert(biddingSessions).values(rows).onConflictDoNothing();
}

export type BiddingValues = Omit<typeof biddingSessions.$inferInsert, 'id'>;

/** One session; `lock` holds it (FOR UPDATE) until the caller's transaction ends. */
export async function findBidding(db: Database, id: number, lock = false): Promise<BiddingRow | undefined> {
  const query = db.select().from(biddingSessions).where(eq(biddingSessions.id, id)).limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

/** The session numbers that start with a prefix (to number a day's sessions). */
export async function sessionNosLike(db: Database, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ no: biddingSessions.sessionNo })
    .from(biddingSessions)
    .where(like(biddingSessions.sessionNo, `${prefix}%`));
  return rows.map((r) => r.no);
}

export async function insertBiddingSession(db: Executor, values: BiddingValues): Promise<BiddingRow> {
  const [row] = await db.insert(biddingSessions).values(values).returning();
  return row!;
}

export async function updateBiddingSession(db: Database, id: number, values: Partial<BiddingValues>): Promise<BiddingRow | undefined> {
  const [row] = await db.update(biddingSessions).set(values).where(eq(biddingSessions.id, id)).returning();
  return row;
}

export async function deleteBiddingSession(db: Database, id: number): Promise<void> {
  await db.delete(biddingSessions).where(eq(biddingSessions.id, id));
}
