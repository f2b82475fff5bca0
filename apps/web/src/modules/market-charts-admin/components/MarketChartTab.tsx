import { Button, Tag, type TableColumnsType } from 'antd';
import { CHART_PLACEMENT_NAMES, CHART_PLACEMENTS, CHART_RANGE_NAMES, CHART_TYPE_NAMES, type ChartPlacement, type MarketChart } from '@coal/contracts';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { deleteAction } from '../../../ui/admin-list/RowActions.tsx';
import { FilterSelect, FilterText } from '../../../ui/admin-list/FilterFields.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { formatDateTime } from '../../prices/utils/format.ts';
import { useAdminChartsQuery } from '../hooks/useAdminChartsQuery.ts';
import { useDeleteChartMutation } from '../hooks/useChartMutations.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

interface Filters {
  placement?: ChartPlacement;
  keyword?: string;
}

/** 行情图表: the market charts, where they appear, in which order; add, open, delete. */
export function MarketChartTab() {
  const { message } = useAntdApp();
  const navigate = useAppNavigate();
  const filters = useListFilters<Filters>({ scope: 'chart' });
  const query = useAdminChartsQuery(filters.params);
  const remove = useDeleteChartMutation();
  const open = (c: MarketChart) => navigate(`/back/MarketChartDetail?id=${c.id}`);

  const columns: TableColumnsType<MarketChart> = [
    { title: '排序', dataIndex: 'sortOrder', width: 70 },
    {
      title: '标题',
      dataIndex: 'title',
      render: (title: string, c) => (
        <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => open(c)}>
          {title}
        </Button>
      ),
    },
    { title: '类型', dataIndex: 'chartType', width: 90, render: (t: MarketChart['chartType']) => CHART_TYPE_NAMES[t] },
    { title: '指数', key: 'series', render: (_: unknown, c) => c.series.map((s) => <Tag key={s.code}>{s.name}</Tag>) },
    {
      title: '展示位置',
      dataIndex: 'placements',
      width: 200,
      render: (ps: ChartPlacement[]) =>
        ps.map((p) => (
          <Tag color="blue" key={p}>
            {CHART_PLACEMENT_NAMES[p]}
          </Tag>
        )),
    },
    { title: '范围', dataIndex: 'rangePreset', width: 110, render: (r: MarketChart['rangePreset']) => CHART_RANGE_NAMES[r] },
    { title: '状态', dataIndex: 'active', width: 80, render: (a: boolean) => (a ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
    { title: '更新时间', dataIndex: 'updatedAt', width: 150, render: formatDateTime },
  ];

  return (
    <AdminList<MarketChart>
      query={query}
      filters={filters}
      fields={
        <>
          <FilterSelect
            filters={filters}
            name="placement"
            label="展示位置"
            placeholder="全部位置"
            width={160}
            options={CHART_PLACEMENTS.map((p) => ({ value: p, label: CHART_PLACEMENT_NAMES[p] }))}
          />
          <FilterText filters={filters} name="keyword" label="关键词" placeholder="图表标题" width={220} />
        </>
      }
      toolbar={
        <Button type="primary" onClick={() => navigate('/back/MarketChartAdd')}>
          新增图表
        </Button>
      }
      size="large"
      columns={columns}
      scrollX={1100}
      actions={(c) => [
        { label: '编辑', onClick: () => open(c) },
        deleteAction(`删除图表“${c.title}”？`, () => remove.mutate(c.id, { onSuccess: () => void message.success('删除成功') })),
      ]}
    />
  );
}
