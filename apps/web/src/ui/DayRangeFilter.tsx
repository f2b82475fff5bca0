import { Button, DatePicker } from 'antd';
import dayjs from 'dayjs';

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

/** 查询 and 重置 of a filter bar whose fields are applied on demand. */
export function QueryResetButtons({ onQuery, onReset }: { onQuery: () => void; onReset: () => void }) {
  return (
    <>
      <Button type="primary" onClick={onQuery}>
        查询
      </Button>
      <Button onClick={onReset}>重置</Button>
    </>
  );
}
