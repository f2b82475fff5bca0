import { Select, Space } from 'antd';
import dayjs from 'dayjs';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';
import { useProductOptions } from '../../prices/hooks/useProductOptions.ts';
import { isFutureDay, toPeriod } from '../../prices/utils/period.ts';

export interface ProductPeriod {
  productCode?: string;
  period?: string;
}

export interface ProductPeriodPickerProps {
  value: ProductPeriod;
  onChange: (next: ProductPeriod) => void;
  /** Hide the period (a list filtered by product only). */
  withPeriod?: boolean;
  allowClear?: boolean;
}

/** Picks an index product and, unless `withPeriod` is off, its period (a month for monthly indexes). */
export function ProductPeriodPicker({ value, onChange, withPeriod = true, allowClear = false }: ProductPeriodPickerProps) {
  const { options, frequencyOf, loading } = useProductOptions();
  const frequency = frequencyOf(value.productCode);
  return (
    <Space wrap>
      <Select
        aria-label="指数产品"
        placeholder="选择指数产品"
        style={{ width: 320 }}
        showSearch
        optionFilterProp="label"
        loading={loading}
        allowClear={allowClear}
        value={value.productCode}
        options={options}
        onChange={(productCode?: string) => onChange({ ...value, productCode: productCode ?? undefined })}
      />
      {withPeriod ? (
        <DatePicker
          aria-label="期次"
          placeholder={frequency === 'monthly' ? '选择月份' : '选择日期'}
          picker={frequency === 'monthly' ? 'month' : 'date'}
          disabledDate={isFutureDay}
          value={value.period ? dayjs(value.period) : null}
          onChange={(d) => onChange({ ...value, period: d ? toPeriod(d, frequency) : undefined })}
        />
      ) : null}
    </Space>
  );
}
