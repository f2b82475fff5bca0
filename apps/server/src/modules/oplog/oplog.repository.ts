import type { PaginationQuery } from '@coal/contracts';
import { and, asc, count, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { operationLogs } from '../../db/schema/index.ts';
import { contains, offsetOf } from '../../lib/paging.ts';

export type OperationLogRow = typeof operationLogs.$inferSelect;

export interface OplogFilters {
  /** Part of the staff member's name, or their login. */
  person?: string;
  action?: string;
  result?: 'success' | 'failure';
  /** An address or its beginning (`10.0.`). */
  ip?: string;
  startTime?: Date;
  endTime?: Date;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: OplogFilters): SQL | undefined {
  const conditions = [
    f.person
      ? or(
          contains(operationLogs.staffName, f.person),
          sql`${operationLogs.staffId} in (select id::text from staff where login_id ilike ${`%${escapeLike(f.person)}%`})`,
        )
      : undefined,
    f.action ? contains(operationLogs.action, f.action) : undefined,
    f.result ? eq(operationLogs.result, f.result) : undefined,
    f.ip ? sql`${operationLogs.ip} like ${`${escapeLike(f.ip)}%`}` : undefined,
    f.startTime ? gte(operationLogs.createdAt, f.startTime) : undefined,
    f.endTime ? lte(operationLogs.createdAt, f.endTime) : undefined,
  ].filter((c): c is SQL => !!c);
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest first. */
export async function findOperationLogs(db: Database, filters: OplogFilters, page: PaginationQuery): Promise<{ rows: OperationLogRow[]; total: number }> {
  const condition = where(filters);
  const [rows, [total]] = await Promise.all([
    db.select().from(operationLogs).where(condition).orderBy(desc(operationLogs.id)).limit(page.pageSize).offset(offsetOf(page)),
    db.select({ n: count() }).from(operationLogs).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Rows for an export, newest first, at most `limit`. */
export async function findOperationLogsForExport(db: Database, filters: OplogFilters, limit: number): Promise<OperationLogRow[]> {
  return db.select().from(operationLogs).where(where(filters)).orderBy(desc(operationLogs.id)).limit(limit);
}

/** The action names that occur, for the filter's drop-down. */
export async function findOperationLogActions(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ action: operationLogs.action }).from(operationLogs).orderBy(asc(operationLogs.action)).limit(500);
  return rows.map((r) => r.action);
}
