import { useState } from 'react';
import { REPORT_ACCESS_NAMES, type AdminReportItem, type LibraryStatus, type ReportAccess } from '@coal/contracts';
import { Button, Input, Select, Table, Tag } from 'antd';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { SearchBar } from '../../../ui/SearchBar.tsx';
import { useCrudListQuery, useCrudMutation } from '../../site-admin/hooks/useCrud.ts';
import { reportsAdminApi } from '../api/libraryAdminApi.ts';
import { LIBRARY_STATUS_OPTIONS, LibraryStatusTag } from './LibraryStatusTag.tsx';
import { PublishRowActions } from './PublishRowActions.tsx';

export const ACCESS_OPTIONS = (Object.keys(REPORT_ACCESS_NAMES) as ReportAccess[]).map((value) => ({ value, label: REPORT_ACCESS_NAMES[value] }));

/** ResearchReportManagement's list. */
export function ReportTable({ categoryId }: { categoryId: number | undefined }) {
  const navigate = useAppNavigate();
  const pager = usePagination();
  const [draft, setDraft] = useState<{ title?: string; status?: LibraryStatus; access?: ReportAccess }>({});
  const [filters, setFilters] = useState(draft);
  const query = useCrudListQuery(reportsAdminApi, { ...filters, categoryId, ...pager.query });
  const mutate = useCrudMutation(reportsAdminApi, [['library']]);
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
            <Select aria-label="阅读权限" placeholder="阅读权限" allowClear value={draft.access} onChange={(access?: ReportAccess) => setDraft((d) => ({ ...d, access }))} options={ACCESS_OPTIONS} style={{ width: 120 }} />
            <Button type="primary" onClick={search}>查询</Button>
          </>
        }
        right={<Button type="primary" ghost onClick={() => navigate('/back/ResearchReportAdd')}>新增报告</Button>}
      />
      <Table<AdminReportItem>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        dataSource={query.data?.list}
        pagination={false}
        scroll={{ x: 1000 }}
        columns={[
          { title: '标题', dataIndex: 'title', ellipsis: true, width: 260 },
          { title: '分类', dataIndex: 'categoryName', width: 110 },
          { title: '作者/机构', key: 'by', width: 160, render: (_: unknown, r) => [r.author, r.institution].filter(Boolean).join(' · ') || '—' },
          { title: '发布日期', dataIndex: 'publishDate', width: 110 },
          { title: '权限', dataIndex: 'access', width: 90, render: (a: ReportAccess) => <Tag color={a === 'free' ? 'green' : 'gold'}>{REPORT_ACCESS_NAMES[a]}</Tag> },
          { title: '状态', dataIndex: 'status', width: 80, render: (s: LibraryStatus) => <LibraryStatusTag status={s} /> },
          { title: '下载', dataIndex: 'downloadCount', width: 60 },
          { title: '更新', dataIndex: 'updatedAt', width: 150, render: formatDateTime },
          {
            title: '操作',
            key: 'a',
            width: 220,
            render: (_: unknown, r) => (
              <PublishRowActions
                id={r.id}
                published={r.status === 'published'}
                detailPath="/back/ResearchReportDetail"
                editPath="/back/ResearchReportAdd"
                noun="报告"
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
