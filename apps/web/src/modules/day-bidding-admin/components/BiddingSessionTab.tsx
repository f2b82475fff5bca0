import { useState } from 'react';
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tag, type TableColumnsType } from 'antd';
import {
  BIDDING_CATEGORIES,
  BIDDING_STATUS_NAMES,
  BIDDING_STATUSES,
  BIDDING_TRANSITIONS,
  biddingActionName,
  type BiddingStatus,
  type DayBiddingSession,
} from '@coal/contracts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { DayRangePicker } from '../../../ui/admin-list/DayRangePicker.tsx';
import { deleteAction } from '../../../ui/admin-list/RowActions.tsx';
import { FilterSelect, FilterText } from '../../../ui/admin-list/FilterFields.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { useAdminBiddingQuery } from '../hooks/useAdminBiddingQuery.ts';
import { useChangeBiddingStatusMutation, useDeleteBiddingSessionMutation } from '../hooks/useBiddingAdminMutations.ts';
import { dayBiddingColumns } from '../../day-bidding/components/DayBiddingTable.tsx';
import { BiddingResultModal } from './BiddingResultModal.tsx';
import { BiddingSessionFormModal } from './BiddingSessionFormModal.tsx';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

const HIDDEN_COLUMNS = new Set(['specification', 'deliveryTerms', 'origin']);

interface Filters {
  status?: BiddingStatus;
  category?: string;
  keyword?: string;
  from?: string;
  to?: string;
}

/** 每日竞价: sessions by status, category, day range and keyword; add, edit, change status, delete. */
export function BiddingSessionTab() {
  const { message, modal } = useAntdApp();
  const filters = useListFilters<Filters>({ scope: 'bidding' });
  const [editing, setEditing] = useState<DayBiddingSession | null | undefined>(undefined);
  const [clearing, setClearing] = useState<DayBiddingSession | null>(null);
  const query = useAdminBiddingQuery(filters.params);
  const change = useChangeBiddingStatusMutation();
  const remove = useDeleteBiddingSessionMutation();
  /** A move: the result needs a form, every other move a confirmation. */
  const move = (s: DayBiddingSession, to: BiddingStatus) => {
    if (to === 'cleared') {
      setClearing(s);
      return;
    }
    const action = biddingActionName(s.status, to);
    modal.confirm({
      title: `${action}：${s.sessionNo}`,
      content: `${s.productName}，当前状态“${s.statusName}”，确认${action}？`,
      okText: '确认',
      cancelText: '取消',
      onOk: () => change.mutateAsync({ id: s.id, status: to }).then(() => void message.success('操作成功')),
    });
  };

  const columns: TableColumnsType<DayBiddingSession> = [
    // The portal's columns, less the long lot texts (they are in the edit form), so the times fit.
    ...dayBiddingColumns.filter((c) => !HIDDEN_COLUMNS.has(String('dataIndex' in c ? c.dataIndex : c.key))),
    {
      title: '来源',
      dataIndex: 'demo',
      width: 90,
      fixed: 'right',
      render: (demo: boolean) => (demo ? <Tag>演示数据</Tag> : <Tag color="green">人工录入</Tag>),
    },
  ];

  return (
    <>
      <AdminList<DayBiddingSession>
        query={query}
        filters={filters}
        fields={
          <>
            <FilterSelect
              filters={filters}
              name="status"
              label="竞价状态"
              placeholder="全部状态"
              width={130}
              options={BIDDING_STATUSES.map((s) => ({ value: s, label: BIDDING_STATUS_NAMES[s] }))}
            />
            <FilterSelect
              filters={filters}
              name="category"
              label="品类"
              placeholder="全部品类"
              width={130}
              options={BIDDING_CATEGORIES.map((c) => ({ value: c, label: c }))}
            />
            <DayRangePicker label="竞价日期" value={filters.draft} onChange={filters.set} />
            <FilterText filters={filters} name="keyword" label="关键词" placeholder="品名、产地或场次" width={200} />
          </>
        }
        toolbar={
          <Button type="primary" onClick={() => setEditing(null)}>
            新增场次
          </Button>
        }
        size="small"
        columns={columns}
        scrollX={1300}
        actionsWidth={190}
        actions={(s) => [
          { label: '编辑', onClick: () => setEditing(s) },
          {
            label: '变更状态',
            render: () => (
              <Dropdown
                trigger={['click']}
                menu={{
                  items: BIDDING_TRANSITIONS[s.status].map((to) => ({ key: to, label: biddingActionName(s.status, to), danger: to === 'cancelled' })),
                  onClick: ({ key }) => move(s, key as BiddingStatus),
                }}
              >
                <Button type="link" size="small" aria-label={`变更状态 ${s.sessionNo}`}>
                  变更状态 <DownOutlined />
                </Button>
              </Dropdown>
            ),
          },
          deleteAction(`删除场次“${s.sessionNo}”？`, () => remove.mutate(s.id, { onSuccess: () => void message.success('删除成功') }), {
            disabled: s.status === 'cleared',
            title: s.status === 'cleared' ? '已成交的场次不能删除，请先撤销成交结果' : undefined,
          }),
        ]}
      />
      <BiddingSessionFormModal session={editing ?? null} open={editing !== undefined} onClose={() => setEditing(undefined)} />
      <BiddingResultModal session={clearing} onClose={() => setClearing(null)} />
    </>
  );
}
