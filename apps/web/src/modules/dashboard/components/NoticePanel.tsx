import { usePriceNoticesQuery } from '../../prices/hooks/usePriceNoticesQuery.ts';
import { DASHBOARD_REFRESH_MS } from '../hooks/useLastUpdated.ts';
import { ScreenNote, ScreenPanel } from './ScreenPanel.tsx';

const LATEST = { currentPage: 1, pageSize: 10 };

/** The newest pricing notices and market commentary. */
export function NoticePanel() {
  const query = usePriceNoticesQuery(LATEST, { refetchInterval: DASHBOARD_REFRESH_MS });
  const list = query.data?.list ?? [];
  return (
    <ScreenPanel title="价格公告">
      {list.length === 0 ? (
        <ScreenNote>{query.isPending ? '加载中…' : '暂无公告'}</ScreenNote>
      ) : (
        <ul className="coal-dash__list">
          {list.map((n) => (
            <li key={n.id} title={n.title}>
              <span className="coal-dash__kind">{n.kindName}</span>
              <span className="coal-dash__ellipsis">{n.title}</span>
              <time className="coal-dash__muted">{n.effectiveDate.slice(5)}</time>
            </li>
          ))}
        </ul>
      )}
    </ScreenPanel>
  );
}
