import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { AnalyticsKpis } from '@coal/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import { changeOf, formatCount, formatDuration, formatPercent } from '../format.ts';

interface KpiSpec {
  key: keyof AnalyticsKpis;
  title: string;
  format: (v: number) => string;
  kind?: 'relative' | 'points';
}

const KPIS: KpiSpec[] = [
  { key: 'pv', title: '浏览量(PV)', format: formatCount },
  { key: 'uv', title: '访客数(UV)', format: formatCount },
  { key: 'sessions', title: '访问次数', format: formatCount },
  { key: 'ips', title: 'IP数', format: formatCount },
  { key: 'newVisitors', title: '新访客', format: formatCount },
  { key: 'avgDurationSec', title: '平均停留时长', format: formatDuration },
  { key: 'bounceRate', title: '跳出率', format: formatPercent, kind: 'points' },
];

// Chinese market colours: red for a rise, green for a fall, whatever the figure.
const RISE = '#cf1322';
const FALL = '#389e0d';

/** The headline figures with their change against the period before. */
export function KpiCards({ totals, previous, only }: { totals: AnalyticsKpis; previous?: AnalyticsKpis; only?: Array<keyof AnalyticsKpis> }) {
  const shown = only ? KPIS.filter((k) => only.includes(k.key)) : KPIS;
  return (
    <Row gutter={[12, 12]} className="coal-analytics-kpis">
      {shown.map((k) => {
        const change = previous ? changeOf(totals[k.key], previous[k.key], k.kind) : null;
        const color = change?.direction === 'up' ? RISE : change?.direction === 'down' ? FALL : '#8c8c8c';
        return (
          <Col key={k.key} flex="1 1 150px">
            <Card size="small" aria-label={k.title}>
              <Statistic title={k.title} value={k.format(totals[k.key])} />
              {previous ? (
                <div className="coal-analytics-kpis__change" style={{ color }} aria-label={`${k.title}较上期`}>
                  较上期{' '}
                  {change ? (
                    <>
                      {change.direction === 'up' ? <ArrowUpOutlined /> : change.direction === 'down' ? <ArrowDownOutlined /> : null} {change.text}
                    </>
                  ) : (
                    '—'
                  )}
                </div>
              ) : null}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
