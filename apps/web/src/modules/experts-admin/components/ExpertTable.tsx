import { useState } from 'react';
import type { ExpertProfile } from '@coal/contracts';
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { SearchBar } from '../../../ui/SearchBar.tsx';
import { useExpertTypesQuery } from '../../questions/hooks/useQuestionQueries.ts';
import { useAdminExpertsQuery, useDeleteExpertMutation } from '../hooks/useExpertsAdmin.ts';

/** PortrayalManagement: expert profiles with their fields and answer statistics. */
export function ExpertTable() {
  const navigate = useAppNavigate();
  const pager = usePagination();
  const types = useExpertTypesQuery();
  const [draft, setDraft] = useState<{ keyword?: string; expertTypeId?: number }>({});
  const [filters, setFilters] = useState(draft);
  const query = useAdminExpertsQuery({ ...filters, ...pager.query });
  const remove = useDeleteExpertMutation();
  const search = () => {
    setFilters({ ...draft, keyword: draft.keyword?.trim() || undefined });
    pager.reset();
  };
  return (
    <>
      <SearchBar
        left={
          <>
            <Input aria-label="关键词" placeholder="姓名、账号或机构" value={draft.keyword ?? ''} onChange={(e) => setDraft((d) => ({ ...d, keyword: e.target.value }))} onPressEnter={search} allowClear style={{ width: 200 }} />
            <Select aria-label="专家类型" placeholder="专家类型" allowClear value={draft.expertTypeId} onChange={(expertTypeId?: number) => setDraft((d) => ({ ...d, expertTypeId }))} options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))} style={{ width: 150 }} />
            <Button type="primary" onClick={search}>查询</Button>
          </>
        }
        right={<Button type="primary" ghost onClick={() => navigate('/back/PortrayalDetail')}>新增专家</Button>}
      />
      <Table<ExpertProfile>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        dataSource={query.data?.list}
        pagination={false}
        scroll={{ x: 1000 }}
        columns={[
          { title: '专家', dataIndex: 'name', width: 180, render: (n: string, r) => <Space><Avatar src={r.photoUrl || undefined} icon={<UserOutlined />} />{n}<span className="coal-muted">{r.loginId}</span></Space> },
          { title: '职称', dataIndex: 'title', width: 120, render: (t: string) => t || '—' },
          { title: '机构', dataIndex: 'organization', ellipsis: true },
          { title: '领域', dataIndex: 'expertTypes', render: (ts: ExpertProfile['expertTypes']) => ts.map((t) => <Tag key={t.id}>{t.name}</Tag>) },
          { title: '回答/问题', key: 'n', width: 100, render: (_: unknown, r) => `${r.answerCount} / ${r.answeredQuestionCount}` },
          { title: '获赞', dataIndex: 'thumbsUpReceived', width: 70 },
          { title: '最近回答', dataIndex: 'lastAnswerTime', width: 150, render: (t: string | null) => formatDateTime(t) || '—' },
          { title: '状态', dataIndex: 'enabled', width: 70, render: (e: boolean) => (e ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
          {
            title: '操作',
            key: 'a',
            width: 130,
            render: (_: unknown, r) => (
              <Space size={0}>
                <AppLink to={`/back/PortrayalDetail?id=${r.id}`}><Button type="link" size="small">详情</Button></AppLink>
                <Popconfirm title={`取消“${r.name}”的专家身份？`} onConfirm={() => remove.mutate(r.id)}><Button type="link" size="small" danger>删除</Button></Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Pagination pager={pager} total={query.data?.total} />
    </>
  );
}
