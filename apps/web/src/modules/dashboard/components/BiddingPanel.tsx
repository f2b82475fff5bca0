import { chinaToday } from '../../../lib/china-time.ts';
import { formatChinaTime } from '../../../lib/format.ts';
import { BIDDING_STATUS_NAMES, type BiddingStatus } from '@coal/contracts';
import { useDayBiddingQuery } from '../../day-bidding/hooks/useDayBiddingQuery.ts';
import { useBiddingAccess } from '../../day-bidding/utils/access.ts';
import { DemoBadge } from '../../../ui/market/DemoBadge.tsx';
import { formatNumber } from '../../../ui/market/change.ts';
import { DASHBOARD_REFRESH_MS } from '../hooks/useLastUpdated.ts';
import { ScreenNote, ScreenPanel } from './ScreenPanel.tsx';

const LIVE: BiddingStatus[] = ['bidding', 'upcoming'];

/** Today's bidding sessions, else the latest (bidders only: the server shows them to no one else). */
export function BiddingPanel() {
  const access = useBiddingAccess();
  const bidder = access === 'bidder';
  const today = useDayBiddingQuery({ date: chinaToday(), currentPage: 1, pageSize: 10 }, { enabled: bidder, refetchInterval: DASHBOARD_REFRESH_MS });
  // No session today (weekends, holidays): the most recent ones instead.
  const quiet = today.data?.list.length === 0;
  const recent = useDayBiddingQuery({ currentPage: 1, pageSize: 10 }, { enabled: bidder && quiet, refetchInterval: DASHBOARD_REFRESH_MS });
  const query = quiet ? recent : today;
  const rows = query.data?.list ?? [];
  const live = rows.filter((r) => LIVE.includes(r.status)).length;
  let body;
  if (!bidder) body = <ScreenNote>竞价动态仅对开通“每日竞价”权限的会员展示，请在门户登录后查看。</ScreenNote>;
  else if (rows.length === 0) body = <ScreenNote>{query.isPending ? '加载中…' : '暂无竞价场次'}</ScreenNote>;
  else
    body = (
      <table className="coal-dash__table">
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row" title={`${r.sessionNo} ${r.origin}`}>
                {r.productName}
              </th>
              <td>{formatChinaTime(r.startAt, 'MM-DD HH:mm')}</td>
              <td>{formatNumber(r.clearingPrice ?? r.startingPrice, 0)}</td>
              <td className={`coal-dash__status coal-dash__status--${r.status}`}>{BIDDING_STATUS_NAMES[r.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <ScreenPanel
      title={quiet ? '每日竞价 · 最近场次' : '每日竞价 · 今日'}
      extra={
        <>
          {bidder && rows.length ? <span className="coal-dash__muted">进行/待开 {live} 场</span> : null}
          <DemoBadge flags={rows.map((r) => r.demo)} />
        </>
      }
    >
      {body}
    </ScreenPanel>
  );
}
