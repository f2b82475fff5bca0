import type { Dayjs } from 'dayjs';
import type { IndexFrequency } from '@coal/contracts';
import { chinaNow } from '../../../lib/china-time.ts';

/** The period a picked day stands for: monthly indexes are dated on the month's first day. */
export function toPeriod(day: Dayjs, frequency: IndexFrequency): string {
  return (frequency === 'monthly' ? day.startOf('month') : day).format('YYYY-MM-DD');
}

/** Days after today (Beijing) cannot be priced yet: the pickers grey them out. */
export function isFutureDay(day: Dayjs): boolean {
  return day.isAfter(chinaNow(), 'day');
}
