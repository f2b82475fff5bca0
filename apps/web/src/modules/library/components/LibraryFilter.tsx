import { useState } from 'react';
import { Button, Input } from 'antd';
import { SearchBar } from '../../../ui/SearchBar.tsx';
import { CategoryTabs } from '../../articles/components/CategoryTabs.tsx';
import type { LibraryDomain } from '../api/libraryApi.ts';
import { useLibraryCategoriesQuery } from '../hooks/useLibraryQueries.ts';

export interface LibraryFilterValue {
  categoryId?: number;
  title?: string;
}

/** Category tabs (the library's categories) and a title search. */
export function LibraryFilter({ domain, onChange }: { domain: LibraryDomain; onChange: (value: LibraryFilterValue) => void }) {
  const categories = useLibraryCategoriesQuery(domain);
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [input, setInput] = useState('');
  const emit = (next: LibraryFilterValue) => onChange({ categoryId, title: input.trim() || undefined, ...next });
  return (
    <SearchBar
      left={
        <CategoryTabs
          categories={(categories.data ?? []).map((c) => ({ id: c.id, name: `${c.name}（${c.count}）` }))}
          value={categoryId}
          onChange={(next) => {
            setCategoryId(next);
            emit({ categoryId: next });
          }}
        />
      }
      right={
        <>
          <Input
            aria-label="标题关键词"
            placeholder="按标题搜索"
            value={input}
            allowClear
            onChange={(e) => setInput(e.target.value)}
            onPressEnter={() => emit({})}
            style={{ width: 220 }}
          />
          <Button type="primary" onClick={() => emit({})}>
            搜索
          </Button>
        </>
      }
    />
  );
}
