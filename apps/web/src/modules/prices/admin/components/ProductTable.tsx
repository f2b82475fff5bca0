import { Button, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { IndexProduct } from '@coal/contracts';
import { frequencyName } from '../../utils/format.ts';

export interface ProductTableProps {
  rows: IndexProduct[];
  loading: boolean;
  selected: React.Key[];
  onSelect: (keys: React.Key[]) => void;
  onEdit: (p: IndexProduct) => void;
  onValues: (p: IndexProduct) => void;
  onExport: (p: IndexProduct) => void;
  onDelete: (p: IndexProduct) => void;
}

/** The index products of a page with their actions. */
export function ProductTable({ rows, loading, selected, onSelect, onEdit, onValues, onExport, onDelete }: ProductTableProps) {
  const columns: TableColumnsType<IndexProduct> = [
    { title: '指数代码', dataIndex: 'code', width: 130, fixed: 'left' },
    {
      title: '指数名称',
      dataIndex: 'name',
      width: 280,
      render: (name: string, p) => (
        <>
          {name} {p.demo ? <Tag color="gold">演示数据</Tag> : null}
        </>
      ),
    },
    { title: '系列', dataIndex: 'familyName', width: 160, ellipsis: true },
    { title: '频率', dataIndex: 'frequency', width: 70, render: frequencyName },
    { title: '单位', dataIndex: 'unitName', width: 80 },
    { title: '交货方式', dataIndex: 'deliveryBasisName', width: 140 },
    { title: '发布时间', dataIndex: 'releaseTime', width: 90 },
    { title: '基期 / 基值', key: 'base', width: 150, render: (_: unknown, p) => `${p.basePeriod} / ${p.baseValue}` },
    {
      title: '状态',
      dataIndex: 'active',
      width: 80,
      render: (active: boolean) => (active ? <Tag color="green">发布中</Tag> : <Tag>已停发</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      width: 230,
      fixed: 'right',
      render: (_: unknown, p) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit(p)}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => onValues(p)}>
            数据
          </Button>
          <Button type="link" size="small" onClick={() => onExport(p)}>
            导出
          </Button>
          <Popconfirm title={`删除指数“${p.name}”？`} description="已有历史数据的指数不能删除，可改为停发。" onConfirm={() => onDelete(p)}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Table<IndexProduct>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 1480 }}
      rowSelection={{ selectedRowKeys: selected, onChange: onSelect }}
    />
  );
}
