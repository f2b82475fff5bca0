import { type AnalyticsClickRow, CLICK_EVENTS, type ClickEventName } from '@coal/contracts';
import { Input, Select, Table } from 'antd';
import { useEffect, useState } from 'react';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { useClicksQuery } from '../api/analyticsApi.ts';
import { type AnalyticsFilters, filterParams, useAnalyticsFilters } from '../filters.ts';
import { formatCount } from '../format.ts';
import { AnalyticsFilterBar } from './AnalyticsFilterBar.tsx';
import { RecordedLink } from './RecordedLink.tsx';

const AREAS = [{ value: '', label: '全部区域' }, ...Object.entries(CLICK_EVENTS).map(([value, label]) => ({ value, label }))];

/** The detail page of one clicked item, carrying the list's range and terminal. */
export function clickDetailPath(row: Pick<AnalyticsClickRow, 'eventName' | 'url'>, filters: AnalyticsFilters): string {
  const q = new URLSearchParams({ eventName: row.eventName, url: row.url, ...filterParams(filters) });
  return `/back/ClickStatisticsDetail?${q.toString()}`;
}

/** ClickStatistics: banners, ads, system entries, links and downloads, by clicks. */
export function ClickStatistics() {
  const { filters, search, update } = useAnalyticsFilters('last7');
  const area = search.get('eventName');
  const eventName = area && area in CLICK_EVENTS ? (area as ClickEventName) : undefined;
  const keyword = search.get('keyword') ?? '';
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);
  const pager = usePagination();
  const params = { ...filterParams(filters), ...(eventName ? { eventName } : {}), ...(keyword ? { keyword } : {}) };
  const query = useClicksQuery({ ...params, currentPage: pager.query.currentPage, pageSize: pager.query.pageSize });
  const change = (patch: Record<string, string | boolean | undefined>) => {
    update(patch);
    pager.reset();
  };
  return (
    <>
      <AnalyticsFilterBar
        filters={filters}
        onChange={change}
        exportSpec={{ path: '/api/admin/analytics/clicks/export', params, fileName: '点击统计.csv' }}
        extra={
          <>
            <Select
              aria-label="点击区域"
              value={eventName ?? ''}
              options={AREAS}
              style={{ width: 140 }}
              onChange={(v: string) => change({ eventName: v || undefined })}
            />
            <Input.Search
              aria-label="点击内容或地址"
              placeholder="点击内容或地址"
              allowClear
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onSearch={(v) => change({ keyword: v.trim() || undefined })}
              style={{ width: 220 }}
            />
          </>
        }
      />
      <Table<AnalyticsClickRow>
        rowKey={(r) => `${r.eventName} ${r.url}`}
        size="middle"
        loading={query.isFetching}
        dataSource={query.data?.list}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty simple /> }}
        columns={[
          { title: '区域', dataIndex: 'areaName', width: 120 },
          { title: '点击内容', dataIndex: 'target', ellipsis: true },
          { title: '目标地址', dataIndex: 'url', ellipsis: true, render: (u: string) => <RecordedLink url={u} /> },
          { title: '点击量', dataIndex: 'clicks', width: 100, align: 'right', render: formatCount },
          { title: '点击人数', dataIndex: 'uv', width: 100, align: 'right', render: formatCount },
          { title: '最近点击', dataIndex: 'lastClickAt', width: 170, render: (t: string) => formatDateTime(t) },
          { title: '操作', key: 'op', width: 80, fixed: 'right', render: (_: unknown, r) => <AppLink to={clickDetailPath(r, filters)}>详情</AppLink> },
        ]}
      />
      <Pagination pager={pager} total={query.data?.total} />
    </>
  );
}
