import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { expertProfileTypes, expertTypes } from '../../db/schema/index.ts';
import { contains } from '../../lib/paging.ts';

export type ExpertTypeRow = typeof expertTypes.$inferSelect & { expertCount: number };

/** All types matching the given fields (a query by example), with their number of experts. */
export async function selectExpertTypes(db: Database, example: { id?: number; name?: string }): Promise<ExpertTypeRow[]> {
  const where = [example.id ? eq(expertTypes.id, example.id) : undefined, example.name ? contains(expertTypes.name, example.name) : undefined].filter(
    (w) => w !== undefined,
  );
  const experts = db
    .select({ typeId: expertProfileTypes.expertTypeId, n: count().as('n') })
    .from(expertProfileTypes)
    .groupBy(expertProfileTypes.expertTypeId)
    .as('experts');
  const rows = await db
    .select({ t: expertTypes, n: sql<number>`coalesce(${experts.n}, 0)`.mapWith(Number) })
    .from(expertTypes)
    .leftJoin(experts, eq(experts.typeId, expertTypes.id))
    .where(where.length ? sql.join(where, sql` and `) : undefined)
    .orderBy(asc(expertTypes.sortOrder), asc(expertTypes.id));
  return rows.map((r) => ({ ...r.t, expertCount: r.n }));
}

export async function saveExpertType(db: Database, values: { id?: number; name: string; description?: string; sortOrder: number }) {
  const { id, ...rest } = values;
  const row = { ...rest, description: rest.description ?? '' };
  // A transaction even for one row: an idempotent create commits its receipt with it.
  if (!id) return (await db.transaction((tx) => tx.insert(expertTypes).values(row).returning()))[0];
  return (
    await db
      .update(expertTypes)
      .set({ ...row, updatedAt: new Date() })
      .where(eq(expertTypes.id, id))
      .returning()
  )[0];
}

export async function deleteExpertType(db: Database, id: number) {
  return (await db.delete(expertTypes).where(eq(expertTypes.id, id)).returning())[0];
}
