/** Values with their units and dates in Chinese (dayjs zh-cn). */
import { FREQUENCY_NAMES, type IndexFrequency } from '@coal/contracts';
import dayjs from 'dayjs';
import { formatChinaTime } from '../../../lib/format.ts';
import 'dayjs/locale/zh-cn';

/** 940 元/吨, 1,234.50 点 (shared with the server's first HTML of the mobile home). */
export { formatValue } from '@coal/contracts/market-format';

/**
 * The period a value belongs to as its frequency names it: a day (2026年11月20日), a week
 * (2026年11月20日（周度）) or a month (2026年11月).
 */
export function formatPeriod(period: string, frequency: IndexFrequency = 'daily'): string {
  const d = dayjs(period).locale('zh-cn');
  if (!d.isValid()) return period;
  if (frequency === 'monthly') return d.format('YYYY年M月');
  return frequency === 'weekly' ? `${d.format('YYYY年M月D日')}（周）` : d.format('YYYY年M月D日');
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
