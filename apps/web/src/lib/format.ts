/** Display formats of dates and counts shared by the pages. */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** China time: a fixed UTC+8 (no daylight saving), whatever the browser's zone. */
export const CHINA_UTC_OFFSET_MINUTES = 480;

/** A time string without a zone is already China wall-clock time (the server's `YYYY-MM-DD HH:mm`). */
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The one time formatter of the app: an instant (ISO with a zone, epoch ms, Date) shown in
 * China time; a zone-less string (a China day or wall-clock time) shown as written. '' for none.
 */
export function formatChinaTime(value: string | number | Date | null | undefined, pattern = 'YYYY-MM-DD HH:mm'): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && !HAS_ZONE.test(value.trim())) {
    const wall = dayjs(value);
    return wall.isValid() ? wall.format(pattern) : value;
  }
  const instant = dayjs(value);
  return instant.isValid() ? instant.utcOffset(CHINA_UTC_OFFSET_MINUTES).format(pattern) : String(value);
}

/** `YYYY-MM-DD` (China day) of a time; '' for none. */
export function formatDate(iso: string | null | undefined): string {
  return formatChinaTime(iso, 'YYYY-MM-DD');
}

/** `YYYY-MM-DD HH:mm` (China time) of a time; '' for none. */
export function formatDateTime(iso: string | null | undefined): string {
  return formatChinaTime(iso, 'YYYY-MM-DD HH:mm');
}

/** File sizes as people read them. */
export function formatBytes(bytes: number | null | undefined): string {
  if (!bytes) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The `id` of a detail page's query string (spec §2: detail pages take ids by other means). */
export function readIdParam(search: string, name = 'id'): number | null {
  const value = Number(new URLSearchParams(search).get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}
