import { useState } from 'react';
import { App, Button, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { NOTICE_KIND_NAMES, NOTICE_KINDS, type NoticeKind, type PricingNotice } from '@coal/contracts';
import { Pagination } from '../../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../../ui/pagination/usePagination.ts';
import { SearchBar } from '../../../../ui/SearchBar.tsx';
import { formatDateTime } from '../../utils/format.ts';
import { useAdminNoticesQuery } from '../hooks/useAdminNoticesQuery.ts';
import { useDeleteNoticeMutation } from '../hooks/useIndexAdminMutations.ts';
import { NoticeFormModal } from './NoticeFormModal.tsx';

/** 价格公告: list by kind, add, edit, delete. */
export function NoticeTab() {
  const { message } = App.useApp();
  const pager = usePagination();
  const [kind, setKind] = useState<NoticeKind | undefined>();
  const [editing, setEditing] = useState<PricingNotice | null | undefined>(undefined);
  const query = useAdminNoticesQuery({ kind, currentPage: pager.currentPage, pageSize: pager.pageSize });
  const remove = useDeleteNoticeMutation();
  const columns: TableColumnsType<PricingNotice> = [
    { title: '类型', dataIndex: 'kindName', width: 100, render: (name: string) => <Tag color="blue">{name}</Tag> },
    { title: '标题', dataIndex: 'title', ellipsis: true },
    { title: '适用', key: 'scope', width: 220, ellipsis: true, render: (_: unknown, n) => n.productName ?? n.familyCode ?? '全部' },
    { title: '生效日期', dataIndex: 'effectiveDate', width: 110 },
    { title: '发布时间', dataIndex: 'publishedAt', width: 150, render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_: unknown, n) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(n)}>
            编辑
          </Button>
          <Popconfirm title="删除该公告？" onConfirm={() => remove.mutate(n.id, { onSuccess: () => void message.success('删除成功') })}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <>
      <SearchBar
        left={
          <Select<NoticeKind>
            aria-label="公告类型"
            placeholder="全部类型"
            allowClear
            style={{ width: 160 }}
            value={kind}
            onChange={(k) => {
              setKind(k);
              pager.reset();
            }}
            options={NOTICE_KINDS.map((k) => ({ value: k, label: NOTICE_KIND_NAMES[k] }))}
          />
        }
        right={
          <Button type="primary" onClick={() => setEditing(null)}>
            新增公告
          </Button>
        }
      />
      <Table<PricingNotice> rowKey="id" size="middle" columns={columns} dataSource={query.data?.list ?? []} loading={query.isFetching} pagination={false} />
      <div style={{ marginTop: 12, display: 'flex', justifyContent: 'flex-end' }}>
        <Pagination pager={pager} total={query.data?.total} />
      </div>
      <NoticeFormModal notice={editing ?? null} open={editing !== undefined} onClose={() => setEditing(undefined)} />
    </>
  );
}
