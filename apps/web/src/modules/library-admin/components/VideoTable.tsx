import { useState } from 'react';
import type { AdminVideoItem, LibraryStatus } from '@coal/contracts';
import { Button, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { deleteAction } from '../../../ui/admin-list/RowActions.tsx';
import { useCrudBulkDelete, useCrudListQuery, useCrudMutation } from '../../../ui/admin-list/useCrud.ts';
import { FilterText } from '../../../ui/admin-list/FilterFields.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { videosAdminApi } from '../api/libraryAdminApi.ts';
import { LibraryStatusTag } from './LibraryStatusTag.tsx';
import { VideoForm } from './VideoForm.tsx';
import { VideoPreviewDialog } from './VideoPreviewDialog.tsx';

/** VideoManagement: list, add/edit (upload or address), playback check, publish, delete. */
export function VideoTable({ categoryId }: { categoryId: number | undefined }) {
  const filters = useListFilters<{ title?: string }>();
  const [editing, setEditing] = useState<AdminVideoItem | null | undefined>(undefined);
  const [previewing, setPreviewing] = useState<AdminVideoItem | null>(null);
  const query = useCrudListQuery(videosAdminApi, { ...filters.params, categoryId });
  const mutate = useCrudMutation(videosAdminApi, [['library']]);
  const bulkDelete = useCrudBulkDelete(videosAdminApi, [['library']]);
  return (
    <>
      <AdminList<AdminVideoItem>
        query={query}
        filters={filters}
        fields={<FilterText filters={filters} name="title" label="标题" placeholder="视频标题" width={200} />}
        toolbar={
          <Button type="primary" ghost onClick={() => setEditing(null)}>
            新增视频
          </Button>
        }
        columns={[
          { title: '标题', dataIndex: 'title', ellipsis: true, width: 260 },
          { title: '分类', dataIndex: 'categoryName', width: 100, render: (c: string) => c || '—' },
          { title: '来源', dataIndex: 'sourceType', width: 90, render: (s: string) => <Tag>{s === 'upload' ? '上传' : '外部地址'}</Tag> },
          {
            title: '时长',
            dataIndex: 'durationSeconds',
            width: 80,
            render: (d: number | null) => (d ? `${Math.floor(d / 60)}:${String(d % 60).padStart(2, '0')}` : '—'),
          },
          { title: '状态', dataIndex: 'status', width: 90, sorter: true, render: (s: LibraryStatus) => <LibraryStatusTag status={s} /> },
          { title: '播放', dataIndex: 'viewCount', width: 80, sorter: true },
          { title: '更新', dataIndex: 'updatedAt', width: 160, sorter: true, render: formatDateTime },
        ]}
        bulkActions={[bulkDelete]}
        actionsWidth={250}
        actions={(r) => [
          { label: '播放检查', onClick: () => setPreviewing(r) },
          { label: '编辑', onClick: () => setEditing(r) },
          {
            label: r.status === 'published' ? '撤回' : '发布',
            onClick: () => mutate.mutate({ type: 'status', id: r.id, status: r.status === 'published' ? 'draft' : 'published' }),
          },
          deleteAction('删除该视频？', () => mutate.mutate({ type: 'delete', id: r.id })),
        ]}
      />
      <VideoForm
        key={editing ? editing.id : 'new'}
        open={editing !== undefined}
        video={editing ?? null}
        saving={mutate.isPending}
        onClose={() => setEditing(undefined)}
        onSubmit={(body) => mutate.mutate({ type: 'save', body }, { onSuccess: () => setEditing(undefined) })}
      />
      <VideoPreviewDialog video={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
