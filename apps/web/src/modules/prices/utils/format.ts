/** Values with their units and dates in Chinese (dayjs zh-cn). */
import { FREQUENCY_NAMES, type IndexFrequency, type IndexUnit, UNIT_NAMES } from '@coal/contracts';
import dayjs from 'dayjs';
import { formatChinaTime } from '../../../lib/format.ts';
import 'dayjs/locale/zh-cn';
import { formatNumber, valueDigits } from '../../../ui/market/change.ts';

/** 940 元/吨, 1,234.50 点, 128.35 美元/吨. */
export function formatValue(value: number | null | undefined, unit: IndexUnit, withUnit = true): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '--';
  const text = formatNumber(value, valueDigits(unit, value));
  return withUnit ? `${text} ${UNIT_NAMES[unit]}` : text;
}

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
