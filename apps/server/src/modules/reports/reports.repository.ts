import type { LibraryStatus, PaginationQuery, ReportAccess } from '@coal/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { libraryCategories, researchReports } from '../../db/schema/index.ts';
import { contains, offsetOf } from '../../lib/paging.ts';

export type ReportRow = typeof researchReports.$inferSelect;
export type ReportInsert = typeof researchReports.$inferInsert;
export type ReportWithCategory = ReportRow & { categoryName: string };

export interface ReportFilters {
  title?: string;
  categoryId?: number;
  status?: LibraryStatus;
  access?: ReportAccess;
}

function where(f: ReportFilters): SQL | undefined {
  const conditions = [
    f.title ? contains(researchReports.title, f.title) : undefined,
    f.categoryId ? eq(researchReports.categoryId, f.categoryId) : undefined,
    f.status ? eq(researchReports.status, f.status) : undefined,
    f.access ? eq(researchReports.access, f.access) : undefined,
  ].filter((c): c is SQL => !!c);
  return conditions.length ? and(...conditions) : undefined;
}

const withCategory = { report: researchReports, categoryName: libraryCategories.name };
const flatten = (r: { report: ReportRow; categoryName: string | null }): ReportWithCategory => ({ ...r.report, categoryName: r.categoryName ?? '' });

/** A page of reports: smaller `sort` first, then the latest publish date. */
export async function findReports(
  db: Database,
  filters: ReportFilters,
  page: PaginationQuery,
  orderBy?: SQL[],
): Promise<{ rows: ReportWithCategory[]; total: number }> {
  const condition = where(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(withCategory)
      .from(researchReports)
      .leftJoin(libraryCategories, eq(libraryCategories.id, researchReports.categoryId))
      .where(condition)
      .orderBy(...(orderBy ?? [asc(researchReports.sort), desc(researchReports.publishDate), desc(researchReports.id)]))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(researchReports).where(condition),
  ]);
  return { rows: rows.map(flatten), total: Number(total?.n ?? 0) };
}

export async function findReportById(db: Database, id: number): Promise<ReportWithCategory | undefined> {
  const rows = await db
    .select(withCategory)
    .from(researchReports)
    .leftJoin(libraryCategories, eq(libraryCategories.id, researchReports.categoryId))
    .where(eq(researchReports.id, id))
    .limit(1);
  return rows[0] ? flatten(rows[0]) : undefined;
}

export async function insertReport(db: Executor, values: ReportInsert): Promise<ReportRow> {
  const [row] = await db.insert(researchReports).values(values).returning();
  return row!;
}

export async function updateReport(db: Database, id: number, values: Partial<ReportInsert>): Promise<ReportRow | undefined> {
  const [row] = await db
    .update(researchReports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(researchReports.id, id))
    .returning();
  return row;
}

export async function deleteReport(db: Database, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.delete(researchReports).where(eq(researchReports.id, id)).returning();
  return row;
}

export async function incrementReportDownloads(db: Database, id: number): Promise<void> {
  await db
    .update(researchReports)
    .set({ downloadCount: sql`${researchReports.downloadCount} + 1` })
    .where(eq(researchReports.id, id));
}
