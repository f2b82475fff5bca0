import { and, asc, desc, eq, gte, lte, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { basisQuotes } from '../../db/schema/index.ts';

export type BasisRow = typeof basisQuotes.$inferSelect;

export interface BasisFilter {
  variety?: string;
  contract?: string;
  from: string;
  to: string;
}

/** Quotes in a range, oldest first, by variety. */
export async function listBasis(db: Database, f: BasisFilter): Promise<BasisRow[]> {
  return db
    .select()
    .from(basisQuotes)
    .where(
      and(
        gte(basisQuotes.tradeDate, f.from),
        lte(basisQuotes.tradeDate, f.to),
        f.variety ? eq(basisQuotes.variety, f.variety) : undefined,
        f.contract ? eq(basisQuotes.contract, f.contract) : undefined,
      ),
    )
    .orderBy(asc(basisQuotes.tradeDate), asc(basisQuotes.variety));
}

export async function latestBasisDate(db: Database): Promise<string | null> {
  const [row] = await db.select({ d: max(basisQuotes.tradeDate) }).from(basisQuotes);
  return row?.d ?? null;
}

/** The newest quote of each variety. */
export async function latestBasis(db: Database): Promise<BasisRow[]> {
  return db.selectDistinctOn([basisQuotes.variety]).from(basisQuotes).orderBy(asc(basisQuotes.variety), desc(basisQuotes.tradeDate));
}

export async function insertBasis(db: Database, rows: Array<typeof basisQuotes.$inferInsert>): Promise<void> {
  for (let i = 0; i < rows.length; i += 2000) await db.insert(basisQuotes).values(rows.slice(i, i + 2000)).onConflictDoNothing();
}
