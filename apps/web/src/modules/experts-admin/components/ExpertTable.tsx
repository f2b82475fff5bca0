import type { ExpertProfile } from '@coal/contracts';
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Space, Tag } from 'antd';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { deleteAction } from '../../../ui/admin-list/RowActions.tsx';
import { FilterSelect, FilterText } from '../../../ui/admin-list/FilterFields.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { useExpertTypesQuery } from '../../questions/hooks/useQuestionQueries.ts';
import { useAdminExpertsQuery, useDeleteExpertMutation } from '../hooks/useExpertsAdmin.ts';

/** PortrayalManagement: expert profiles with their fields and answer statistics. */
export function ExpertTable() {
  const navigate = useAppNavigate();
  const types = useExpertTypesQuery();
  const filters = useListFilters<{ keyword?: string; expertTypeId?: number }>({ fieldTypes: { expertTypeId: 'number' } });
  const query = useAdminExpertsQuery(filters.params);
  const remove = useDeleteExpertMutation();
  return (
    <AdminList<ExpertProfile>
      query={query}
      filters={filters}
      fields={
        <>
          <FilterText filters={filters} name="keyword" label="关键词" placeholder="姓名、账号或机构" width={200} />
          <FilterSelect
            filters={filters}
            name="expertTypeId"
            label="专家类型"
            options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
            width={150}
          />
        </>
      }
      toolbar={
        <Button type="primary" ghost onClick={() => navigate('/back/PortrayalDetail')}>
          新增专家
        </Button>
      }
      columns={[
        {
          title: '专家',
          dataIndex: 'name',
          width: 180,
          render: (n: string, r) => (
            <Space>
              <Avatar src={r.photoUrl || undefined} icon={<UserOutlined />} />
              {n}
              <span className="coal-muted">{r.loginId}</span>
            </Space>
          ),
        },
        { title: '职称', dataIndex: 'title', width: 120, render: (t: string) => t || '—' },
        { title: '机构', dataIndex: 'organization', ellipsis: true },
        { title: '领域', dataIndex: 'expertTypes', render: (ts: ExpertProfile['expertTypes']) => ts.map((t) => <Tag key={t.id}>{t.name}</Tag>) },
        { title: '回答/问题', key: 'n', width: 100, render: (_: unknown, r) => `${r.answerCount} / ${r.answeredQuestionCount}` },
        { title: '获赞', dataIndex: 'thumbsUpReceived', width: 70 },
        { title: '最近回答', dataIndex: 'lastAnswerTime', width: 150, render: (t: string | null) => formatDateTime(t) || '—' },
        { title: '状态', dataIndex: 'enabled', width: 70, render: (e: boolean) => (e ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
      ]}
      scrollX={1000}
      actionsWidth={130}
      actions={(r) => [{ label: '详情', to: `/back/PortrayalDetail?id=${r.id}` }, deleteAction(`取消“${r.name}”的专家身份？`, () => remove.mutate(r.id))]}
    />
  );
}
