import { useState } from 'react';
import type { AdminTextItem, LibraryStatus } from '@coal/contracts';
import { Button, Input, Select, Table } from 'antd';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { SearchBar } from '../../../ui/SearchBar.tsx';
import { useCrudListQuery, useCrudMutation } from '../../site-admin/hooks/useCrud.ts';
import { textsAdminApi } from '../api/libraryAdminApi.ts';
import { LIBRARY_STATUS_OPTIONS, LibraryStatusTag } from './LibraryStatusTag.tsx';
import { PublishRowActions } from './PublishRowActions.tsx';

/** TextManagement's list: title/status search within the chosen category. */
export function TextTable({ categoryId }: { categoryId: number | undefined }) {
  const navigate = useAppNavigate();
  const pager = usePagination();
  const [draft, setDraft] = useState<{ title?: string; status?: LibraryStatus }>({});
  const [filters, setFilters] = useState(draft);
  const query = useCrudListQuery(textsAdminApi, { ...filters, categoryId, ...pager.query });
  const mutate = useCrudMutation(textsAdminApi, [['library']]);
  const search = () => {
    setFilters({ ...draft, title: draft.title?.trim() || undefined });
    pager.reset();
  };
  return (
    <>
      <SearchBar
        left={
          <>
            <Input aria-label="标题" placeholder="标题" value={draft.title ?? ''} onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))} onPressEnter={search} allowClear style={{ width: 200 }} />
            <Select aria-label="状态" placeholder="状态" allowClear value={draft.status} onChange={(status?: LibraryStatus) => setDraft((d) => ({ ...d, status }))} options={LIBRARY_STATUS_OPTIONS} style={{ width: 110 }} />
            <Button type="primary" onClick={search}>
              查询
            </Button>
          </>
        }
        right={
          <Button type="primary" ghost onClick={() => navigate('/back/TextAdd')}>
            新增文本
          </Button>
        }
      />
      <Table<AdminTextItem>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        dataSource={query.data?.list}
        pagination={false}
        scroll={{ x: 1000 }}
        columns={[
          { title: '标题', dataIndex: 'title', ellipsis: true, width: 260 },
          { title: '分类', dataIndex: 'categoryName', width: 110 },
          { title: '状态', dataIndex: 'status', width: 90, render: (s: LibraryStatus) => <LibraryStatusTag status={s} /> },
          { title: '附件', dataIndex: 'attachmentCount', width: 60 },
          { title: '阅读', dataIndex: 'viewCount', width: 60 },
          { title: '更新', dataIndex: 'updatedAt', width: 150, render: formatDateTime },
          { title: '编辑人', dataIndex: 'updatedBy', width: 100 },
          {
            title: '操作',
            key: 'a',
            width: 220,
            render: (_: unknown, r) => (
              <PublishRowActions
                id={r.id}
                published={r.status === 'published'}
                detailPath="/back/TextDetail"
                editPath="/back/TextAdd"
                noun="文本"
                onToggleStatus={() => mutate.mutate({ type: 'status', id: r.id, status: r.status === 'published' ? 'draft' : 'published' })}
                onDelete={() => mutate.mutate({ type: 'delete', id: r.id })}
              />
            ),
          },
        ]}
      />
      <Pagination pager={pager} total={query.data?.total} />
    </>
  );
}
