import type { AnalyticsNamedCount, AnalyticsRealtimeVisit } from '@coal/contracts';
import { Radio, Spin, Switch, Table, Tag } from 'antd';
import { formatChinaTime } from '../../../lib/format.ts';
import { useState } from 'react';
import { SearchBar } from '../../../ui/SearchBar.tsx';
import { Empty } from '../../../ui/Empty.tsx';
import { useRealtimeQuery } from '../api/analyticsApi.ts';
import { DashboardChart } from '../charts/charts.tsx';
import { columnsOption } from '../charts/options.ts';
import { DEVICE_NAMES, formatCount, formatDuration } from '../format.ts';
import { IncludeBackSwitch } from './AnalyticsFilterBar.tsx';
import { RecordedLink } from './RecordedLink.tsx';
import { StatCards } from './StatCards.tsx';
import { Panel } from './Panel.tsx';
import '../analytics.css';

/** How often the figures refresh while 自动刷新 is on. */
export const REALTIME_REFRESH_MS = 10_000;

const WINDOWS = [
  { value: 15, label: '最近15分钟' },
  { value: 30, label: '最近30分钟' },
  { value: 60, label: '最近60分钟' },
];

/** RealTimeVisitorAnalysis: who is on the site now, refreshed every 10 s unless paused. */
export function RealtimeVisitors() {
  const [minutes, setMinutes] = useState(30);
  const [auto, setAuto] = useState(true);
  const [includeBack, setIncludeBack] = useState(false);
  const query = useRealtimeQuery({ minutes, ...(includeBack ? { includeBack: '1' } : {}) }, auto ? REALTIME_REFRESH_MS : false);
  const rt = query.data;
  return (
    <>
      <SearchBar
        left={
          <>
            <Radio.Group aria-label="统计窗口" optionType="button" value={minutes} options={WINDOWS} onChange={(e) => setMinutes(Number(e.target.value))} />
            <IncludeBackSwitch checked={includeBack} onChange={setIncludeBack} />
          </>
        }
        right={
          <>
            <span className="coal-analytics-updated">{query.dataUpdatedAt ? `更新于 ${formatChinaTime(query.dataUpdatedAt, 'HH:mm:ss')}` : ''}</span>
            <Switch aria-label="自动刷新" checked={auto} onChange={setAuto} checkedChildren="自动刷新" unCheckedChildren="已暂停" />
          </>
        }
      />
      <Spin spinning={query.isLoading}>
        {!rt ? (
          <Empty />
        ) : (
          <>
            <StatCards
              items={[
                { label: '在线访客', title: '在线访客（5分钟内）', value: rt.onlineVisitors, color: '#c8161d' },
                { label: '窗口浏览量', title: `${rt.minutes}分钟浏览量`, value: rt.pv },
                { label: '窗口访客数', title: `${rt.minutes}分钟访客数`, value: rt.uv },
              ]}
            />
            <Panel title="每分钟浏览量">
              <DashboardChart
                ariaLabel="每分钟浏览量图"
                height={240}
                option={columnsOption(
                  rt.perMinute.map((p) => p.minute),
                  [
                    { name: '浏览量', values: rt.perMinute.map((p) => p.pv) },
                    { name: '访客数', values: rt.perMinute.map((p) => p.uv) },
                  ],
                )}
              />
            </Panel>
            <div className="coal-analytics-grid">
              <Panel title="热门页面">
                <Table<{ title: string; url: string; pv: number }>
                  size="small"
                  rowKey="url"
                  pagination={false}
                  dataSource={rt.topPages}
                  locale={{ emptyText: <Empty simple /> }}
                  columns={[
                    { title: '页面', dataIndex: 'title', render: (t: string, r) => <span title={r.url}>{t || r.url}</span> },
                    { title: '浏览量', dataIndex: 'pv', width: 90, align: 'right', render: formatCount },
                  ]}
                />
              </Panel>
              <Panel title="访客地域">
                <Table<AnalyticsNamedCount>
                  size="small"
                  rowKey="name"
                  pagination={false}
                  dataSource={rt.provinces}
                  locale={{ emptyText: <Empty simple /> }}
                  columns={[
                    { title: '省份', dataIndex: 'name' },
                    { title: '浏览量', dataIndex: 'pv', width: 90, align: 'right', render: formatCount },
                    { title: '访客数', dataIndex: 'uv', width: 90, align: 'right', render: formatCount },
                  ]}
                />
              </Panel>
            </div>
            <div style={{ marginTop: 16 }}>
              <Panel title="最新访问">
                <Table<AnalyticsRealtimeVisit>
                  size="small"
                  rowKey="id"
                  pagination={false}
                  scroll={{ x: 1100 }}
                  dataSource={rt.recent}
                  locale={{ emptyText: <Empty simple /> }}
                  columns={[
                    { title: '时间', dataIndex: 'time', width: 90, render: (t: string) => formatChinaTime(t, 'HH:mm:ss') },
                    {
                      title: '访客',
                      dataIndex: 'visitor',
                      width: 150,
                      render: (v: string, r) => (
                        <>
                          {v} {r.member ? <Tag color="gold">会员</Tag> : <Tag>游客</Tag>}
                        </>
                      ),
                    },
                    { title: 'IP', dataIndex: 'ip', width: 130 },
                    {
                      title: '地域',
                      key: 'place',
                      width: 150,
                      render: (_: unknown, r) => [r.province, r.region].filter((p, i, all) => p && all.indexOf(p) === i).join(' '),
                    },
                    { title: '页面', dataIndex: 'title', ellipsis: true, render: (t: string, r) => <RecordedLink url={r.url} text={t} /> },
                    { title: '来源', dataIndex: 'source', width: 110, ellipsis: true },
                    {
                      title: '终端',
                      key: 'device',
                      width: 190,
                      render: (_: unknown, r) => `${DEVICE_NAMES[r.sysType]} · ${[r.browser, r.os].filter(Boolean).join(' / ')}`,
                    },
                    {
                      title: '停留',
                      dataIndex: 'durationSec',
                      width: 90,
                      render: (d: number | null) => (d === null ? <Tag color="processing">浏览中</Tag> : formatDuration(d)),
                    },
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
