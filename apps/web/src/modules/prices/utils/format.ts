/** Values with their units and dates in Chinese (dayjs zh-cn). */
import { FREQUENCY_NAMES, type IndexFrequency } from '@coal/contracts';
import dayjs from 'dayjs';
import { formatChinaTime } from '../../../lib/format.ts';
import 'dayjs/locale/zh-cn';

/** 940 元/吨, 1,234.50 点 with the index's decimals (shared with the server's first HTML of the mobile home). */
export { formatValue } from '@coal/contracts/market-format';

/**
 * The date of a value in tables, tooltips and headlines, one form per frequency: a day
 * 2026-11-20, a week (its release day) 2026-11-20（周）, a month 2026-11. China days, whatever
 * the browser's zone.
 */
export function formatPeriod(period: string, frequency: IndexFrequency = 'daily'): string {
  if (frequency === 'monthly') return formatChinaTime(period, 'YYYY-MM');
  const day = formatChinaTime(period, 'YYYY-MM-DD');
  return frequency === 'weekly' ? `${day}（周）` : day;
}

/** 2026-11-20 周五. */
export function formatDateWithWeekday(date: string): string {
  const d = dayjs(date).locale('zh-cn');
  return d.isValid() ? d.format('YYYY-MM-DD dddd') : date;
}

/** An ISO time as Beijing wall-clock date and minute: 2026-11-20 16:30. */
/** Beijing time whatever the browser's zone (lib/format.ts chinaTime). */
export function formatDateTime(iso: string): string {
  return formatChinaTime(iso, 'YYYY-MM-DD HH:mm');
}

export function frequencyName(frequency: IndexFrequency): string {
  return FREQUENCY_NAMES[frequency];
}
