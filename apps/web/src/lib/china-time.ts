/**
 * Now and today on the China clock (UTC+8), for defaults, limits and schedules: a staff member
 * abroad, whose browser is in another zone, must get the same days as one in Beijing.
 * `dayjs()` and `new Date().getDate()` answer the browser's clock, so the app asks here instead.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { formatChinaTime } from './format.ts';

/** Today's China day, `YYYY-MM-DD`. */
export const chinaToday = (now: number = Date.now()): string => formatChinaTime(now, 'YYYY-MM-DD');

/**
 * A time as a Dayjs whose date and clock fields are Beijing's (its zone stays the browser's,
 * as antd's pickers and dayjs arithmetic expect). Only its fields mean anything: send it back as
 * a zone-less `YYYY-MM-DD[ HH:mm]`, which the server reads as China time, never as an instant.
 */
export function chinaWallClock(value: string | number | Date): Dayjs {
  return dayjs(formatChinaTime(value, 'YYYY-MM-DD HH:mm:ss'));
}

/** Now on the China clock (see chinaWallClock). */
export const chinaNow = (now: number = Date.now()): Dayjs => chinaWallClock(now);
