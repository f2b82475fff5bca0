import { useState } from 'react';
import { App, Button, Input, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { BASIS_VARIETIES, BASIS_VARIETY_NAMES, type BasisQuoteAdmin, type BasisVariety } from '@coal/contracts';
import { Pagination } from '../../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../../ui/pagination/usePagination.ts';
import { DayRangePicker, QueryResetButtons } from '../../../../ui/DayRangeFilter.tsx';
import { SearchBar } from '../../../../ui/SearchBar.tsx';
import { useAdminBasisQuery } from '../../hooks/useAdminBasisQuery.ts';
import { useDeleteBasisQuoteMutation } from '../../hooks/useBasisAdminMutations.ts';
import { basisColumns } from '../BasisTable.tsx';
import { BasisQuoteFormModal } from './BasisQuoteFormModal.tsx';

interface Filters {
  variety?: BasisVariety;
  contract?: string;
  from?: string;
  to?: string;
}

/** 期现基差: the daily spot vs futures quotes by variety, contract and date range; add, correct, delete. */
export function BasisQuoteTab() {
  const { message } = App.useApp();
  const pager = usePagination();
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<BasisQuoteAdmin | null | undefined>(undefined);
  const query = useAdminBasisQuery({ ...filters, currentPage: pager.currentPage, pageSize: pager.pageSize });
  const remove = useDeleteBasisQuoteMutation();
  const search = (next: Filters) => {
    setFilters({ ...next, contract: next.contract?.trim().toUpperCase() || undefined });
    pager.reset();
  };

  const columns: TableColumnsType<BasisQuoteAdmin> = [
    ...(basisColumns as TableColumnsType<BasisQuoteAdmin>),
    { title: '来源', dataIndex: 'demo', width: 90, render: (demo: boolean) => (demo ? <Tag>演示数据</Tag> : <Tag color="green">人工录入</Tag>) },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_: unknown, q) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(q)}>
            修改
          </Button>
          <Popconfirm
            title={`删除 ${q.tradeDate} ${q.varietyName}的基差数据？`}
            onConfirm={() => remove.mutate({ tradeDate: q.tradeDate, variety: q.variety }, { onSuccess: () => void message.success('删除成功') })}
          >
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
          <>
            <Select<BasisVariety>
              aria-label="品种"
              placeholder="全部品种"
              allowClear
              style={{ width: 130 }}
              value={draft.variety}
              onChange={(variety) => setDraft({ ...draft, variety })}
              options={BASIS_VARIETIES.map((v) => ({ value: v, label: BASIS_VARIETY_NAMES[v] }))}
            />
            <Input
              aria-label="合约"
              placeholder="合约，如 J2605"
              allowClear
              style={{ width: 150 }}
              value={draft.contract}
              onChange={(e) => setDraft({ ...draft, contract: e.target.value })}
              onPressEnter={() => search(draft)}
            />
            <DayRangePicker label="交易日期" value={draft} onChange={(range) => setDraft({ ...draft, ...range })} />
            <QueryResetButtons
              onQuery={() => search(draft)}
              onReset={() => {
                setDraft({});
                search({});
              }}
            />
          </>
        }
        right={
          <Button type="primary" onClick={() => setEditing(null)}>
            新增基差
          </Button>
        }
      />
      <Table<BasisQuoteAdmin>
        rowKey={(q) => `${q.tradeDate}-${q.variety}`}
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        pagination={false}
        scroll={{ x: 1100 }}
      />
      <div style={{ marginTop: 12, display: 'flex', justifyContent: 'flex-end' }}>
        <Pagination pager={pager} total={query.data?.total} />
      </div>
      <BasisQuoteFormModal quote={editing ?? null} open={editing !== undefined} onClose={() => setEditing(undefined)} />
    </>
  );
}
