/**
 * China days (UTC+8, no daylight saving) as the dashboards count them, and the SQL that
 * puts an event in its day, hour or minute the same way on PGlite and PostgreSQL.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { analyticsEvents as e } from '../../../db/schema/index.ts';
import { addDays, daysBetween } from '../../../lib/dates.ts';

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The instant a China day starts. */
export const chinaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`));

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
}

/** `[start, end)` instants of a day range. */
export function instantsOf(from: string, to: string): { start: Date; end: Date } {
  return { start: chinaDayStart(from), end: new Date(chinaDayStart(to).getTime() + DAY_MS) };
}

/** The range of the same length right before `from`. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const n = daysBetween(from, to) + 1;
  return { from: addDays(from, -n), to: addDays(from, -1) };
}

// `at time zone 'UTC'` makes the session's TimeZone setting irrelevant.
const chinaLocal = (at: SQL) => sql`((${at} at time zone 'UTC') + interval '8 hours')`;

/** The China day (`YYYY-MM-DD`) or hour (`HH:00`) of an instant column. */
export const chinaDayOf = (at: SQL | AnyPgColumn): SQL<string> => sql<string>`to_char(${chinaLocal(sql`${at}`)}, 'YYYY-MM-DD')`;
export const chinaHourOf = (at: SQL | AnyPgColumn): SQL<string> => sql<string>`to_char(${chinaLocal(sql`${at}`)}, 'HH24') || ':00'`;

/** An event's China day, hour (`HH:00`) or minute (`HH:mm`). */
export const dayOfEvent: SQL<string> = chinaDayOf(e.startTime);
export const hourOfEvent: SQL<string> = chinaHourOf(e.startTime);
export const minuteOfEvent: SQL<string> = sql<string>`to_char(${chinaLocal(sql`${e.startTime}`)}, 'HH24:MI')`;

/** `HH:mm` China time of an instant. */
export const chinaMinuteOf = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(11, 16);
