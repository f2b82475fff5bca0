import { useState } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { NOTICE_KIND_NAMES, NOTICE_KINDS, type NoticeKind, type PricingNotice } from '@coal/contracts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { deleteAction } from '../../../ui/admin-list/RowActions.tsx';
import { FilterSelect } from '../../../ui/admin-list/FilterFields.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { formatDateTime } from '../../prices/utils/format.ts';
import { useAdminNoticesQuery } from '../hooks/useAdminNoticesQuery.ts';
import { useDeleteNoticeMutation } from '../hooks/useIndexAdminMutations.ts';
import { NoticeFormModal } from './NoticeFormModal.tsx';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

const columns: TableColumnsType<PricingNotice> = [
  { title: '类型', dataIndex: 'kindName', width: 100, render: (name: string) => <Tag color="blue">{name}</Tag> },
  { title: '标题', dataIndex: 'title', ellipsis: true },
  { title: '适用', key: 'scope', width: 220, ellipsis: true, render: (_: unknown, n) => n.productName ?? n.familyCode ?? '全部' },
  { title: '生效日期', dataIndex: 'effectiveDate', width: 110 },
  { title: '发布时间', dataIndex: 'publishedAt', width: 150, render: formatDateTime },
];

/** 价格公告: list by kind, add, edit, delete. */
export function NoticeTab() {
  const { message } = useAntdApp();
  const filters = useListFilters<{ kind?: NoticeKind }>({ scope: 'notice' });
  const [editing, setEditing] = useState<PricingNotice | null | undefined>(undefined);
  const query = useAdminNoticesQuery(filters.params);
  const remove = useDeleteNoticeMutation();
  return (
    <>
      <AdminList<PricingNotice>
        query={query}
        filters={filters}
        fields={
          <FilterSelect
            filters={filters}
            name="kind"
            label="公告类型"
            placeholder="全部类型"
            width={160}
            applyOnChange
            options={NOTICE_KINDS.map((k) => ({ value: k, label: NOTICE_KIND_NAMES[k] }))}
          />
        }
        toolbar={
          <Button type="primary" onClick={() => setEditing(null)}>
            新增公告
          </Button>
        }
        columns={columns}
        // Notices index production published (corrections, suspensions, methodology versions) stay as published.
        actions={(n) =>
          n.fromProcess
            ? []
            : [
                { label: '编辑', onClick: () => setEditing(n) },
                deleteAction('删除该公告？', () => remove.mutate(n.id, { onSuccess: () => void message.success('删除成功') })),
              ]
        }
      />
      <NoticeFormModal notice={editing ?? null} open={editing !== undefined} onClose={() => setEditing(undefined)} />
    </>
  );
}
