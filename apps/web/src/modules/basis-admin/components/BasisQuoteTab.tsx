import { useState } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { BASIS_VARIETIES, BASIS_VARIETY_NAMES, type BasisQuoteAdmin, type BasisVariety } from '@coal/contracts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { DayRangePicker } from '../../../ui/admin-list/DayRangePicker.tsx';
import { deleteAction } from '../../../ui/admin-list/RowActions.tsx';
import { FilterSelect, FilterText } from '../../../ui/admin-list/FilterFields.tsx';
import { trimFilters, useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { useAdminBasisQuery } from '../hooks/useAdminBasisQuery.ts';
import { useDeleteBasisQuoteMutation } from '../hooks/useBasisAdminMutations.ts';
import { basisColumns } from '../../basis/components/BasisTable.tsx';
import { BasisQuoteFormModal } from './BasisQuoteFormModal.tsx';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

interface Filters {
  variety?: BasisVariety;
  contract?: string;
  from?: string;
  to?: string;
}

/** Contracts are upper case (J2605). */
const normalize = (f: Filters): Filters => trimFilters({ ...f, contract: f.contract?.toUpperCase() });

/** 期现基差: the daily spot vs futures quotes by variety, contract and date range; add, correct, delete. */
export function BasisQuoteTab() {
  const { message } = useAntdApp();
  const filters = useListFilters<Filters>({ normalize, scope: 'basis' });
  const [editing, setEditing] = useState<BasisQuoteAdmin | null | undefined>(undefined);
  const query = useAdminBasisQuery(filters.params);
  const remove = useDeleteBasisQuoteMutation();

  const columns: TableColumnsType<BasisQuoteAdmin> = [
    ...(basisColumns as TableColumnsType<BasisQuoteAdmin>),
    { title: '来源', dataIndex: 'demo', width: 90, render: (demo: boolean) => (demo ? <Tag>演示数据</Tag> : <Tag color="green">人工录入</Tag>) },
  ];

  return (
    <>
      <AdminList<BasisQuoteAdmin>
        query={query}
        filters={filters}
        fields={
          <>
            <FilterSelect
              filters={filters}
              name="variety"
              label="品种"
              placeholder="全部品种"
              width={130}
              options={BASIS_VARIETIES.map((v) => ({ value: v, label: BASIS_VARIETY_NAMES[v] }))}
            />
            <FilterText filters={filters} name="contract" label="合约" placeholder="合约，如 J2605" width={150} />
            <DayRangePicker label="交易日期" value={filters.draft} onChange={filters.set} />
          </>
        }
        toolbar={
          <Button type="primary" onClick={() => setEditing(null)}>
            新增基差
          </Button>
        }
        rowKey={(q) => `${q.tradeDate}-${q.variety}`}
        columns={columns}
        scrollX={1100}
        actions={(q) => [
          { label: '修改', onClick: () => setEditing(q) },
          deleteAction(`删除 ${q.tradeDate} ${q.varietyName}的基差数据？`, () =>
            remove.mutate({ tradeDate: q.tradeDate, variety: q.variety }, { onSuccess: () => void message.success('删除成功') }),
          ),
        ]}
      />
      <BasisQuoteFormModal quote={editing ?? null} open={editing !== undefined} onClose={() => setEditing(undefined)} />
    </>
  );
}
