import { Segmented } from 'antd';
import dayjs from 'dayjs';
import { PRICE_RANGE_LABELS, PRICE_RANGES, type PriceRange } from '../utils/range.ts';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';

export interface RangeSelectorProps {
  range: PriceRange;
  custom: [string, string] | null;
  onChange: (range: PriceRange, custom: [string, string] | null) => void;
  /** Latest date with data: later days cannot be picked. */
  maxDate?: string;
}

const OPTIONS = PRICE_RANGES.map((value) => ({ value, label: PRICE_RANGE_LABELS[value] }));

/** 近1月 · 近3月 · 近6月 · 近1年 · 全部 · 自定义 (with a date range picker). */
export function RangeSelector({ range, custom, onChange, maxDate }: RangeSelectorProps) {
  return (
    <>
      <Segmented<PriceRange> aria-label="时间范围" options={OPTIONS} value={range} onChange={(value) => onChange(value, custom)} />
      {range === 'CUSTOM' ? (
        <DatePicker.RangePicker
          aria-label="自定义日期范围"
          value={custom ? [dayjs(custom[0]), dayjs(custom[1])] : null}
          disabledDate={maxDate ? (d) => d.isAfter(dayjs(maxDate), 'day') : undefined}
          onChange={(dates) => {
            const [a, b] = dates ?? [];
            onChange('CUSTOM', a && b ? [a.format('YYYY-MM-DD'), b.format('YYYY-MM-DD')] : null);
          }}
        />
      ) : null}
    </>
  );
}
