import { REPORT_ACCESS_NAMES, type AdminReportItem, type LibraryStatus, type ReportAccess } from '@coal/contracts';
import { Button, Tag } from 'antd';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { useCrudBulkDelete, useCrudListQuery, useCrudMutation } from '../../../ui/admin-list/useCrud.ts';
import { FilterSelect, FilterText } from '../../../ui/admin-list/FilterFields.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { reportsAdminApi } from '../api/libraryAdminApi.ts';
import { LIBRARY_STATUS_OPTIONS, LibraryStatusTag } from './LibraryStatusTag.tsx';
import { publishRowActions } from './publishRowActions.ts';

export const ACCESS_OPTIONS = (Object.keys(REPORT_ACCESS_NAMES) as ReportAccess[]).map((value) => ({ value, label: REPORT_ACCESS_NAMES[value] }));

/** ResearchReportManagement's list. */
export function ReportTable({ categoryId }: { categoryId: number | undefined }) {
  const navigate = useAppNavigate();
  const filters = useListFilters<{ title?: string; status?: LibraryStatus; access?: ReportAccess }>();
  const query = useCrudListQuery(reportsAdminApi, { ...filters.params, categoryId });
  const mutate = useCrudMutation(reportsAdminApi, [['library']]);
  const bulkDelete = useCrudBulkDelete(reportsAdminApi, [['library']]);
  return (
    <AdminList<AdminReportItem>
      query={query}
      filters={filters}
      fields={
        <>
          <FilterText filters={filters} name="title" label="标题" width={200} />
          <FilterSelect filters={filters} name="status" label="状态" options={LIBRARY_STATUS_OPTIONS} width={110} />
          <FilterSelect filters={filters} name="access" label="阅读权限" options={ACCESS_OPTIONS} width={120} />
        </>
      }
      toolbar={
        <Button type="primary" ghost onClick={() => navigate('/back/ResearchReportAdd')}>
          新增报告
        </Button>
      }
      columns={[
        { title: '标题', dataIndex: 'title', ellipsis: true, width: 260 },
        { title: '分类', dataIndex: 'categoryName', width: 110 },
        { title: '作者/机构', key: 'by', width: 160, render: (_: unknown, r) => [r.author, r.institution].filter(Boolean).join(' · ') || '—' },
        { title: '发布日期', dataIndex: 'publishDate', width: 120, sorter: true },
        {
          title: '权限',
          dataIndex: 'access',
          width: 90,
          render: (a: ReportAccess) => <Tag color={a === 'free' ? 'green' : 'gold'}>{REPORT_ACCESS_NAMES[a]}</Tag>,
        },
        { title: '状态', dataIndex: 'status', width: 90, sorter: true, render: (s: LibraryStatus) => <LibraryStatusTag status={s} /> },
        { title: '下载', dataIndex: 'downloadCount', width: 80, sorter: true },
        { title: '更新', dataIndex: 'updatedAt', width: 160, sorter: true, render: formatDateTime },
      ]}
      bulkActions={[bulkDelete]}
      actionsWidth={220}
      actions={(r) =>
        publishRowActions({
          id: r.id,
          published: r.status === 'published',
          detailPath: '/back/ResearchReportDetail',
          editPath: '/back/ResearchReportAdd',
          noun: '报告',
          mutate,
        })
      }
    />
  );
}
