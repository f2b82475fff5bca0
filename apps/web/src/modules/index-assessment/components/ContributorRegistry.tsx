import { useState } from 'react';
import { Button, Select, Tag, type TableColumnsType } from 'antd';
import { CONTRIBUTOR_KIND_NAMES, CONTRIBUTOR_KINDS, type Contributor, type ContributorKind } from '@coal/contracts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { FilterSelect, FilterText } from '../../../ui/admin-list/FilterFields.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { ManagerLayout } from '../../../ui/ManagerLayout.tsx';
import { formatDateTime } from '../../prices/utils/format.ts';
import { useContributorsQuery } from '../hooks/useAssessmentQueries.ts';
import { ContributorFormModal } from './ContributorFormModal.tsx';

const columns: TableColumnsType<Contributor> = [
  {
    title: '机构名称',
    dataIndex: 'name',
    width: 240,
    render: (name: string, c) => (
      <>
        {name} {c.demo ? <Tag color="gold">演示</Tag> : null}
      </>
    ),
  },
  { title: '类型', dataIndex: 'kindName', width: 100 },
  { title: '地区', dataIndex: 'region', width: 120, render: (r: string) => r || '—' },
  {
    title: '关联会员',
    dataIndex: 'memberLoginIds',
    width: 220,
    render: (ids: string[]) => (ids.length ? ids.map((id) => <Tag key={id}>{id}</Tag>) : <span className="coal-ia-muted">未关联</span>),
  },
  { title: '报价笔数', dataIndex: 'submissionCount', width: 90 },
  { title: '状态', dataIndex: 'active', width: 80, render: (active: boolean) => (active ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
  { title: '更新时间', dataIndex: 'updatedAt', width: 150, render: formatDateTime },
];

interface Filters {
  keyword?: string;
  kind?: ContributorKind;
  active?: boolean;
}

/** 报价机构: the contributors whose prices feed the indexes, with the members who submit for them. */
export function ContributorRegistry() {
  const filters = useListFilters<Filters>({ fieldTypes: { active: 'boolean' } });
  const { draft, set } = filters;
  const [editing, setEditing] = useState<Contributor | null | undefined>(undefined);
  const query = useContributorsQuery(filters.params);
  return (
    <ManagerLayout title="报价机构">
      <AdminList<Contributor>
        query={query}
        filters={filters}
        fields={
          <>
            <FilterText filters={filters} name="keyword" label="关键词" placeholder="机构名称、地区或会员账号" width={220} />
            <FilterSelect
              filters={filters}
              name="kind"
              label="机构类型"
              placeholder="全部类型"
              width={140}
              options={CONTRIBUTOR_KINDS.map((k) => ({ value: k, label: CONTRIBUTOR_KIND_NAMES[k] }))}
            />
            <Select<string>
              aria-label="状态"
              placeholder="全部状态"
              allowClear
              style={{ width: 120 }}
              value={draft.active === undefined ? undefined : draft.active ? '1' : '0'}
              onChange={(v) => set({ active: v === undefined ? undefined : v === '1' })}
              options={[
                { value: '1', label: '启用' },
                { value: '0', label: '停用' },
              ]}
            />
          </>
        }
        toolbar={
          <Button type="primary" onClick={() => setEditing(null)}>
            新增报价机构
          </Button>
        }
        columns={columns}
        actions={(c) => [{ label: '编辑', ariaLabel: `编辑 ${c.name}`, onClick: () => setEditing(c) }]}
        actionsWidth={90}
      />
      <ContributorFormModal contributor={editing ?? null} open={editing !== undefined} onClose={() => setEditing(undefined)} />
    </ManagerLayout>
  );
}
