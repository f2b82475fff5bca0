/**
 * Which alerts a released value sets off (pure, so each kind is tested against hand-made values).
 * "Crosses above X": the previous value was below X and this one is X or more; "below" the
 * mirror. Without a previous value, the value's side of X decides. "Changes more than N %":
 * |value − previous| / |previous| > N %, period on period (the previous period with a value).
 */
import type { AlertKind } from '@coal/contracts';

export interface AlertRule {
  kind: AlertKind;
  threshold: number | null;
}

export function fires(rule: AlertRule, value: number, previous: number | null): boolean {
  const t = rule.threshold ?? 0;
  switch (rule.kind) {
    case 'published':
      return true;
    case 'above':
      return value >= t && (previous === null || previous < t);
    case 'below':
      return value <= t && (previous === null || previous > t);
    case 'change':
      return previous !== null && previous !== 0 && (Math.abs(value - previous) / Math.abs(previous)) * 100 > t;
  }
}

/** The change in % against the previous value, rounded to 2 places (null without one). */
export function changePercent(value: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null;
  return Math.round(((value - previous) / Math.abs(previous)) * 10_000) / 100;
}
