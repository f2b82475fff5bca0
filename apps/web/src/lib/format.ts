/** Display formats of dates and counts shared by the pages. */
import dayjs from 'dayjs';

/** `YYYY-MM-DD` of an ISO time; '' for none. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD') : '';
}

/** `YYYY-MM-DD HH:mm` of an ISO time; '' for none. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? chinaTime(iso) : '';
}

const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * A moment as China (Beijing, UTC+8) wall-clock time, `YYYY-MM-DD HH:mm` (or `HH:mm`),
 * whatever the browser's zone: the market runs on Beijing time (a UTC browser must not show
 * a 10:00 session as 02:00). Invalid input is answered as given.
 */
export function chinaTime(iso: string, part: 'datetime' | 'time' = 'datetime'): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const text = new Date(ms + CHINA_OFFSET_MS).toISOString();
  return part === 'time' ? text.slice(11, 16) : `${text.slice(0, 10)} ${text.slice(11, 16)}`;
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
