import { useState } from 'react';
import { App, Button, Input, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { CHART_PLACEMENT_NAMES, CHART_PLACEMENTS, type ChartPlacement, type MarketChart } from '@coal/contracts';
import { useAppNavigate } from '../../../../app/guard/useAppNavigate.ts';
import { Pagination } from '../../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../../ui/pagination/usePagination.ts';
import { SearchBar } from '../../../../ui/SearchBar.tsx';
import { formatDateTime } from '../../../prices/utils/format.ts';
import { useAdminChartsQuery } from '../../hooks/useAdminChartsQuery.ts';
import { useDeleteChartMutation } from '../../hooks/useChartMutations.ts';
import { CHART_RANGE_NAMES, CHART_TYPE_NAMES } from '../../utils/chartNames.ts';

interface Filters {
  placement?: ChartPlacement;
  keyword?: string;
}

/** 行情图表: the market charts, where they appear, in which order; add, open, delete. */
export function MarketChartTab() {
  const { message } = App.useApp();
  const navigate = useAppNavigate();
  const pager = usePagination();
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const query = useAdminChartsQuery({ ...filters, currentPage: pager.currentPage, pageSize: pager.pageSize });
  const remove = useDeleteChartMutation();
  const open = (c: MarketChart) => navigate(`/back/MarketChartDetail?id=${c.id}`);
  const search = (next: Filters) => {
    setFilters(next);
    pager.reset();
  };

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
      render: (ps: ChartPlacement[]) => ps.map((p) => <Tag color="blue" key={p}>{CHART_PLACEMENT_NAMES[p]}</Tag>),
    },
    { title: '范围', dataIndex: 'rangePreset', width: 110, render: (r: MarketChart['rangePreset']) => CHART_RANGE_NAMES[r] },
    { title: '状态', dataIndex: 'active', width: 80, render: (a: boolean) => (a ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
    { title: '更新时间', dataIndex: 'updatedAt', width: 150, render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_: unknown, c) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => open(c)}>
            编辑
          </Button>
          <Popconfirm title={`删除图表“${c.title}”？`} onConfirm={() => remove.mutate(c.id, { onSuccess: () => void message.success('删除成功') })}>
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
            <Select<ChartPlacement>
              aria-label="展示位置"
              placeholder="全部位置"
              allowClear
              style={{ width: 160 }}
              value={draft.placement}
              onChange={(placement) => setDraft({ ...draft, placement })}
              options={CHART_PLACEMENTS.map((p) => ({ value: p, label: CHART_PLACEMENT_NAMES[p] }))}
            />
            <Input
              aria-label="关键词"
              placeholder="图表标题"
              allowClear
              style={{ width: 220 }}
              value={draft.keyword}
              onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
              onPressEnter={() => search(draft)}
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
          <Button type="primary" onClick={() => navigate('/back/MarketChartAdd')}>
            新增图表
          </Button>
        }
      />
      <Table<MarketChart> rowKey="id" columns={columns} dataSource={query.data?.list ?? []} loading={query.isFetching} pagination={false} scroll={{ x: 1100 }} />
      <div style={{ marginTop: 12, display: 'flex', justifyContent: 'flex-end' }}>
        <Pagination pager={pager} total={query.data?.total} />
      </div>
    </>
  );
}
