import type { BasisVariety } from '@coal/contracts';
import { and, asc, count, desc, eq, gte, lte, max, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { basisQuotes } from '../../db/schema/index.ts';

export type BasisRow = typeof basisQuotes.$inferSelect;

export interface BasisFilter {
  variety?: BasisVariety;
  contract?: string;
  from: string;
  to: string;
}

/** Per variety, the last trade date whose quote is public (embargo: basis.service.ts). */
export type BasisCutoffs = Record<BasisVariety, string>;

/** Quotes of released days only. */
const releasedOnly = (cutoffs: BasisCutoffs): SQL =>
  or(...Object.entries(cutoffs).map(([variety, through]) => and(eq(basisQuotes.variety, variety as BasisVariety), lte(basisQuotes.tradeDate, through))))!;

/** Released quotes in a range, oldest first, by variety. */
export async function listBasis(db: Database, f: BasisFilter, cutoffs: BasisCutoffs): Promise<BasisRow[]> {
  return db
    .select()
    .from(basisQuotes)
    .where(
      and(
        releasedOnly(cutoffs),
        gte(basisQuotes.tradeDate, f.from),
        lte(basisQuotes.tradeDate, f.to),
        f.variety ? eq(basisQuotes.variety, f.variety) : undefined,
        f.contract ? eq(basisQuotes.contract, f.contract) : undefined,
      ),
    )
    .orderBy(asc(basisQuotes.tradeDate), asc(basisQuotes.variety));
}

export async function latestBasisDate(db: Database, cutoffs: BasisCutoffs): Promise<string | null> {
  const [row] = await db
    .select({ d: max(basisQuotes.tradeDate) })
    .from(basisQuotes)
    .where(releasedOnly(cutoffs));
  return row?.d ?? null;
}

/** The newest released quote of each variety. */
export async function latestBasis(db: Database, cutoffs: BasisCutoffs): Promise<BasisRow[]> {
  return db
    .selectDistinctOn([basisQuotes.variety])
    .from(basisQuotes)
    .where(releasedOnly(cutoffs))
    .orderBy(asc(basisQuotes.variety), desc(basisQuotes.tradeDate));
}

export async function insertBasis(db: Database, rows: Array<typeof basisQuotes.$inferInsert>): Promise<void> {
  for (let i = 0; i < rows.length; i += 2000)
    await db
      .insert(basisQuotes)
      .values(rows.slice(i, i + 2000))
      .onConflictDoNothing();
}

export interface BasisAdminFilter {
  variety?: BasisVariety;
  contract?: string;
  from?: string;
  to?: string;
  currentPage: number;
  pageSize: number;
}

/** A page of quotes for the back office, newest first. */
export async function pageBasis(db: Database, f: BasisAdminFilter) {
  const where = and(
    f.from ? gte(basisQuotes.tradeDate, f.from) : undefined,
    f.to ? lte(basisQuotes.tradeDate, f.to) : undefined,
    f.variety ? eq(basisQuotes.variety, f.variety) : undefined,
    f.contract ? eq(basisQuotes.contract, f.contract) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(basisQuotes)
      .where(where)
      .orderBy(desc(basisQuotes.tradeDate), asc(basisQuotes.variety))
      .limit(f.pageSize)
      .offset((f.currentPage - 1) * f.pageSize),
    db.select({ n: count() }).from(basisQuotes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const keyOf = (tradeDate: string, variety: BasisVariety) => and(eq(basisQuotes.tradeDate, tradeDate), eq(basisQuotes.variety, variety));

export async function findBasisQuote(db: Database, tradeDate: string, variety: BasisVariety): Promise<BasisRow | undefined> {
  const [row] = await db.select().from(basisQuotes).where(keyOf(tradeDate, variety)).limit(1);
  return row;
}

/** Inserts one quote; false when the day already has one for the variety. */
export async function insertBasisQuote(db: Database, row: typeof basisQuotes.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(basisQuotes).values(row).onConflictDoNothing().returning({ d: basisQuotes.tradeDate });
  return inserted.length > 0;
}

/** Replaces one quote's values; false when there is none. */
export async function updateBasisQuote(db: Database, row: typeof basisQuotes.$inferInsert): Promise<boolean> {
  const { tradeDate, variety, ...values } = row;
  const updated = await db.update(basisQuotes).set(values).where(keyOf(tradeDate, variety)).returning({ d: basisQuotes.tradeDate });
  return updated.length > 0;
}

export async function deleteBasisQuote(db: Database, tradeDate: string, variety: BasisVariety): Promise<boolean> {
  const deleted = await db.delete(basisQuotes).where(keyOf(tradeDate, variety)).returning({ d: basisQuotes.tradeDate });
  return deleted.length > 0;
}
