import { useState } from 'react';
import { Button, Drawer, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { IndexProduct, IndexValueRow } from '@coal/contracts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { ChangeText } from '../../../ui/market/ChangeText.tsx';
import { formatDateTime, formatValue } from '../../prices/utils/format.ts';
import { useIndexValuesQuery } from '../hooks/useIndexValuesQuery.ts';
import { useDeleteValueMutation } from '../hooks/useIndexAdminMutations.ts';
import { ValueFormModal } from './ValueFormModal.tsx';
import { CommentaryModal } from './CommentaryModal.tsx';
import { useAntdApp } from '../../../ui/useAntdApp.ts';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';

export interface ValuesDrawerProps {
  product: IndexProduct | null;
  onClose: () => void;
}

/** One product's values: list by date range, add, correct, delete. */
export function ValuesDrawer({ product, onClose }: ValuesDrawerProps) {
  const { message } = useAntdApp();
  const pager = usePagination();
  const [range, setRange] = useState<[string, string] | null>(null);
  const [editing, setEditing] = useState<IndexValueRow | null | undefined>(undefined);
  const [commenting, setCommenting] = useState<string | null>(null);
  const remove = useDeleteValueMutation();
  const query = useIndexValuesQuery(
    product ? { productId: product.id, from: range?.[0], to: range?.[1], currentPage: pager.currentPage, pageSize: pager.pageSize } : null,
  );
  const precision = { decimals: product?.decimals ?? 2, unit: product?.unit ?? 'CNY/t' };
  const columns: TableColumnsType<IndexValueRow> = [
    {
      title: '日期',
      dataIndex: 'period',
      // Before its release time a value is embargoed: saved, but not yet public.
      render: (v: string, r) =>
        r.released ? (
          v
        ) : (
          <Space size={4}>
            {v}
            <Tag color="orange">待发布</Tag>
          </Space>
        ),
    },
    { title: `数值（${product?.unitName ?? ''}）`, dataIndex: 'value', align: 'right', render: (v: number) => formatValue(v, precision, false) },
    { title: '涨跌', key: 'change', align: 'right', render: (_: unknown, r) => <ChangeText change={r.change} pct={r.pct} decimals={precision.decimals} /> },
    { title: '更新时间', dataIndex: 'updatedAt', render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(r)}>
            修改
          </Button>
          <Button type="link" size="small" onClick={() => setCommenting(r.period)}>
            评述
          </Button>
          {/* A released value is withdrawn through approval: the server's answer says so. */}
          <Popconfirm
            title={r.released ? `撤回 ${r.period} 的已发布数据？需经审批，通过后发布撤回公告` : `删除 ${r.period} 的数据？`}
            onConfirm={() => product && remove.mutate({ productId: product.id, period: r.period }, { onSuccess: (text) => void message.success(text) })}
          >
            <Button type="link" size="small" danger>
              {r.released ? '撤回' : '删除'}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Drawer title={product ? `指数数据：${product.name}（${product.code}）` : ''} open={Boolean(product)} onClose={onClose} size={760} destroyOnHidden>
      <Space style={{ marginBottom: 12 }} wrap>
        <DatePicker.RangePicker
          aria-label="日期范围"
          onChange={(d) => {
            setRange(d?.[0] && d[1] ? [d[0].format('YYYY-MM-DD'), d[1].format('YYYY-MM-DD')] : null);
            pager.reset();
          }}
        />
        <Button type="primary" onClick={() => setEditing(null)}>
          新增数据
        </Button>
      </Space>
      <Table<IndexValueRow> rowKey="period" size="small" columns={columns} dataSource={query.data?.list ?? []} loading={query.isFetching} pagination={false} />
      <div style={{ marginTop: 12, display: 'flex', justifyContent: 'flex-end' }}>
        <Pagination pager={pager} total={query.data?.total} />
      </div>
      {product ? <CommentaryModal product={product} period={commenting} onClose={() => setCommenting(null)} /> : null}
      {product ? <ValueFormModal product={product} row={editing ?? null} open={editing !== undefined} onClose={() => setEditing(undefined)} /> : null}
    </Drawer>
  );
}
