import { ARTICLE_STATUS_NAMES, type UnpublishedItem } from '@coal/contracts';
import { Alert, Button, Popconfirm, Segmented, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { useAppStore } from '../../../stores/app.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { useClearRejectMutation, useDeleteUnpublishMutation, useUnpublishListQuery } from '../hooks/useUsers.ts';

const COLORS: Record<string, string> = { draft: 'default', pending: 'gold', rejected: 'red' };

function DraftRow({ item }: { item: UnpublishedItem }) {
  const setDialog = useAppStore((s) => s.setDialog);
  const remove = useDeleteUnpublishMutation();
  const clear = useClearRejectMutation();
  return (
    <li className="coal-article-list__item">
      <div className="coal-article-list__head">
        <Tag color={COLORS[item.status]}>{ARTICLE_STATUS_NAMES[item.status]}</Tag>
        <span className="coal-article-list__title">{item.title}</span>
        <span className="coal-article-list__date">{formatDateTime(item.updateTime)}</span>
      </div>
      {item.status === 'rejected' && item.rejectReason && !item.rejectCleared ? (
        <Alert
          style={{ marginTop: 8 }}
          type="error"
          showIcon
          title={`驳回原因：${item.rejectReason}`}
          action={
            <Button size="small" loading={clear.isPending} onClick={() => clear.mutate(item.id)}>
              知道了
            </Button>
          }
        />
      ) : null}
      <Space style={{ marginTop: 6 }}>
        {item.status !== 'pending' ? (
          <Button size="small" type="link" onClick={() => setDialog('editArticle', true, String(item.id))}>
            编辑后提交
          </Button>
        ) : null}
        <Popconfirm title="删除后不可恢复，确定删除？" onConfirm={() => remove.mutate(item.id)}>
          <Button size="small" type="link" danger>
            删除
          </Button>
        </Popconfirm>
      </Space>
    </li>
  );
}

/** 草稿箱: drafts, pending and rejected posts with the reviewer's reason; clear and delete. */
export function DraftsTab() {
  const pager = usePagination();
  const [status, setStatus] = useState<'all' | 'draft' | 'pending' | 'rejected'>('all');
  const list = useUnpublishListQuery({ status: status === 'all' ? undefined : status, ...pager.query });
  const clearAll = useClearRejectMutation();
  const hasUnread = list.data?.list.some((i) => i.status === 'rejected' && !i.rejectCleared);
  return (
    <>
      <div className="coal-search-bar">
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v as typeof status);
            pager.reset();
          }}
          options={[
            { value: 'all', label: '全部' },
            { value: 'draft', label: '草稿' },
            { value: 'pending', label: '待审核' },
            { value: 'rejected', label: '已驳回' },
          ]}
        />
        {hasUnread ? (
          <Button size="small" onClick={() => clearAll.mutate(undefined)} loading={clearAll.isPending}>
            全部驳回标记为已读
          </Button>
        ) : null}
      </div>
      {list.isLoading ? (
        <Skeleton active />
      ) : !list.data?.list.length ? (
        <Empty />
      ) : (
        <ul className="coal-article-list">
          {list.data.list.map((item) => (
            <DraftRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      <Pagination pager={pager} total={list.data?.total} />
    </>
  );
}
