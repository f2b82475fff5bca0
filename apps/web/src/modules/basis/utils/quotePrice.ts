/** How the prices of a basis quote are shown: never rounded away, since staff may type cents. */
import { formatNumber } from '../../../ui/market/change.ts';

/**
 * Decimals for a price of a quote: at least `minDigits` (spot 0, futures 1 for the 0.5 tick),
 * more when the price has them (up to the two decimals the server keeps).
 */
export function quotePriceDigits(value: number, minDigits: number): number {
  const cents = Math.round(Math.abs(value) * 100);
  if (cents % 10 !== 0) return 2;
  if (cents % 100 !== 0) return Math.max(minDigits, 1);
  return minDigits;
}

/** A quote's price with thousands separators: 2,345 · 2,345.67 (spot), 2,200.5 · 2,200.25 (futures). */
export function formatQuotePrice(value: number, minDigits: number): string {
  return formatNumber(value, quotePriceDigits(value, minDigits));
}
