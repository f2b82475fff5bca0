import { type Key, useState } from 'react';
import { App, Button, Input, Select } from 'antd';
import { type IndexProduct, MAX_COMPARE_CODES } from '@coal/contracts';
import { Pagination } from '../../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../../ui/pagination/usePagination.ts';
import { SearchBar } from '../../../../ui/SearchBar.tsx';
import { exportIndexCsv } from '../../api/pricesApi.ts';
import { downloadImportTemplate } from '../api/indexAdminApi.ts';
import { useAdminFamiliesQuery } from '../hooks/useAdminFamiliesQuery.ts';
import { useAdminProductsQuery } from '../hooks/useAdminProductsQuery.ts';
import { useDeleteProductMutation } from '../hooks/useIndexAdminMutations.ts';
import { fullExport } from '../utils/exportRange.ts';
import { ImportModal } from './ImportModal.tsx';
import { ProductFormModal } from './ProductFormModal.tsx';
import { ProductTable } from './ProductTable.tsx';
import { ValuesDrawer } from './ValuesDrawer.tsx';

interface Filters {
  familyId?: number;
  keyword?: string;
  active?: boolean;
}

/** 指数产品: filters, the product table, add/edit, values, import and export. */
export function ProductTab() {
  const { message } = App.useApp();
  const pager = usePagination();
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<IndexProduct | null | undefined>(undefined);
  const [valuesOf, setValuesOf] = useState<IndexProduct | null>(null);
  const [importing, setImporting] = useState(false);
  const families = useAdminFamiliesQuery();
  const query = useAdminProductsQuery({ ...filters, currentPage: pager.currentPage, pageSize: pager.pageSize });
  const remove = useDeleteProductMutation();
  const rows = query.data?.list ?? [];

  const run = (task: Promise<void>) => task.catch((e: unknown) => void message.error(e instanceof Error ? e.message : '下载失败'));
  const exportProducts = (products: IndexProduct[]) => {
    if (products.length === 0) return void message.warning('请先勾选要导出的指数');
    if (products.length > MAX_COMPARE_CODES) void message.warning(`一次最多导出${MAX_COMPARE_CODES}个指数，已导出前${MAX_COMPARE_CODES}个`);
    const { codes, from } = fullExport(products);
    void run(exportIndexCsv(codes, from));
  };
  const search = (next: Filters) => {
    setFilters(next);
    pager.reset();
  };

  return (
    <>
      <SearchBar
        left={
          <>
            <Select<number>
              aria-label="指数系列"
              placeholder="全部系列"
              allowClear
              style={{ width: 200 }}
              value={draft.familyId}
              onChange={(familyId) => setDraft({ ...draft, familyId })}
              options={(families.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
            />
            <Input
              aria-label="关键词"
              placeholder="指数名称或代码"
              allowClear
              style={{ width: 200 }}
              value={draft.keyword}
              onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
              onPressEnter={() => search(draft)}
            />
            <Select<string>
              aria-label="状态"
              placeholder="全部状态"
              allowClear
              style={{ width: 120 }}
              value={draft.active === undefined ? undefined : draft.active ? '1' : '0'}
              onChange={(v) => setDraft({ ...draft, active: v === undefined ? undefined : v === '1' })}
              options={[
                { value: '1', label: '发布中' },
                { value: '0', label: '已停发' },
              ]}
            />
            <Button type="primary" onClick={() => search(draft)}>
              查询
            </Button>
            <Button
              onClick={() => {
                setDraft({});
                search({});
              }}
            >
              重置
            </Button>
          </>
        }
        right={
          <>
            <Button type="primary" onClick={() => setEditing(null)}>
              新增指数
            </Button>
            <Button onClick={() => setImporting(true)}>导入数据</Button>
            <Button onClick={() => void run(downloadImportTemplate())}>下载导入模板</Button>
            <Button onClick={() => exportProducts(rows.filter((r) => selected.includes(r.id)))}>导出所选</Button>
          </>
        }
      />
      <ProductTable
        rows={rows}
        loading={query.isFetching}
        selected={selected}
        onSelect={setSelected}
        onEdit={setEditing}
        onValues={setValuesOf}
        onExport={(p) => exportProducts([p])}
        onDelete={(p) => remove.mutate(p.id, { onSuccess: () => void message.success('删除成功') })}
      />
      <div style={{ marginTop: 12, display: 'flex', justifyContent: 'flex-end' }}>
        <Pagination pager={pager} total={query.data?.total} />
      </div>
      <ProductFormModal product={editing ?? null} open={editing !== undefined} families={families.data ?? []} onClose={() => setEditing(undefined)} />
      <ValuesDrawer product={valuesOf} onClose={() => setValuesOf(null)} />
      <ImportModal open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
