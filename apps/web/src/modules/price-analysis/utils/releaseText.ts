import type { NextRelease } from '@coal/contracts';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** `2026-09-28（周一）10:00`: a Beijing release moment as the calendar shows it. */
export function releaseText(r: Pick<NextRelease, 'date' | 'time'>): string {
  const day = new Date(`${r.date}T00:00:00Z`).getUTCDay();
  return `${r.date}（周${WEEKDAYS[day]}）${r.time}`;
}
