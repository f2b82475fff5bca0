import { useState } from 'react';
import type { SensitiveWordItem } from '@coal/contracts';
import { Button, Input, Popconfirm, Select, Table, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { SearchBar } from '../../../ui/SearchBar.tsx';
import { useDeleteSensitiveWordsMutation, useSensitiveCategoriesQuery, useSensitiveWordsQuery } from '../hooks/useSensitiveWords.ts';
import { AddWordDialog, ImportWordsDialog, LEVEL_OPTIONS } from './WordDialogs.tsx';

const LEVEL_COLORS: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'red' };

/** SensitiveWordsManager: search, add, import, delete one or many. */
export function SensitiveWordTable() {
  const pager = usePagination();
  const [draft, setDraft] = useState<{ keyword?: string; category?: string; level?: number }>({});
  const [filters, setFilters] = useState(draft);
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);
  const query = useSensitiveWordsQuery({ ...filters, ...pager.query });
  const categories = useSensitiveCategoriesQuery();
  const remove = useDeleteSensitiveWordsMutation();
  const search = () => {
    setFilters({ ...draft, keyword: draft.keyword?.trim() || undefined });
    pager.reset();
  };
  const removeIds = (ids: number[]) => remove.mutate(ids, { onSuccess: () => setSelected((s) => s.filter((id) => !ids.includes(id))) });
  return (
    <>
      <SearchBar
        left={
          <>
            <Input aria-label="敏感词" placeholder="搜索敏感词" value={draft.keyword ?? ''} onChange={(e) => setDraft((d) => ({ ...d, keyword: e.target.value }))} onPressEnter={search} style={{ width: 200 }} allowClear />
            <Select aria-label="分类" placeholder="分类" allowClear value={draft.category} onChange={(category?: string) => setDraft((d) => ({ ...d, category }))} options={(categories.data ?? []).map((c) => ({ value: c, label: c }))} style={{ width: 140 }} />
            <Select aria-label="级别" placeholder="级别" allowClear value={draft.level} onChange={(level?: number) => setDraft((d) => ({ ...d, level }))} options={LEVEL_OPTIONS} style={{ width: 100 }} />
            <Button type="primary" onClick={search}>
              查询
            </Button>
          </>
        }
        right={
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
      />
      <Table<SensitiveWordItem>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        dataSource={query.data?.list}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        columns={[
          { title: '敏感词', dataIndex: 'word', render: (w: string) => <strong>{w}</strong> },
          { title: '分类', dataIndex: 'category', render: (c: string) => c || '—' },
          { title: '级别', dataIndex: 'level', width: 90, render: (l: number, r) => <Tag color={LEVEL_COLORS[l]}>{r.levelName}</Tag> },
          { title: '添加人', dataIndex: 'createdBy', width: 120 },
          { title: '添加时间', dataIndex: 'createTime', width: 160, render: formatDateTime },
          {
            title: '操作',
            key: 'a',
            width: 80,
            render: (_: unknown, r) => (
              <Popconfirm title={`删除“${r.word}”？`} onConfirm={() => removeIds([r.id])}>
                <Button type="link" danger size="small">
                  删除
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <Pagination pager={pager} total={query.data?.total} />
      <AddWordDialog open={dialog === 'add'} onClose={() => setDialog(null)} />
      <ImportWordsDialog open={dialog === 'import'} onClose={() => setDialog(null)} />
    </>
  );
}
