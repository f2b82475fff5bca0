/**
 * The chart ranges of the price pages (近1月 … 全部, 自定义) as date ranges. Ranges count
 * back from the latest release (not from today: a weekly index released last Friday still
 * shows a full month), the way the server's market charts do.
 */
import { MAX_RANGE_DAYS } from '@coal/contracts';
import dayjs from 'dayjs';
import { chinaToday } from '../../../lib/china-time.ts';

export const PRICE_RANGES = ['1M', '3M', '6M', '1Y', 'ALL', 'CUSTOM'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export const PRICE_RANGE_LABELS: Record<PriceRange, string> = {
  '1M': '近1月',
  '3M': '近3月',
  '6M': '近6月',
  '1Y': '近1年',
  ALL: '全部',
  CUSTOM: '自定义',
};

export const DEFAULT_PRICE_RANGE: PriceRange = '3M';

export interface DateRange {
  from: string;
  to: string;
}

export interface RangeContext {
  /** Latest release date of what is shown (YYYY-MM-DD); today (China's) when unknown. */
  anchor?: string | null;
  /** First date with data (the index's base period) for 全部. */
  earliest?: string | null;
  /** The user's dates for 自定义 (either order). */
  custom?: [string, string] | null;
}

const FORMAT = 'YYYY-MM-DD';
const MONTHS: Partial<Record<PriceRange, number>> = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12 };

/** The earliest `from` the server answers for a range ending on `to` (MAX_RANGE_DAYS). */
export function longestFrom(to: string): string {
  return dayjs(to).subtract(MAX_RANGE_DAYS, 'day').format(FORMAT);
}

/**
 * The dates [from, to] (inclusive) of a range. 全部 starts at `earliest` (at most
 * MAX_RANGE_DAYS back); 自定义 answers null until both dates are chosen and is clamped to
 * the longest range the server accepts.
 */
export function computeDateRange(range: PriceRange, context: RangeContext = {}): DateRange | null {
  const anchor = context.anchor && dayjs(context.anchor).isValid() ? context.anchor : chinaToday();
  const months = MONTHS[range];
  if (months) {
    return { from: dayjs(anchor).subtract(months, 'month').add(1, 'day').format(FORMAT), to: anchor };
  }
  if (range === 'ALL') {
    const limit = longestFrom(anchor);
    const earliest = context.earliest && context.earliest <= anchor ? context.earliest : limit;
    return { from: earliest > limit ? earliest : limit, to: anchor };
  }
  const custom = context.custom;
  if (!custom || !custom[0] || !custom[1]) return null;
  const [a, b] = [...custom].sort() as [string, string];
  const limit = longestFrom(b);
  return { from: a < limit ? limit : a, to: b };
}
