import type { ChartRange, ChartType } from '@coal/contracts';
import dayjs from 'dayjs';

export const CHART_TYPE_NAMES: Record<ChartType, string> = { line: '折线图', bar: '柱状图', area: '面积图' };

export const CHART_RANGE_NAMES: Record<ChartRange, string> = {
  '1M': '近1月',
  '3M': '近3月',
  '6M': '近6月',
  '1Y': '近1年',
  '3Y': '近3年',
  ALL: '全部（最长10年）',
};

const MONTHS: Record<ChartRange, number> = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12, '3Y': 36, ALL: 120 };

/** The first day a chart of this range shows, counting back from `to` (the server's rule). */
export function chartRangeFrom(range: ChartRange, to: string): string {
  return dayjs(to).subtract(MONTHS[range], 'month').add(1, 'day').format('YYYY-MM-DD');
}
