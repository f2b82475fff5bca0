import dayjs from 'dayjs';
import { DatePicker } from '../ChinaDatePicker.ts';

export interface DayRange {
  from?: string;
  to?: string;
}

/** A `YYYY-MM-DD` range picker for list filters: both ends or none. */
export function DayRangePicker({ label, value, onChange }: { label: string; value: DayRange; onChange: (next: DayRange) => void }) {
  return (
    <DatePicker.RangePicker
      aria-label={label}
      value={value.from && value.to ? [dayjs(value.from), dayjs(value.to)] : null}
      onChange={(d) => onChange({ from: d?.[0]?.format('YYYY-MM-DD'), to: d?.[1]?.format('YYYY-MM-DD') })}
    />
  );
}
