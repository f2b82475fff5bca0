import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  COMPLAINT_REASONS,
  COMPLAINT_STATUS_NAMES,
  COMPLAINT_STATUSES,
  COMPLAINT_TARGET_NAMES,
  type ComplaintItem,
  type ComplaintStatus,
} from '@coal/contracts';
import { Button, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { SearchBar } from '../../../ui/SearchBar.tsx';
import { useComplaintListQuery } from '../hooks/useComplaints.ts';

export const COMPLAINT_STATUS_COLORS: Record<ComplaintStatus, string> = { pending: 'gold', processing: 'blue', resolved: 'green', rejected: 'default' };

const columns: ColumnsType<ComplaintItem> = [
  {
    title: '投诉对象',
    dataIndex: 'targetTitle',
    ellipsis: true,
    render: (t: string, r) => (
      <>
        <Tag>{r.targetTypeName}</Tag>
        {t || '（已删除）'}
      </>
    ),
  },
  { title: '原因', dataIndex: 'reasonName', width: 100 },
  { title: '说明', dataIndex: 'content', ellipsis: true, render: (c: string) => c || '—' },
  { title: '投诉人', dataIndex: 'memberName', width: 110 },
  { title: '状态', dataIndex: 'status', width: 90, render: (s: ComplaintStatus) => <Tag color={COMPLAINT_STATUS_COLORS[s]}>{COMPLAINT_STATUS_NAMES[s]}</Tag> },
  { title: '投诉时间', dataIndex: 'createTime', width: 150, render: formatDateTime },
  { title: '处理人', dataIndex: 'handlerName', width: 100, render: (h: string) => h || '—' },
  {
    title: '操作',
    key: 'a',
    width: 90,
    fixed: 'right',
    render: (_: unknown, r) => (
      <AppLink to={`/back/ComplainDetail?id=${r.id}`}>{r.status === 'pending' || r.status === 'processing' ? '处理' : '查看'}</AppLink>
    ),
  },
];

const options = <K extends string>(names: Record<K, string>) => (Object.keys(names) as K[]).map((value) => ({ value, label: names[value] }));

/** The status a link asks for (`?status=`, e.g. the workbench's card), else 待处理. */
function statusIn(search: URLSearchParams): string | undefined {
  const status = search.get('status');
  if (status === 'all') return undefined;
  return (COMPLAINT_STATUSES as readonly string[]).includes(status ?? '') ? status! : 'pending';
}

/** ComplainManager: complaints filtered by status, target, reason and keyword. */
export function ComplaintTable() {
  const pager = usePagination();
  const [search] = useSearchParams();
  const [draft, setDraft] = useState<Record<string, string | undefined>>(() => ({ status: statusIn(search) }));
  const [filters, setFilters] = useState(draft);
  const query = useComplaintListQuery({ ...filters, ...pager.query });
  const set = (patch: Record<string, string | undefined>) => setDraft((d) => ({ ...d, ...patch }));
  const apply = () => {
    setFilters({ ...draft, keyword: draft.keyword?.trim() || undefined });
    pager.reset();
  };
  return (
    <>
      <SearchBar
        left={
          <>
            <Select
              aria-label="处理状态"
              placeholder="处理状态"
              allowClear
              value={draft.status}
              onChange={(status?: string) => set({ status })}
              options={COMPLAINT_STATUSES.map((s) => ({ value: s, label: COMPLAINT_STATUS_NAMES[s] }))}
              style={{ width: 120 }}
            />
            <Select
              aria-label="投诉对象"
              placeholder="投诉对象"
              allowClear
              value={draft.targetType}
              onChange={(targetType?: string) => set({ targetType })}
              options={options(COMPLAINT_TARGET_NAMES)}
              style={{ width: 110 }}
            />
            <Select
              aria-label="投诉原因"
              placeholder="投诉原因"
              allowClear
              value={draft.reasonType}
              onChange={(reasonType?: string) => set({ reasonType })}
              options={options(COMPLAINT_REASONS)}
              style={{ width: 130 }}
            />
            <Input
              aria-label="关键词"
              placeholder="对象标题或说明"
              value={draft.keyword ?? ''}
              onChange={(e) => set({ keyword: e.target.value })}
              onPressEnter={apply}
              style={{ width: 200 }}
              allowClear
            />
          </>
        }
        right={
          <Button type="primary" onClick={apply}>
            查询
          </Button>
        }
      />
      <Table<ComplaintItem>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        columns={columns}
        dataSource={query.data?.list}
        pagination={false}
        scroll={{ x: 1000 }}
      />
      <Pagination pager={pager} total={query.data?.total} />
    </>
  );
}
