import type { LinkGroup, PaginationQuery } from '@coal/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { externalLinks } from '../../db/schema/index.ts';
import { contains, offsetOf } from '../../lib/paging.ts';

export type LinkRow = typeof externalLinks.$inferSelect;
export type LinkInsert = typeof externalLinks.$inferInsert;

const order = [asc(externalLinks.group), asc(externalLinks.sort), asc(externalLinks.id)];

export async function findEnabledLinks(db: Database, group?: LinkGroup): Promise<LinkRow[]> {
  return db
    .select()
    .from(externalLinks)
    .where(and(eq(externalLinks.enabled, true), group ? eq(externalLinks.group, group) : undefined))
    .orderBy(...order);
}

export async function findLinks(
  db: Database,
  filters: { group?: LinkGroup; name?: string },
  page: PaginationQuery,
): Promise<{ rows: LinkRow[]; total: number }> {
  const condition = and(
    filters.group ? eq(externalLinks.group, filters.group) : undefined,
    filters.name ? contains(externalLinks.name, filters.name) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(externalLinks)
      .where(condition)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(externalLinks).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findLinkById(db: Database, id: number): Promise<LinkRow | undefined> {
  return (await db.select().from(externalLinks).where(eq(externalLinks.id, id)).limit(1))[0];
}

export async function insertLink(db: Executor, values: LinkInsert): Promise<LinkRow> {
  return (await db.insert(externalLinks).values(values).returning())[0]!;
}

export async function updateLink(db: Database, id: number, values: Partial<LinkInsert>): Promise<LinkRow | undefined> {
  return (
    await db
      .update(externalLinks)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(externalLinks.id, id))
      .returning()
  )[0];
}

export async function deleteLink(db: Database, id: number): Promise<LinkRow | undefined> {
  return (await db.delete(externalLinks).where(eq(externalLinks.id, id)).returning())[0];
}
