import type { AnalyticsNamedCount, AnalyticsRegionRow } from '@coal/contracts';
import { Progress, Radio, Spin, Table } from 'antd';
import { useState } from 'react';
import { Empty } from '../../../ui/Empty.tsx';
import { useRegionsQuery } from '../api/analyticsApi.ts';
import { ChinaMapChart } from '../charts/charts.tsx';
import { chinaMapOption } from '../charts/options.ts';
import { filterParams, useAnalyticsFilters } from '../filters.ts';
import { formatCount, formatDuration, formatPercent } from '../format.ts';
import { mapProvinceName } from '../provinceNames.ts';
import { AnalyticsFilterBar } from './AnalyticsFilterBar.tsx';
import { KpiCards } from './KpiCards.tsx';
import { Panel } from './Panel.tsx';
import '../analytics.css';

const METRICS = [
  { value: 'pv', label: '浏览量' },
  { value: 'uv', label: '访客数' },
] as const;

/** The map's values: provinces only, each under the map's own name. */
export function mapValues(rows: AnalyticsRegionRow[], metric: 'pv' | 'uv'): Array<{ name: string; value: number }> {
  return rows.flatMap((r) => {
    const name = mapProvinceName(r.province);
    return name ? [{ name, value: r[metric] }] : [];
  });
}

/** RegionalAnalysis: where in China (and abroad) the visits come from. */
export function RegionalAnalysis() {
  const { filters, update } = useAnalyticsFilters('last30');
  const [metric, setMetric] = useState<'pv' | 'uv'>('pv');
  const params = filterParams(filters);
  const query = useRegionsQuery(params);
  const r = query.data;
  const metricName = metric === 'pv' ? '浏览量' : '访客数';
  return (
    <>
      <AnalyticsFilterBar filters={filters} onChange={update} exportSpec={{ path: '/api/admin/analytics/regions/export', params, fileName: '地域分析.csv' }} />
      <Spin spinning={query.isFetching}>
        {!r ? (
          <Empty />
        ) : (
          <>
            <KpiCards totals={r.totals} only={['pv', 'uv', 'sessions', 'ips']} />
            <div className="coal-analytics-grid">
              <Panel
                title="省份分布"
                extra={
                  <Radio.Group
                    aria-label="地图指标"
                    size="small"
                    optionType="button"
                    value={metric}
                    options={[...METRICS]}
                    onChange={(e) => setMetric(e.target.value as 'pv' | 'uv')}
                  />
                }
              >
                <ChinaMapChart ariaLabel={`各省${metricName}地图`} height={420} option={chinaMapOption(metricName, mapValues(r.provinces, metric))} />
              </Panel>
              <Panel title="省份排行">
                <Table<AnalyticsRegionRow>
                  size="small"
                  rowKey="province"
                  dataSource={r.provinces}
                  pagination={r.provinces.length > 12 ? { pageSize: 12, size: 'small', showSizeChanger: false } : false}
                  locale={{ emptyText: <Empty simple /> }}
                  columns={[
                    { title: '排名', key: 'rank', width: 56, render: (_: unknown, __, i) => i + 1 },
                    { title: '省份', dataIndex: 'province' },
                    { title: '浏览量', dataIndex: 'pv', align: 'right', render: formatCount },
                    { title: '访客数', dataIndex: 'uv', align: 'right', render: formatCount },
                    { title: '访问次数', dataIndex: 'sessions', align: 'right', render: formatCount },
                    { title: '平均停留', dataIndex: 'avgDurationSec', align: 'right', render: formatDuration },
                    {
                      title: '占比',
                      dataIndex: 'share',
                      width: 150,
                      render: (s: number) => <Progress percent={Math.round(s * 1000) / 10} size="small" format={() => formatPercent(s)} />,
                    },
                  ]}
                />
              </Panel>
            </div>
            <div className="coal-analytics-grid">
              <Panel title="国家和地区">
                <Table<AnalyticsNamedCount>
                  size="small"
                  rowKey="name"
                  pagination={false}
                  dataSource={r.countries}
                  locale={{ emptyText: <Empty simple /> }}
                  columns={[
                    { title: '国家/地区', dataIndex: 'name' },
                    { title: '浏览量', dataIndex: 'pv', align: 'right', render: formatCount },
                    { title: '访客数', dataIndex: 'uv', align: 'right', render: formatCount },
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
