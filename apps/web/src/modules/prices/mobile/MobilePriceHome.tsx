import { Card, Grid, Skeleton, Tabs } from 'antd-mobile';
import { MOBILE_PRICE_FAMILIES } from '@coal/contracts';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { MarketTrendChart } from '../../market-charts/components/MarketTrendChart.tsx';
import { useMarketTrendChartsQuery } from '../../market-charts/hooks/useMarketTrendChartsQuery.ts';
import { useFamiliesQuery } from '../hooks/useFamiliesQuery.ts';
import { useReleaseDatesQuery } from '../hooks/useReleaseDatesQuery.ts';
import { formatDateWithWeekday } from '../utils/format.ts';
import { MobileWatchlistSlot } from '../../alerts/mobile/MobileWatchlistSlot.tsx';
import { useSessionStore } from '../../../stores/session.ts';
import './mobile.css';

const MOBILE_CHARTS = { placement: 'mobile' as const, currentPage: 1, pageSize: 10 };

/** /mobile/price: the mobile market charts, the three families and the next releases. */
export function MobilePriceHome() {
  const navigate = useAppNavigate();
  const member = useSessionStore((s) => s.loginStatus);
  const charts = useMarketTrendChartsQuery(MOBILE_CHARTS);
  const families = useFamiliesQuery();
  const dates = useReleaseDatesQuery();
  const next = dates.data?.calendar[0];
  const latestOf = (code: string) => dates.data?.families.find((f) => f.code === code)?.latestDate;
  return (
    <>
      <MobileWatchlistSlot />
      <Card title="行情走势" style={{ marginBottom: 12 }}>
        {charts.isPending ? (
          <Skeleton.Paragraph lineCount={6} animated />
        ) : (
          <Tabs>
            {(charts.data?.list ?? []).map((chart) => (
              <Tabs.Tab key={String(chart.id)} title={chart.title}>
                <div className="coal-m-chart">
                  <MarketTrendChart chart={chart} touch height={220} showTitle={false} />
                </div>
              </Tabs.Tab>
            ))}
          </Tabs>
        )}
      </Card>
      <Grid columns={1} gap={8} style={{ marginBottom: 12 }}>
        {Object.entries(MOBILE_PRICE_FAMILIES).map(([route, code]) => {
          const family = families.data?.find((f) => f.code === code);
          return (
            <Grid.Item key={route}>
              <button type="button" className="coal-mobile__entry" style={{ textAlign: 'left', padding: 12 }} onClick={() => navigate(`/mobile/${route}`)}>
                <strong>{family?.name ?? code}</strong>
                <span className="coal-m-price__muted" style={{ display: 'block' }}>
                  {code} · 共{family?.products.length ?? 0}个指数 · 最新 {latestOf(code) ?? '--'}
                </span>
              </button>
            </Grid.Item>
          );
        })}
      </Grid>
      {member ? (
        <button
          type="button"
          className="coal-mobile__entry"
          style={{ textAlign: 'left', padding: 12, marginBottom: 12, width: '100%' }}
          onClick={() => navigate('/mobile/priceReport')}
        >
          <strong>价格填报</strong>
          <span className="coal-m-price__muted" style={{ display: 'block' }}>
            报价机构会员填报成交与报价，查看是否采用
          </span>
        </button>
      ) : null}
      {next ? (
        <Card title={`下次发布 ${formatDateWithWeekday(next.date)}`}>
          {next.releases.slice(0, 8).map((r) => (
            <div key={`${r.code}-${r.time}`} className="coal-m-price__muted" style={{ padding: '4px 0' }}>
              {r.time} {r.name}
            </div>
          ))}
        </Card>
      ) : null}
    </>
  );
}
