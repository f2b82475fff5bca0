import { Alert, Skeleton, Table, type TableColumnsType } from 'antd';
import type { PriceSubmission } from '@coal/contracts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { formatDateTime } from '../../prices/utils/format.ts';
import { useMyPriceReportsQuery } from '../hooks/usePriceReport.ts';
import { OutcomeText } from './OutcomeText.tsx';

const columns: TableColumnsType<PriceSubmission> = [
  { title: '指数', dataIndex: 'productName', width: 200, ellipsis: true },
  { title: '期次', dataIndex: 'period', width: 110 },
  { title: '类型', dataIndex: 'kindName', width: 90 },
  { title: '价格', dataIndex: 'price', width: 100, align: 'right' },
  { title: '数量（吨）', dataIndex: 'volume', width: 110, align: 'right' },
  { title: '报价机构', dataIndex: 'contributorName', width: 160, ellipsis: true },
  { title: '结果', key: 'outcome', width: 240, render: (_: unknown, s) => <OutcomeText submission={s} /> },
  { title: '提交时间', dataIndex: 'createdAt', width: 150, render: formatDateTime },
];

/** 我的报价: what the member reported and, once the period is released, whether it was used and why not. */
export function MyPriceReports() {
  const pager = usePagination();
  const list = useMyPriceReportsQuery({ currentPage: pager.currentPage, pageSize: pager.pageSize });
  if (list.isPending) return <Skeleton active />;
  if (list.isError) return <Alert type="info" showIcon message={list.error.message} />;
  return (
    <>
      <Table<PriceSubmission>
        size="small"
        rowKey="id"
        aria-label="我的报价"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={list.data.list}
        columns={columns}
        locale={{ emptyText: '暂无报价记录' }}
      />
      <Pagination pager={pager} total={list.data.total} />
    </>
  );
}
