/**
 * Price figures as Chinese markets show them: up red, down green, unchanged gray, with a sign
 * on every non-zero figure. One place for the web app (portal, dashboard, mobile) and the
 * server's first HTML of the mobile home, which must print the very same text (no zod here:
 * the phone's first visit imports it).
 */
import { type IndexUnit, UNIT_NAMES } from './prices-vocabulary.ts';

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

/** What a value needs to be written: its index's precision (the product's `decimals`) and unit. */
export interface IndexPrecision {
  decimals: number;
  unit: IndexUnit;
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

/**
 * What `Intl.NumberFormat('zh-CN', { fixed digits })` writes, without Intl: a browser's first
 * Intl.NumberFormat loads the locale's data (~25 ms of a phone's first render of the prices).
 * Rounded half away from zero on the number's shortest
 * decimal form (1.005 → 1.01), as ICU does and `toFixed` alone (on the binary value) does not;
 * groups of three digits with commas. Numbers written with an exponent go to Intl.
 */
function formatFixed(value: number, digits: number): string {
  const decimal = String(Math.abs(value));
  if (decimal.includes('e') || digits > 20) return numberFormat(digits).format(value);
  const rounded = plainFixed(Math.abs(value), digits);
  const point = rounded.indexOf('.');
  const whole = point < 0 ? rounded : rounded.slice(0, point);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (point < 0 ? '' : rounded.slice(point));
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped;
}

/**
 * A figure with exactly `digits` decimals and no grouping (132 → 132.00), rounded as
 * formatNumber rounds: what a CSV export writes, so that the file reads as the page does.
 */
export function plainFixed(value: number, digits: number): string {
  const abs = Math.abs(value);
  const decimal = String(abs);
  if (decimal.includes('e')) return value.toFixed(digits);
  const rounded = Number(`${Math.round(Number(`${decimal}e${digits}`))}e-${digits}`).toFixed(digits);
  return value < 0 && Number(rounded) !== 0 ? `-${rounded}` : rounded;
}

/** A number with thousands separators and fixed decimals; -- when there is none. */
export function formatNumber(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '--';
  return formatFixed(value, digits);
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

/**
 * The text of a change as ChangeText shows it: ▲ +16 +1.73% (arrow and percentage optional),
 * the change with its index's decimals. The direction follows the change, else the percentage.
 */
export function changeText(change: number | null | undefined, pct: number | null | undefined, decimals: number, arrow: boolean, pctOnly = false): string {
  const direction = changeDirection(change ?? pct);
  return [arrow ? DIRECTION_ARROWS[direction] : '', pctOnly ? '' : formatChange(change, decimals), pct === undefined ? '' : formatPct(pct)]
    .filter(Boolean)
    .join(' ');
}

/**
 * An index value with its index's decimals, the one way a value is written (132.00 beside
 * 133.03, never 132): 940 元/吨, 1,234.50 点; -- when there is none.
 */
export function formatValue(value: number | null | undefined, index: IndexPrecision, withUnit = true): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '--';
  const text = formatNumber(value, index.decimals);
  return withUnit ? `${text} ${UNIT_NAMES[index.unit]}` : text;
}

/** Families the mobile home shows prices of: the first three, as the mobile price pages. */
export const HEADLINE_FAMILY_COUNT = 3;

/**
 * The headline index of each of the first families: its first value, the latest list being in
 * display order (family, then index). The mobile home's 价格行情, in the app and in the
 * server's first HTML.
 */
export function headlineValues<T extends { familyCode: string }>(list: T[]): T[] {
  const seen = new Set<string>();
  return list.filter((v) => !seen.has(v.familyCode) && seen.add(v.familyCode).size <= HEADLINE_FAMILY_COUNT);
}
