import { MarketTrendChart } from '../../market-charts/components/MarketTrendChart.tsx';
import { useMarketTrendChartsQuery } from '../../market-charts/hooks/useMarketTrendChartsQuery.ts';
import { DASHBOARD_REFRESH_MS } from '../hooks/useLastUpdated.ts';
import { ScreenNote, ScreenPanel } from './ScreenPanel.tsx';

const MAIN_PAGE = { placement: 'mainPage' as const, currentPage: 1, pageSize: 10 };

/** The market charts the back office placed on the dashboard (the first four). */
export function TrendPanel() {
  const query = useMarketTrendChartsQuery(MAIN_PAGE, { refetchInterval: DASHBOARD_REFRESH_MS });
  const charts = (query.data?.list ?? []).slice(0, 4);
  return (
    <ScreenPanel title="行情走势" className="coal-dash__panel--wide">
      {charts.length === 0 ? (
        <ScreenNote>{query.isPending ? '加载中…' : '暂无行情图表'}</ScreenNote>
      ) : (
        <div className="coal-dash__charts">
          {charts.map((chart) => (
            <MarketTrendChart key={chart.id} chart={chart} dark height={220} />
          ))}
        </div>
      )}
    </ScreenPanel>
  );
}
