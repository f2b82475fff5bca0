import { useState } from 'react';
import type { AdminVideoItem, LibraryStatus } from '@coal/contracts';
import { Button, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { SearchBar } from '../../../ui/SearchBar.tsx';
import { useCrudListQuery, useCrudMutation } from '../../site-admin/hooks/useCrud.ts';
import { videosAdminApi } from '../api/libraryAdminApi.ts';
import { LibraryStatusTag } from './LibraryStatusTag.tsx';
import { VideoForm } from './VideoForm.tsx';
import { VideoPreviewDialog } from './VideoPreviewDialog.tsx';

/** VideoManagement: list, add/edit (upload or address), playback check, publish, delete. */
export function VideoTable({ categoryId }: { categoryId: number | undefined }) {
  const pager = usePagination();
  const [input, setInput] = useState('');
  const [title, setTitle] = useState<string | undefined>();
  const [editing, setEditing] = useState<AdminVideoItem | null | undefined>(undefined);
  const [previewing, setPreviewing] = useState<AdminVideoItem | null>(null);
  const query = useCrudListQuery(videosAdminApi, { title, categoryId, ...pager.query });
  const mutate = useCrudMutation(videosAdminApi, [['library']]);
  return (
    <>
      <SearchBar
        left={
          <>
            <Input aria-label="标题" placeholder="视频标题" value={input} onChange={(e) => setInput(e.target.value)} allowClear style={{ width: 200 }} />
            <Button type="primary" onClick={() => { setTitle(input.trim() || undefined); pager.reset(); }}>查询</Button>
          </>
        }
        right={<Button type="primary" ghost onClick={() => setEditing(null)}>新增视频</Button>}
      />
      <Table<AdminVideoItem>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        dataSource={query.data?.list}
        pagination={false}
        columns={[
          { title: '标题', dataIndex: 'title', ellipsis: true, width: 260 },
          { title: '分类', dataIndex: 'categoryName', width: 100, render: (c: string) => c || '—' },
          { title: '来源', dataIndex: 'sourceType', width: 90, render: (s: string) => <Tag>{s === 'upload' ? '上传' : '外部地址'}</Tag> },
          { title: '时长', dataIndex: 'durationSeconds', width: 80, render: (d: number | null) => (d ? `${Math.floor(d / 60)}:${String(d % 60).padStart(2, '0')}` : '—') },
          { title: '状态', dataIndex: 'status', width: 80, render: (s: LibraryStatus) => <LibraryStatusTag status={s} /> },
          { title: '播放', dataIndex: 'viewCount', width: 60 },
          { title: '更新', dataIndex: 'updatedAt', width: 150, render: formatDateTime },
          {
            title: '操作',
            key: 'a',
            width: 250,
            render: (_: unknown, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setPreviewing(r)}>播放检查</Button>
                <Button type="link" size="small" onClick={() => setEditing(r)}>编辑</Button>
                <Button type="link" size="small" onClick={() => mutate.mutate({ type: 'status', id: r.id, status: r.status === 'published' ? 'draft' : 'published' })}>
                  {r.status === 'published' ? '撤回' : '发布'}
                </Button>
                <Popconfirm title="删除该视频？" onConfirm={() => mutate.mutate({ type: 'delete', id: r.id })}>
                  <Button type="link" size="small" danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Pagination pager={pager} total={query.data?.total} />
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
