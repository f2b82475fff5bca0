/** How the dashboards write their figures. */

/** Seconds as `mm:ss` (or `h:mm:ss` from an hour on). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** A 0–1 share as a percentage with two decimals. */
export const formatPercent = (share: number) => `${(share * 100).toFixed(2)}%`;

export const formatCount = (n: number) => new Intl.NumberFormat('zh-CN').format(n);

/**
 * The change from `previous` to `current`: relative for counts, in points for rates; null
 * when there is nothing to compare with.
 */
export function changeOf(
  current: number,
  previous: number,
  kind: 'relative' | 'points' = 'relative',
): { text: string; direction: 'up' | 'down' | 'flat' } | null {
  if (kind === 'points') {
    const diff = (current - previous) * 100;
    return { text: `${Math.abs(diff).toFixed(2)}个百分点`, direction: diff > 0.004 ? 'up' : diff < -0.004 ? 'down' : 'flat' };
  }
  if (previous === 0) return current === 0 ? { text: '0%', direction: 'flat' } : null;
  const ratio = (current - previous) / previous;
  return { text: `${Math.abs(ratio * 100).toFixed(1)}%`, direction: ratio > 0 ? 'up' : ratio < 0 ? 'down' : 'flat' };
}

/**
 * A recorded address as a link target, or null. The addresses come from visitors' browsers
 * (tracking events), so only http(s) and site paths become links — never `javascript:`.
 */
export function safeHref(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** 电脑 / 手机 for a recorded terminal. */
export const DEVICE_NAMES = { computer: '电脑', mobile: '手机' } as const;
