import { useState } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import type { PriceSubmission } from '@coal/contracts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { ManagerLayout } from '../../../ui/ManagerLayout.tsx';
import { formatDateTime } from '../../prices/utils/format.ts';
import { useSubmissionsQuery } from '../hooks/useAssessmentQueries.ts';
import { ProductPeriodPicker } from './ProductPeriodPicker.tsx';
import { OutcomeText } from '../../price-report/components/OutcomeText.tsx';
import { SubmissionFormModal } from './SubmissionFormModal.tsx';

const columns: TableColumnsType<PriceSubmission> = [
  {
    title: '报价机构',
    dataIndex: 'contributorName',
    width: 200,
    render: (name: string, s) => (
      <>
        {name} {s.demo ? <Tag color="gold">演示</Tag> : null}
      </>
    ),
  },
  { title: '指数', dataIndex: 'productName', width: 200, ellipsis: true },
  { title: '期次', dataIndex: 'period', width: 110 },
  { title: '类型', dataIndex: 'kindName', width: 90 },
  { title: '价格', dataIndex: 'price', width: 100, align: 'right' },
  { title: '数量（吨）', dataIndex: 'volume', width: 110, align: 'right' },
  { title: '发热量', dataIndex: 'calorific', width: 90, render: (v: number | null) => v ?? '—' },
  { title: '交货地', dataIndex: 'deliveryPlace', width: 120, ellipsis: true, render: (v: string) => v || '—' },
  { title: '来源', dataIndex: 'sourceName', width: 90 },
  { title: '填报人', dataIndex: 'enteredBy', width: 110 },
  { title: '结果', key: 'outcome', width: 200, render: (_: unknown, s) => <OutcomeText submission={s} /> },
  { title: '提交时间', dataIndex: 'createdAt', width: 150, render: formatDateTime },
];

interface Filters {
  productCode?: string;
  period?: string;
}

/** 价格采集: every submission of a product's period, and staff's capture of one taken by phone. */
export function SubmissionList() {
  const filters = useListFilters<Filters>();
  const [capturing, setCapturing] = useState(false);
  const query = useSubmissionsQuery(filters.params);
  return (
    <ManagerLayout title="价格采集">
      <AdminList<PriceSubmission>
        query={query}
        filters={filters}
        fields={<ProductPeriodPicker value={filters.draft} onChange={(next) => filters.set(next)} allowClear />}
        toolbar={
          <Button type="primary" onClick={() => setCapturing(true)}>
            录入报价
          </Button>
        }
        columns={columns}
      />
      <SubmissionFormModal open={capturing} productCode={filters.applied.productCode} period={filters.applied.period} onClose={() => setCapturing(false)} />
    </ManagerLayout>
  );
}
