import { Select } from 'antd';
import type { LibraryAdminPrefix } from '../api/libraryAdminApi.ts';
import { useAdminCategoriesQuery } from '../hooks/useLibraryAdmin.ts';

export interface LibraryCategorySelectProps {
  prefix: LibraryAdminPrefix;
  value?: number;
  onChange?: (value: number | undefined) => void;
  allowClear?: boolean;
}

/** A library's category picker (works as an antd Form field). */
export function LibraryCategorySelect({ prefix, value, onChange, allowClear }: LibraryCategorySelectProps) {
  const categories = useAdminCategoriesQuery(prefix);
  return (
    <Select
      aria-label="分类"
      placeholder="请选择分类"
      value={value}
      onChange={onChange}
      allowClear={allowClear}
      loading={categories.isLoading}
      options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
    />
  );
}
