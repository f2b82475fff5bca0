import { Segmented } from 'antd';

export interface CategoryOption {
  id: number;
  name: string;
}

export interface CategoryTabsProps {
  categories: CategoryOption[];
  value: number | undefined;
  /** undefined = 全部 */
  onChange: (categoryId: number | undefined) => void;
  allLabel?: string;
}

/** Category filter of the portal lists: 全部 and one choice per category. */
export function CategoryTabs({ categories, value, onChange, allLabel = '全部' }: CategoryTabsProps) {
  const options = [{ label: allLabel, value: 0 }, ...categories.map((c) => ({ label: c.name, value: c.id }))];
  return <Segmented aria-label="分类" options={options} value={value ?? 0} onChange={(next) => onChange(next === 0 ? undefined : Number(next))} />;
}
