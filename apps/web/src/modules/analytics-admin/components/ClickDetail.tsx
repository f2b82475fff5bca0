import { CLICK_EVENTS, type ClickEventName } from '@coal/contracts';
import { Descriptions, Spin, Table, Tag } from 'antd';
import { Empty } from '../../../ui/Empty.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useClickDetailQuery } from '../api/analyticsApi.ts';
import { DashboardChart } from '../charts/charts.tsx';
import { linesOption } from '../charts/options.ts';
import { filterParams, useAnalyticsFilters } from '../filters.ts';
import { DEVICE_NAMES } from '../format.ts';
import { AnalyticsFilterBar } from './AnalyticsFilterBar.tsx';
import { Panel } from './Panel.tsx';
import { SharePanel } from './SharePanel.tsx';
import { RecordedLink } from './RecordedLink.tsx';
import { StatCards } from './StatCards.tsx';
import '../analytics.css';

/** The list page with this page's range and terminal (its 返回 target). */
export function clickListPath(search: URLSearchParams): string {
  const q = new URLSearchParams();
  for (const key of ['from', 'to', 'sysType']) {
    const v = search.get(key);
    if (v) q.set(key, v);
  }
  return `/back/ClickStatistics${q.size ? `?${q.toString()}` : ''}`;
}

/** ClickStatisticsDetail: one clicked item over a range. */
export function ClickDetail() {
  const { filters, search, update } = useAnalyticsFilters('last7');
  const rawEvent = search.get('eventName') ?? '';
  const eventName = rawEvent in CLICK_EVENTS ? (rawEvent as ClickEventName) : undefined;
  const url = search.get('url') ?? '';
  const valid = !!eventName && !!url;
  const query = useClickDetailQuery({ ...filterParams(filters), eventName: eventName ?? '', url }, valid);
  const d = query.data;
  if (!valid) return <Empty description="缺少点击目标" />;
  return (
    <>
      <AnalyticsFilterBar filters={filters} onChange={update} />
      <Spin spinning={query.isFetching}>
        {query.isError && !d ? (
          <Empty description={query.error instanceof Error ? query.error.message : '暂无数据'} />
        ) : !d ? (
          <Empty />
        ) : (
          <>
            <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
              <Descriptions.Item label="区域">{d.areaName}</Descriptions.Item>
              <Descriptions.Item label="点击内容">{d.target}</Descriptions.Item>
              <Descriptions.Item label="目标地址">
                <RecordedLink url={d.url} />
              </Descriptions.Item>
            </Descriptions>
            <StatCards
              items={[
                { label: '点击量', title: '点击量', value: d.clicks },
                { label: '点击人数', title: '点击人数', value: d.uv },
              ]}
            />
            <Panel title="按日趋势">
              <DashboardChart
                ariaLabel="点击趋势图"
                height={280}
                option={linesOption(
                  d.trend.map((p) => p.date),
                  [
                    { name: '点击量', values: d.trend.map((p) => p.clicks) },
                    { name: '点击人数', values: d.trend.map((p) => p.uv) },
                  ],
                )}
              />
            </Panel>
            <div className="coal-analytics-grid">
              <Panel title="地域分布">
                <Table
                  size="small"
                  rowKey="name"
                  pagination={false}
                  dataSource={d.provinces}
                  locale={{ emptyText: <Empty simple /> }}
                  columns={[
                    { title: '省份', dataIndex: 'name' },
                    { title: '点击量', dataIndex: 'clicks', align: 'right' },
                  ]}
                />
              </Panel>
              <SharePanel title="终端分布" chartLabel="点击终端分布图" seriesName="终端" shares={d.devices.map((x) => ({ name: x.name, value: x.clicks }))} />
            </div>
            <div style={{ marginTop: 16 }}>
              <Panel title="最近点击">
                <Table
                  size="small"
                  rowKey={(r) => `${r.time}-${r.province}`}
                  pagination={false}
                  dataSource={d.recent}
                  locale={{ emptyText: <Empty simple /> }}
                  columns={[
                    { title: '时间', dataIndex: 'time', render: (t: string) => formatDateTime(t) },
                    { title: '地域', dataIndex: 'province' },
                    { title: '终端', dataIndex: 'sysType', render: (s: 'mobile' | 'computer') => DEVICE_NAMES[s] },
                    { title: '访客', dataIndex: 'member', render: (m: boolean) => (m ? <Tag color="gold">会员</Tag> : <Tag>游客</Tag>) },
                  ]}
                />
              </Panel>
            </div>
          </>
        )}
      </Spin>
    </>
  );
}
