import type { FinanceType, PaginationQuery } from '@coal/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { financeProducts } from '../../db/schema/index.ts';
import { contains, offsetOf } from '../../lib/paging.ts';

export type FinanceRow = typeof financeProducts.$inferSelect;
export type FinanceInsert = typeof financeProducts.$inferInsert;

const order = [asc(financeProducts.sort), asc(financeProducts.id)];

export async function findEnabledProducts(db: Database): Promise<FinanceRow[]> {
  return db
    .select()
    .from(financeProducts)
    .where(eq(financeProducts.enabled, true))
    .orderBy(...order);
}

export async function findProducts(
  db: Database,
  filters: { type?: FinanceType; name?: string },
  page: PaginationQuery,
): Promise<{ rows: FinanceRow[]; total: number }> {
  const condition = and(
    filters.type ? eq(financeProducts.type, filters.type) : undefined,
    filters.name ? contains(financeProducts.name, filters.name) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(financeProducts)
      .where(condition)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(financeProducts).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findProductById(db: Database, id: number): Promise<FinanceRow | undefined> {
  return (await db.select().from(financeProducts).where(eq(financeProducts.id, id)).limit(1))[0];
}

export async function insertProduct(db: Executor, values: FinanceInsert): Promise<FinanceRow> {
  return (await db.insert(financeProducts).values(values).returning())[0]!;
}

export async function updateProduct(db: Database, id: number, values: Partial<FinanceInsert>): Promise<FinanceRow | undefined> {
  return (
    await db
      .update(financeProducts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(financeProducts.id, id))
      .returning()
  )[0];
}

export async function deleteProduct(db: Database, id: number): Promise<FinanceRow | undefined> {
  return (await db.delete(financeProducts).where(eq(financeProducts.id, id)).returning())[0];
}
