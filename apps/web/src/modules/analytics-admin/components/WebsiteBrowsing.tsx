import type { AnalyticsNamedCount } from '@coal/contracts';
import { Spin, Table } from 'antd';
import { Empty } from '../../../ui/Empty.tsx';
import { useOverviewQuery } from '../api/analyticsApi.ts';
import { DashboardChart } from '../charts/charts.tsx';
import { linesOption, rankingOption } from '../charts/options.ts';
import { filterParams, useAnalyticsFilters } from '../filters.ts';
import { formatCount, formatPercent } from '../format.ts';
import { AnalyticsFilterBar } from './AnalyticsFilterBar.tsx';
import { KpiCards } from './KpiCards.tsx';
import { Panel } from './Panel.tsx';
import { SharePanel } from './SharePanel.tsx';
import '../analytics.css';

function SharesTable({ list, label }: { list: AnalyticsNamedCount[]; label: string }) {
  const total = list.reduce((s, r) => s + r.pv, 0);
  return (
    <Table<AnalyticsNamedCount>
      size="small"
      rowKey="name"
      pagination={false}
      dataSource={list}
      columns={[
        { title: label, dataIndex: 'name', ellipsis: true },
        { title: '浏览量', dataIndex: 'pv', width: 90, align: 'right', render: formatCount },
        { title: '访客数', dataIndex: 'uv', width: 90, align: 'right', render: formatCount },
        { title: '占比', key: 'share', width: 90, align: 'right', render: (_: unknown, r) => formatPercent(total ? r.pv / total : 0) },
      ]}
    />
  );
}

/** websiteBrowsing: headline figures, the trend, where visitors come from and what they use. */
export function WebsiteBrowsing() {
  const { filters, update } = useAnalyticsFilters('last7');
  const params = filterParams(filters);
  const query = useOverviewQuery(params);
  const o = query.data;
  return (
    <>
      <AnalyticsFilterBar
        filters={filters}
        onChange={update}
        exportSpec={{ path: '/api/admin/analytics/overview/export', params, fileName: '网站浏览统计.csv' }}
      />
      <Spin spinning={query.isFetching}>
        {!o ? (
          <Empty />
        ) : (
          <>
            <KpiCards totals={o.totals} previous={o.previous} />
            <Panel title={o.bucket === 'hour' ? '按小时趋势' : '按日趋势'}>
              <DashboardChart
                ariaLabel="浏览趋势图"
                height={320}
                option={linesOption(
                  o.trend.map((p) => p.label),
                  [
                    { name: '浏览量(PV)', values: o.trend.map((p) => p.pv) },
                    { name: '访客数(UV)', values: o.trend.map((p) => p.uv) },
                    { name: '访问次数', values: o.trend.map((p) => p.sessions) },
                  ],
                )}
              />
            </Panel>
            <div className="coal-analytics-grid">
              <SharePanel title="来源分布" chartLabel="来源分布图" seriesName="来源" shares={o.sources.map((s) => ({ name: s.name, value: s.pv }))}>
                <SharesTable list={o.sources} label="来源" />
              </SharePanel>
              <SharePanel title="终端分布" chartLabel="终端分布图" seriesName="终端" shares={o.devices.map((s) => ({ name: s.name, value: s.pv }))}>
                <SharesTable list={o.devices} label="终端" />
              </SharePanel>
              <Panel title="浏览器">
                {o.browsers.length ? <DashboardChart ariaLabel="浏览器排行图" height={280} option={rankingOption('浏览量', o.browsers)} /> : <Empty simple />}
              </Panel>
              <Panel title="操作系统">
                {o.os.length ? <DashboardChart ariaLabel="操作系统排行图" height={280} option={rankingOption('浏览量', o.os)} /> : <Empty simple />}
              </Panel>
            </div>
          </>
        )}
      </Spin>
    </>
  );
}
