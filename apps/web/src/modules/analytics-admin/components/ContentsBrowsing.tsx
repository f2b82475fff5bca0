import type { AnalyticsContentRow } from '@coal/contracts';
import { Input, Progress, Table, Tabs } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useState } from 'react';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { useContentsQuery } from '../api/analyticsApi.ts';
import { filterParams, useAnalyticsFilters } from '../filters.ts';
import { formatCount, formatDuration, formatPercent } from '../format.ts';
import { AnalyticsFilterBar } from './AnalyticsFilterBar.tsx';
import { RecordedLink } from './RecordedLink.tsx';
import '../analytics.css';

type Kind = 'page' | 'article';
type Sort = 'pv' | 'uv' | 'avgDurationSec';

const KINDS = [
  { key: 'page', label: '页面' },
  { key: 'article', label: '文章' },
];

/** ContentsBrowsing: which pages, and which articles, texts and reports, are read most. */
export function ContentsBrowsing() {
  const { filters, search, update } = useAnalyticsFilters('last7');
  const kind: Kind = search.get('kind') === 'article' ? 'article' : 'page';
  const sortParam = search.get('sort');
  const sort: Sort = sortParam === 'uv' || sortParam === 'avgDurationSec' ? sortParam : 'pv';
  const keyword = search.get('keyword') ?? '';
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);
  const pager = usePagination();
  const params = { ...filterParams(filters), kind, sort, ...(keyword ? { keyword } : {}) };
  const query = useContentsQuery({ ...params, currentPage: pager.query.currentPage, pageSize: pager.query.pageSize });
  const change = (patch: Record<string, string | boolean | undefined>) => {
    update(patch);
    pager.reset();
  };
  const sortOrder = (field: Sort) => (sort === field ? ('descend' as const) : null);
  return (
    <>
      <AnalyticsFilterBar
        filters={filters}
        onChange={change}
        exportSpec={{ path: '/api/admin/analytics/contents/export', params, fileName: kind === 'article' ? '文章浏览统计.csv' : '页面浏览统计.csv' }}
        extra={
          <Input.Search
            aria-label="标题或地址"
            placeholder="标题或地址"
            allowClear
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onSearch={(v) => change({ keyword: v.trim() || undefined })}
            style={{ width: 220 }}
          />
        }
      />
      <Tabs activeKey={kind} items={KINDS} onChange={(k) => change({ kind: k === 'article' ? 'article' : undefined })} />
      <Table<AnalyticsContentRow>
        rowKey="key"
        size="middle"
        loading={query.isFetching}
        dataSource={query.data?.list}
        pagination={false}
        locale={{ emptyText: <Empty simple /> }}
        onChange={(_p, _f, sorter) => {
          const field = (sorter as SorterResult<AnalyticsContentRow>).field as Sort | undefined;
          change({ sort: field && field !== 'pv' ? field : undefined });
        }}
        columns={[
          { title: '排名', key: 'rank', width: 64, render: (_: unknown, __, i) => (pager.query.currentPage - 1) * pager.query.pageSize + i + 1 },
          { title: kind === 'article' ? '文章' : '页面', dataIndex: 'title', ellipsis: true, render: (t: string, r) => <RecordedLink url={r.path} text={t} /> },
          { title: '地址', dataIndex: 'path', ellipsis: true, width: 280 },
          {
            title: '浏览量',
            dataIndex: 'pv',
            width: 110,
            align: 'right',
            sorter: true,
            sortOrder: sortOrder('pv'),
            sortDirections: ['descend'],
            render: formatCount,
          },
          {
            title: '访客数',
            dataIndex: 'uv',
            width: 110,
            align: 'right',
            sorter: true,
            sortOrder: sortOrder('uv'),
            sortDirections: ['descend'],
            render: formatCount,
          },
          {
            title: '平均停留',
            dataIndex: 'avgDurationSec',
            width: 120,
            align: 'right',
            sorter: true,
            sortOrder: sortOrder('avgDurationSec'),
            sortDirections: ['descend'],
            render: formatDuration,
          },
          {
            title: '浏览占比',
            dataIndex: 'share',
            width: 160,
            render: (s: number) => <Progress percent={Math.round(s * 1000) / 10} size="small" format={() => formatPercent(s)} />,
          },
        ]}
      />
      <Pagination pager={pager} total={query.data?.total} />
    </>
  );
}
