import type { Page, PaginationQuery, SortOrder } from '@coal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A page answer from rows already fetched for it and the total. */
export function pageOf<T>(list: T[], total: number, query: PaginationQuery): Page<T> {
  return { list, total, currentPage: query.currentPage, pageSize: query.pageSize };
}

/**
 * The ORDER BY of a list's `sort`/`order` (already checked against the list's whitelist by
 * its query schema), empty values last, `tieBreak` keeping pages stable; undefined when no
 * sort was asked for (the list's own default order then).
 */
export function sortedBy<K extends string>(
  columns: Record<K, AnyPgColumn | SQL>,
  query: { sort?: K; order?: SortOrder },
  tieBreak: AnyPgColumn,
): SQL[] | undefined {
  if (!query.sort) return undefined;
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  return [sql`${columns[query.sort]} ${direction} nulls last`, sql`${tieBreak} ${direction}`];
}

export const offsetOf = (query: PaginationQuery) => (query.currentPage - 1) * query.pageSize;

/** `column ILIKE %text%` with the user's % and _ taken literally. */
export function contains(column: AnyPgColumn, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} ILIKE ${`%${escaped}%`}`;
}
