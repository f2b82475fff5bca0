import type { ChartRange } from '@coal/contracts';
import dayjs from 'dayjs';

const MONTHS: Record<ChartRange, number> = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12, '3Y': 36, ALL: 120 };

/** The first day a chart of this range shows, counting back from `to` (the server's rule). */
export function chartRangeFrom(range: ChartRange, to: string): string {
  return dayjs(to).subtract(MONTHS[range], 'month').add(1, 'day').format('YYYY-MM-DD');
}
