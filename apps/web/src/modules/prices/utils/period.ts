import type { Dayjs } from 'dayjs';
import type { IndexFrequency } from '@coal/contracts';

/** The period a picked day stands for: monthly indexes are dated on the month's first day. */
export function toPeriod(day: Dayjs, frequency: IndexFrequency): string {
  return (frequency === 'monthly' ? day.startOf('month') : day).format('YYYY-MM-DD');
}
