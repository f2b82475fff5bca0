import { type Assessment, DEFAULT_TOLERANCE_PERCENT } from '@coal/contracts';

/** A move from the last released value: its percentage and whether it exceeds the tolerance. */
export interface Move {
  pct: number;
  /** +903.96%, -0.50%, 0.00% */
  text: string;
  outOfTolerance: boolean;
}

/** +903.96%, -0.50%, 0.00% */
export function formatPct(pct: number): string {
  const rounded = Math.round(pct * 100) / 100;
  const sign = rounded > 0 ? '+' : rounded < 0 ? '-' : '';
  return `${sign}${Math.abs(rounded).toFixed(2)}%`;
}

/** The move from `last` to `value` (null when either is missing or `last` is 0). */
export function moveFrom(value: number | null | undefined, last: number | null | undefined, tolerancePercent = DEFAULT_TOLERANCE_PERCENT): Move | null {
  if (value === null || value === undefined || last === null || last === undefined || last === 0) return null;
  const pct = ((value - last) / last) * 100;
  return { pct: Math.round(pct * 100) / 100, text: formatPct(pct), outOfTolerance: Math.abs(pct) > tolerancePercent };
}

/** A proposal's move as the server's plausibility check measured it (its tolerance, its verdict). */
export function assessmentMove(a: Pick<Assessment, 'value' | 'plausibility'>): Move | null {
  const p = a.plausibility;
  if (!p) return null;
  if (p.changePct === null) return moveFrom(a.value, p.lastValue, p.tolerancePercent);
  return { pct: p.changePct, text: formatPct(p.changePct), outOfTolerance: p.outOfTolerance };
}
