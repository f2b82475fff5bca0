/** SQL aggregate pieces the dashboard queries share (same results on PGlite and PostgreSQL). */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { analyticsEvents as e } from '../../../db/schema/index.ts';

/** Rows of the group, as a JS number (counts are cast: node-postgres answers bigint as text). */
export const countRows = () => sql<number>`count(*)::int`.mapWith(Number);

/**
 * The distinct values of a text column, as its 64-bit hashes: sorting 8-byte integers is much
 * quicker than sorting strings under the collation, and exact in practice
 * (docs/decisions/0030-analytics-hourly-rollup.md). `filter`: which rows count.
 */
export const distinctOf = (column: SQL | SQLWrapper, filter?: SQL) => sql`count(distinct ${hashOf(column)})${filter ? sql` filter (where ${filter})` : sql``}`;

/** A text column's 64-bit hash: what `distinctOf` counts, and what groups by it the same way. */
export const hashOf = (column: SQL | SQLWrapper) => sql`hashtextextended(${column}, 0)`;

/** Distinct visitors of the group. */
export const countVisitors = () => sql<number>`${distinctOf(e.uuid)}::int`.mapWith(Number);

/** The value of the group's newest event (a page's or an item's latest title). */
export const newestOf = (expr: SQL | typeof e.title) => sql<string>`(array_agg(${expr} order by ${e.startTime} desc))[1]`;

/** `part / whole` rounded to 4 decimals; 0 when there is no whole. */
export const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

const DEVICE_NAMES: Record<string, string> = { computer: '电脑', mobile: '手机' };

/** 电脑 / 手机 for a recorded sysType. */
export const deviceName = (sysType: string) => DEVICE_NAMES[sysType] ?? sysType;
