import { useQueryClient } from '@tanstack/react-query';
import { formatChinaTime } from '../../../lib/format.ts';
import { SITE_NAME } from '../../../app/site.ts';
import { useClock } from '../hooks/useClock.ts';
import { DASHBOARD_QUERY_ROOTS, DASHBOARD_REFRESH_MS, useLastUpdated } from '../hooks/useLastUpdated.ts';
import { BasisPanel } from './BasisPanel.tsx';
import { BiddingPanel } from './BiddingPanel.tsx';
import { CalendarPanel } from './CalendarPanel.tsx';
import { LatestIndexPanel } from './LatestIndexPanel.tsx';
import { NoticePanel } from './NoticePanel.tsx';
import { TrendPanel } from './TrendPanel.tsx';
import '../dashboard.css';

/**
 * /MainPage: the full-screen market dashboard. Every panel polls each
 * DASHBOARD_REFRESH_MS; the header shows when the newest data arrived.
 */
export function MarketDashboard() {
  const now = useClock();
  const updatedAt = useLastUpdated();
  const client = useQueryClient();
  const refresh = () => {
    for (const root of DASHBOARD_QUERY_ROOTS) void client.refetchQueries({ queryKey: [root], type: 'active' });
  };
  return (
    <div className="coal-dash">
      <header className="coal-dash__header">
        <h1 className="coal-dash__title">{SITE_NAME} · 行情大屏</h1>
        <div className="coal-dash__meta">
          <button type="button" className="coal-dash__refresh" onClick={refresh} title="立即刷新">
            数据更新于 <time aria-label="最后更新时间">{updatedAt ? formatChinaTime(updatedAt, 'HH:mm:ss') : '--:--:--'}</time>
            <span className="coal-dash__muted">（每{DASHBOARD_REFRESH_MS / 1000}秒自动刷新）</span>
          </button>
          <time className="coal-dash__clock" aria-label="当前时间">
            {now.locale('zh-cn').format('YYYY年MM月DD日 dddd HH:mm:ss')}
          </time>
        </div>
      </header>
      <main className="coal-dash__grid">
        <div className="coal-dash__col">
          <LatestIndexPanel />
          <BiddingPanel />
        </div>
        <div className="coal-dash__col">
          <TrendPanel />
        </div>
        <div className="coal-dash__col">
          <BasisPanel />
          <NoticePanel />
          <CalendarPanel />
        </div>
      </main>
    </div>
  );
}
