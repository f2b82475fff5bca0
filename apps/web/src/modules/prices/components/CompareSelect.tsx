import { Select } from 'antd';
import type { IndexFamily } from '@coal/contracts';
import { applyComparison, COMPARE_LIMIT_MESSAGE, MAX_COMPARE_SERIES } from '../utils/compare.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

export interface CompareSelectProps {
  /** The index the page shows (not offered). */
  main: string;
  families: IndexFamily[];
  value: string[];
  onChange: (others: string[]) => void;
}

/** Up to three more indexes (four in all) on the same chart, grouped by family. */
export function CompareSelect({ main, families, value, onChange }: CompareSelectProps) {
  const { message } = useAntdApp();
  const options = families.map((family) => ({
    label: family.name,
    title: family.name,
    options: family.products.filter((p) => p.code !== main).map((p) => ({ value: p.code, label: p.name, title: p.name })),
  }));
  return (
    <Select
      mode="multiple"
      aria-label="对比指数"
      placeholder={`添加对比指数（可再选${MAX_COMPARE_SERIES - 1}个，共${MAX_COMPARE_SERIES}条曲线）`}
      style={{ minWidth: 280, maxWidth: 520 }}
      options={options}
      value={value}
      maxCount={MAX_COMPARE_SERIES - 1}
      maxTagTextLength={10}
      optionFilterProp="label"
      virtual={false}
      allowClear
      onChange={(asked: string[]) => {
        const next = applyComparison(main, asked);
        if (next.refused) void message.warning(COMPARE_LIMIT_MESSAGE);
        onChange(next.others);
      }}
    />
  );
}
