import type { HelpKind, PaginationQuery } from '@coal/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { companyPages, helpArticles } from '../../db/schema/index.ts';
import { contains, offsetOf } from '../../lib/paging.ts';

export type CompanyPageRow = typeof companyPages.$inferSelect;
export type HelpRow = typeof helpArticles.$inferSelect;
export type HelpInsert = typeof helpArticles.$inferInsert;

export async function findCompanyPages(db: Database): Promise<CompanyPageRow[]> {
  return db.select().from(companyPages);
}

export async function findCompanyPage(db: Database, code: string): Promise<CompanyPageRow | undefined> {
  return (await db.select().from(companyPages).where(eq(companyPages.code, code)).limit(1))[0];
}

/** Writes a page (created on first save). */
export async function upsertCompanyPage(db: Database, values: { code: string; title: string; content: string; updatedBy: string }): Promise<CompanyPageRow> {
  const set = { title: values.title, content: values.content, updatedBy: values.updatedBy, updatedAt: new Date() };
  return (await db.insert(companyPages).values(values).onConflictDoUpdate({ target: companyPages.code, set }).returning())[0]!;
}

const helpOrder = [asc(helpArticles.kind), asc(helpArticles.sort), desc(helpArticles.id)];
const helpWhere = (f: { kind?: HelpKind; title?: string; enabledOnly?: boolean }) =>
  and(
    f.kind ? eq(helpArticles.kind, f.kind) : undefined,
    f.title ? contains(helpArticles.title, f.title) : undefined,
    f.enabledOnly ? eq(helpArticles.enabled, true) : undefined,
  );

/** The portal's help centre: enabled entries, at most 200. */
export async function findEnabledHelp(db: Database, filters: { kind?: HelpKind; title?: string }): Promise<HelpRow[]> {
  return db
    .select()
    .from(helpArticles)
    .where(helpWhere({ ...filters, enabledOnly: true }))
    .orderBy(...helpOrder)
    .limit(200);
}

export async function findHelp(db: Database, filters: { kind?: HelpKind; title?: string }, page: PaginationQuery): Promise<{ rows: HelpRow[]; total: number }> {
  const condition = helpWhere(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(helpArticles)
      .where(condition)
      .orderBy(...helpOrder)
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(helpArticles).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findHelpById(db: Database, id: number): Promise<HelpRow | undefined> {
  return (await db.select().from(helpArticles).where(eq(helpArticles.id, id)).limit(1))[0];
}

export async function insertHelp(db: Executor, values: HelpInsert): Promise<HelpRow> {
  return (await db.insert(helpArticles).values(values).returning())[0]!;
}

export async function updateHelp(db: Database, id: number, values: Partial<HelpInsert>): Promise<HelpRow | undefined> {
  return (
    await db
      .update(helpArticles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(helpArticles.id, id))
      .returning()
  )[0];
}

export async function deleteHelp(db: Database, id: number): Promise<HelpRow | undefined> {
  return (await db.delete(helpArticles).where(eq(helpArticles.id, id)).returning())[0];
}
