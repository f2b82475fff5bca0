import { type Key, useState } from 'react';
import type { SensitiveWordItem } from '@coal/contracts';
import { Button, Popconfirm, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { deleteAction } from '../../../ui/admin-list/RowActions.tsx';
import { FilterSelect, FilterText } from '../../../ui/admin-list/FilterFields.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { useDeleteSensitiveWordsMutation, useSensitiveCategoriesQuery, useSensitiveWordsQuery } from '../hooks/useSensitiveWords.ts';
import { AddWordDialog, ImportWordsDialog, LEVEL_OPTIONS } from './WordDialogs.tsx';

const LEVEL_COLORS: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'red' };

/** SensitiveWordsManager: search, add, import, delete one or many. */
export function SensitiveWordTable() {
  const filters = useListFilters<{ keyword?: string; category?: string; level?: number }>({ fieldTypes: { level: 'number' } });
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);
  const query = useSensitiveWordsQuery(filters.params);
  const categories = useSensitiveCategoriesQuery();
  const remove = useDeleteSensitiveWordsMutation();
  const removeIds = (ids: number[]) => remove.mutate(ids, { onSuccess: () => setSelected((s) => s.filter((id) => !ids.includes(id))) });
  return (
    <>
      <AdminList<SensitiveWordItem>
        query={query}
        filters={filters}
        fields={
          <>
            <FilterText filters={filters} name="keyword" label="敏感词" placeholder="搜索敏感词" width={200} />
            <FilterSelect filters={filters} name="category" label="分类" options={(categories.data ?? []).map((c) => ({ value: c, label: c }))} width={140} />
            <FilterSelect filters={filters} name="level" label="级别" options={LEVEL_OPTIONS} width={100} />
          </>
        }
        toolbar={
          <>
            <Popconfirm title={`删除选中的${selected.length}个敏感词？`} disabled={!selected.length} onConfirm={() => removeIds(selected)}>
              <Button danger disabled={!selected.length}>
                批量删除
              </Button>
            </Popconfirm>
            <Button onClick={() => setDialog('import')}>导入词库</Button>
            <Button type="primary" onClick={() => setDialog('add')}>
              新增敏感词
            </Button>
          </>
        }
        selection={{ keys: selected, onChange: (keys: Key[]) => setSelected(keys.map(Number)) }}
        columns={[
          { title: '敏感词', dataIndex: 'word', render: (w: string) => <strong>{w}</strong> },
          { title: '分类', dataIndex: 'category', render: (c: string) => c || '—' },
          { title: '级别', dataIndex: 'level', width: 90, render: (l: number, r) => <Tag color={LEVEL_COLORS[l]}>{r.levelName}</Tag> },
          { title: '添加人', dataIndex: 'createdBy', width: 120 },
          { title: '添加时间', dataIndex: 'createTime', width: 160, render: formatDateTime },
        ]}
        actionsWidth={80}
        actions={(r) => [deleteAction(`删除“${r.word}”？`, () => removeIds([r.id]))]}
      />
      <AddWordDialog open={dialog === 'add'} onClose={() => setDialog(null)} />
      <ImportWordsDialog open={dialog === 'import'} onClose={() => setDialog(null)} />
    </>
  );
}
