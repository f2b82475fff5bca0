/** Saved spreads (member-owned) and exchange rates. */
import { and, asc, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exchangeRates, memberSpreads } from '../../db/schema/index.ts';
import type { RatePoint } from './statistics.ts';

export type SpreadRow = typeof memberSpreads.$inferSelect;

export const listSpreads = (db: Database, memberId: string) =>
  db.select().from(memberSpreads).where(eq(memberSpreads.memberId, memberId)).orderBy(desc(memberSpreads.createdAt), desc(memberSpreads.id));

export async function countSpreads(db: Database, memberId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(memberSpreads).where(eq(memberSpreads.memberId, memberId));
  return row?.n ?? 0;
}

export async function insertSpread(db: Database, row: typeof memberSpreads.$inferInsert): Promise<SpreadRow> {
  const [created] = await db.insert(memberSpreads).values(row).returning();
  return created!;
}

export async function renameSpread(db: Database, memberId: string, id: number, name: string): Promise<boolean> {
  const rows = await db
    .update(memberSpreads)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(memberSpreads.id, id), eq(memberSpreads.memberId, memberId)))
    .returning({ id: memberSpreads.id });
  return rows.length > 0;
}

export async function deleteSpread(db: Database, memberId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(memberSpreads)
    .where(and(eq(memberSpreads.id, id), eq(memberSpreads.memberId, memberId)))
    .returning({ id: memberSpreads.id });
  return rows.length > 0;
}

/** The rates needed for [from, to]: those inside it plus the last one before it, ascending. */
export async function ratesFor(db: Database, from: string, to: string): Promise<RatePoint[]> {
  const cols = { date: exchangeRates.rateDate, rate: exchangeRates.cnyPerUsd };
  const [before, inside] = await Promise.all([
    db.select(cols).from(exchangeRates).where(lte(exchangeRates.rateDate, from)).orderBy(desc(exchangeRates.rateDate)).limit(1),
    db
      .select(cols)
      .from(exchangeRates)
      .where(and(gte(exchangeRates.rateDate, from), lte(exchangeRates.rateDate, to)))
      .orderBy(asc(exchangeRates.rateDate)),
  ]);
  return [...before.filter((r) => r.date < from), ...inside];
}

export async function pageRates(db: Database, q: { from?: string; to?: string; currentPage: number; pageSize: number }) {
  const where = and(q.from ? gte(exchangeRates.rateDate, q.from) : undefined, q.to ? lte(exchangeRates.rateDate, q.to) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(exchangeRates)
      .where(where)
      .orderBy(desc(exchangeRates.rateDate))
      .limit(q.pageSize)
      .offset((q.currentPage - 1) * q.pageSize),
    db.select({ n: count() }).from(exchangeRates).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findRate(db: Database, date: string) {
  const [row] = await db.select().from(exchangeRates).where(eq(exchangeRates.rateDate, date));
  return row;
}

export async function saveRate(db: Database, date: string, cnyPerUsd: number, by: string, overwrite: boolean): Promise<void> {
  const row = { rateDate: date, cnyPerUsd, updatedBy: by, updatedAt: new Date() };
  const insert = db.insert(exchangeRates).values(row);
  await (overwrite ? insert.onConflictDoUpdate({ target: exchangeRates.rateDate, set: { cnyPerUsd, updatedBy: by, updatedAt: row.updatedAt } }) : insert);
}

export async function deleteRate(db: Database, date: string): Promise<boolean> {
  const rows = await db.delete(exchangeRates).where(eq(exchangeRates.rateDate, date)).returning({ d: exchangeRates.rateDate });
  return rows.length > 0;
}
