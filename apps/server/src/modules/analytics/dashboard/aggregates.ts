/** SQL aggregate pieces the dashboard queries share (same results on PGlite and PostgreSQL). */
import { type SQL, sql } from 'drizzle-orm';
import { analyticsEvents as e } from '../../../db/schema/index.ts';

/** Rows of the group, as a JS number (counts are cast: node-postgres answers bigint as text). */
export const countRows = () => sql<number>`count(*)::int`.mapWith(Number);

/** Distinct visitors of the group. */
export const countVisitors = () => sql<number>`count(distinct ${e.uuid})::int`.mapWith(Number);

/** The value of the group's newest event (a page's or an item's latest title). */
export const newestOf = (expr: SQL | typeof e.title) => sql<string>`(array_agg(${expr} order by ${e.startTime} desc))[1]`;

/** `part / whole` rounded to 4 decimals; 0 when there is no whole. */
export const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

const DEVICE_NAMES: Record<string, string> = { computer: '电脑', mobile: '手机' };

/** 电脑 / 手机 for a recorded sysType. */
export const deviceName = (sysType: string) => DEVICE_NAMES[sysType] ?? sysType;
