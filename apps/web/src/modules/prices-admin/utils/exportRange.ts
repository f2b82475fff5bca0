import { type IndexProduct, MAX_COMPARE_CODES } from '@coal/contracts';
import { chinaToday } from '../../../lib/china-time.ts';
import { longestFrom } from '../../prices/utils/range.ts';

/**
 * What an export of whole products asks for: their codes (at most MAX_COMPARE_CODES per
 * file) from the earliest base period, no further back than the server answers.
 */
export function fullExport(products: IndexProduct[]): { codes: string[]; from: string } {
  const chosen = products.slice(0, MAX_COMPARE_CODES);
  const today = chinaToday();
  const earliest = chosen.map((p) => p.basePeriod).sort()[0] ?? today;
  const limit = longestFrom(today);
  return { codes: chosen.map((p) => p.code), from: earliest < limit ? limit : earliest };
}
