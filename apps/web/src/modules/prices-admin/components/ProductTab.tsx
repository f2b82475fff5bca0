import { type Key, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Select, Tag, type TableColumnsType } from 'antd';
import { type IndexProduct, MAX_COMPARE_CODES } from '@coal/contracts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { deleteAction } from '../../../ui/admin-list/RowActions.tsx';
import { FilterSelect, FilterText } from '../../../ui/admin-list/FilterFields.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { exportIndexCsv } from '../../prices/api/exportApi.ts';
import { frequencyName } from '../../prices/utils/format.ts';
import { downloadImportTemplate } from '../api/indexAdminApi.ts';
import { useAdminFamiliesQuery } from '../hooks/useAdminFamiliesQuery.ts';
import { useAdminProductsQuery } from '../hooks/useAdminProductsQuery.ts';
import { useDeleteProductMutation } from '../hooks/useIndexAdminMutations.ts';
import { fullExport } from '../utils/exportRange.ts';
import { ImportModal } from './ImportModal.tsx';
import { ProductFormModal } from './ProductFormModal.tsx';
import { ValuesDrawer } from './ValuesDrawer.tsx';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

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
  { title: '小数位数', dataIndex: 'decimals', width: 90, align: 'right' },
  { title: '状态', dataIndex: 'active', width: 80, render: (active: boolean) => (active ? <Tag color="green">发布中</Tag> : <Tag>已停发</Tag>) },
];

interface Filters {
  familyId?: number;
  keyword?: string;
  active?: boolean;
}

/** 指数产品: filters, the product table, add/edit, values, import and export. */
export function ProductTab() {
  const { message } = useAntdApp();
  const filters = useListFilters<Filters>({ scope: 'product', fieldTypes: { familyId: 'number', active: 'boolean' } });
  const { draft, set } = filters;
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<IndexProduct | null | undefined>(undefined);
  const [valuesOf, setValuesOf] = useState<IndexProduct | null>(null);
  const [importing, setImporting] = useState(false);
  const families = useAdminFamiliesQuery();
  // `?missing=today` (the workbench's card): only the indexes due today without a value yet.
  const [search] = useSearchParams();
  const [missingToday, setMissingToday] = useState(() => search.get('missing') === 'today');
  const query = useAdminProductsQuery(missingToday ? { ...filters.params, missing: 'today' as const } : filters.params);
  const remove = useDeleteProductMutation();
  const rows = query.data?.list ?? [];

  const run = (task: Promise<void>) => task.catch((e: unknown) => void message.error(e instanceof Error ? e.message : '下载失败'));
  const exportProducts = (products: IndexProduct[]) => {
    if (products.length === 0) return void message.warning('请先勾选要导出的指数');
    if (products.length > MAX_COMPARE_CODES) void message.warning(`一次最多导出${MAX_COMPARE_CODES}个指数，已导出前${MAX_COMPARE_CODES}个`);
    const { codes, from } = fullExport(products);
    void run(exportIndexCsv(codes, from));
  };

  return (
    <>
      <AdminList<IndexProduct>
        query={query}
        filters={filters}
        fields={
          <>
            <FilterSelect
              filters={filters}
              name="familyId"
              label="指数系列"
              placeholder="全部系列"
              width={200}
              options={(families.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
            />
            <FilterText filters={filters} name="keyword" label="关键词" placeholder="指数名称或代码" width={200} />
            {missingToday ? (
              <Tag closable color="orange" onClose={() => setMissingToday(false)}>
                今日未录入
              </Tag>
            ) : null}
            <Select<string>
              aria-label="状态"
              placeholder="全部状态"
              allowClear
              style={{ width: 120 }}
              value={draft.active === undefined ? undefined : draft.active ? '1' : '0'}
              onChange={(v) => set({ active: v === undefined ? undefined : v === '1' })}
              options={[
                { value: '1', label: '发布中' },
                { value: '0', label: '已停发' },
              ]}
            />
          </>
        }
        toolbar={
          <>
            <Button type="primary" onClick={() => setEditing(null)}>
              新增指数
            </Button>
            <Button onClick={() => setImporting(true)}>导入数据</Button>
            <Button onClick={() => void run(downloadImportTemplate())}>下载导入模板</Button>
            <Button onClick={() => exportProducts(rows.filter((r) => selected.includes(r.id)))}>导出所选</Button>
          </>
        }
        columns={columns}
        scrollX={1480}
        selection={{ keys: selected, onChange: setSelected }}
        actionsWidth={230}
        actions={(p) => [
          { label: '编辑', onClick: () => setEditing(p) },
          { label: '数据', onClick: () => setValuesOf(p) },
          { label: '导出', onClick: () => exportProducts([p]) },
          deleteAction(`删除指数“${p.name}”？`, () => remove.mutate(p.id, { onSuccess: () => void message.success('删除成功') }), {
            confirmDescription: '已有历史数据的指数不能删除，可改为停发。',
          }),
        ]}
      />
      <ProductFormModal product={editing ?? null} open={editing !== undefined} families={families.data ?? []} onClose={() => setEditing(undefined)} />
      <ValuesDrawer product={valuesOf} onClose={() => setValuesOf(null)} />
      <ImportModal open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
