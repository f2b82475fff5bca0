import type { AdminTextItem, LibraryStatus } from '@coal/contracts';
import { Button } from 'antd';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { useCrudBulkDelete, useCrudListQuery, useCrudMutation } from '../../../ui/admin-list/useCrud.ts';
import { FilterSelect, FilterText } from '../../../ui/admin-list/FilterFields.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { textsAdminApi } from '../api/libraryAdminApi.ts';
import { LIBRARY_STATUS_OPTIONS, LibraryStatusTag } from './LibraryStatusTag.tsx';
import { publishRowActions } from './publishRowActions.ts';

/** TextManagement's list: title/status search within the chosen category. */
export function TextTable({ categoryId }: { categoryId: number | undefined }) {
  const navigate = useAppNavigate();
  const filters = useListFilters<{ title?: string; status?: LibraryStatus }>();
  const query = useCrudListQuery(textsAdminApi, { ...filters.params, categoryId });
  const mutate = useCrudMutation(textsAdminApi, [['library']]);
  const bulkDelete = useCrudBulkDelete(textsAdminApi, [['library']]);
  return (
    <AdminList<AdminTextItem>
      query={query}
      filters={filters}
      fields={
        <>
          <FilterText filters={filters} name="title" label="标题" width={200} />
          <FilterSelect filters={filters} name="status" label="状态" options={LIBRARY_STATUS_OPTIONS} width={110} />
        </>
      }
      toolbar={
        <Button type="primary" ghost onClick={() => navigate('/back/TextAdd')}>
          新增文本
        </Button>
      }
      columns={[
        { title: '标题', dataIndex: 'title', ellipsis: true, width: 260 },
        { title: '分类', dataIndex: 'categoryName', width: 110 },
        { title: '状态', dataIndex: 'status', width: 90, sorter: true, render: (s: LibraryStatus) => <LibraryStatusTag status={s} /> },
        { title: '附件', dataIndex: 'attachmentCount', width: 60 },
        { title: '阅读', dataIndex: 'viewCount', width: 80, sorter: true },
        { title: '更新', dataIndex: 'updatedAt', width: 160, sorter: true, render: formatDateTime },
        { title: '编辑人', dataIndex: 'updatedBy', width: 100 },
      ]}
      bulkActions={[bulkDelete]}
      actionsWidth={220}
      actions={(r) =>
        publishRowActions({ id: r.id, published: r.status === 'published', detailPath: '/back/TextDetail', editPath: '/back/TextAdd', noun: '文本', mutate })
      }
    />
  );
}
