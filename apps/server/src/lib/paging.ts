import type { Page, PaginationQuery } from '@coal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A page answer from rows already fetched for it and the total. */
export function pageOf<T>(list: T[], total: number, query: PaginationQuery): Page<T> {
  return { list, total, currentPage: query.currentPage, pageSize: query.pageSize };
}

export const offsetOf = (query: PaginationQuery) => (query.currentPage - 1) * query.pageSize;

/** `column ILIKE %text%` with the user's % and _ taken literally. */
export function contains(column: AnyPgColumn, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} ILIKE ${`%${escaped}%`}`;
}
