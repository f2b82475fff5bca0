import type { ReactNode } from 'react';
import { Input, Select } from 'antd';
import type { ListFilters } from './useListFilters.ts';

interface FieldProps<F extends object, K extends keyof F> {
  filters: ListFilters<F>;
  /** The filter (and list parameter) the field edits. */
  name: K;
  /** Accessible name; also the placeholder unless one is given. */
  label: string;
  placeholder?: string;
  width: number;
}

/** A choice of a filter bar; `applyOnChange` lists at once instead of waiting for 查询. */
export function FilterSelect<F extends object, K extends keyof F>({
  filters,
  name,
  label,
  placeholder,
  width,
  options,
  applyOnChange = false,
}: FieldProps<F, K> & { options: { value: NonNullable<F[K]> & (string | number); label: ReactNode }[]; applyOnChange?: boolean }) {
  const change = applyOnChange ? filters.apply : filters.set;
  return (
    <Select<F[K]>
      aria-label={label}
      placeholder={placeholder ?? label}
      allowClear
      style={{ width }}
      value={filters.draft[name]}
      onChange={(value) => change({ [name]: value } as unknown as Partial<F>)}
      options={options}
    />
  );
}

/** A text filter of a filter bar: Enter lists, as 查询 does. */
export function FilterText<F extends object, K extends keyof F>({ filters, name, label, placeholder, width }: FieldProps<F, K>) {
  const value = filters.draft[name];
  return (
    <Input
      aria-label={label}
      placeholder={placeholder ?? label}
      allowClear
      style={{ width }}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => filters.set({ [name]: e.target.value } as unknown as Partial<F>)}
      onPressEnter={() => filters.apply()}
    />
  );
}
