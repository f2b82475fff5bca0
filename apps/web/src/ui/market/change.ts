/**
 * Price changes as Chinese markets show them: up red, down green, unchanged gray, with a
 * sign on every non-zero figure. Shared by the portal, the dashboard and the mobile area
 * (no antd here).
 */
import type { IndexUnit } from '@coal/contracts';

export type Direction = 'up' | 'down' | 'flat';
export const DIRECTION_NAMES: Record<Direction, string> = { up: '上涨', down: '下跌', flat: '持平' };

/** 涨 red, 跌 green, 平 gray. */
// Darker than antd's volcano/green/grey so that figures keep AA contrast (4.5:1) on tinted rows.
export const MARKET_COLORS: Record<Direction, string> = { up: '#c41d1d', down: '#1f6f0b', flat: '#595959' };

export const DIRECTION_ARROWS: Record<Direction, string> = { up: '▲', down: '▼', flat: '—' };

/** Up, down or flat; no comparable value (null) counts as flat. */
export function changeDirection(change: number | null | undefined): Direction {
  if (change === null || change === undefined || !Number.isFinite(change)) return 'flat';
  // Values carry at most four decimals: anything smaller is rounding noise.
  if (Math.abs(change) < 1e-6) return 'flat';
  return change > 0 ? 'up' : 'down';
}

export function changeColor(change: number | null | undefined): string {
  return MARKET_COLORS[changeDirection(change)];
}

/** Decimals a value of this unit is shown with: whole 元 stay whole, others two places. */
export function valueDigits(unit: IndexUnit, value: number): number {
  if (unit === 'CNY/t' && Number.isInteger(value)) return 0;
  return 2;
}

const numberFormats = new Map<number, Intl.NumberFormat>();
function numberFormat(digits: number): Intl.NumberFormat {
  let format = numberFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    numberFormats.set(digits, format);
  }
  return format;
}

/** A number with thousands separators and fixed decimals; -- when there is none. */
export function formatNumber(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '--';
  return numberFormat(digits).format(value);
}

/** An absolute change with its sign: +16, -5.50, 0; -- when not comparable. */
export function formatChange(change: number | null | undefined, digits = 2): string {
  if (change === null || change === undefined || !Number.isFinite(change)) return '--';
  const direction = changeDirection(change);
  if (direction === 'flat') return formatNumber(0, digits);
  return `${direction === 'up' ? '+' : '-'}${formatNumber(Math.abs(change), digits)}`;
}

/** A percentage change with its sign and two decimals: +1.73%, -0.50%, 0.00%. */
export function formatPct(pct: number | null | undefined): string {
  if (pct === null || pct === undefined || !Number.isFinite(pct)) return '--';
  return `${formatChange(pct, 2)}%`;
}

/** Decimals of a change of this unit (follows the value's). */
export function changeDigits(unit: IndexUnit, change: number | null | undefined): number {
  return valueDigits(unit, change ?? 0);
}
