import { useReleaseDatesQuery } from '../../prices/hooks/useReleaseDatesQuery.ts';
import { formatDateWithWeekday } from '../../prices/utils/format.ts';
import { DASHBOARD_REFRESH_MS } from '../hooks/useLastUpdated.ts';
import { ScreenNote, ScreenPanel } from './ScreenPanel.tsx';

/** The coming releases (next two release days) and each family's latest date. */
export function CalendarPanel() {
  const query = useReleaseDatesQuery({ refetchInterval: DASHBOARD_REFRESH_MS });
  const days = (query.data?.calendar ?? []).slice(0, 2);
  return (
    <ScreenPanel title="发布日历">
      {days.length === 0 ? (
        <ScreenNote>{query.isPending ? '加载中…' : '近期无发布安排'}</ScreenNote>
      ) : (
        days.map((day) => (
          <div key={day.date}>
            <h4 className="coal-dash__day">{formatDateWithWeekday(day.date)}</h4>
            <ul className="coal-dash__list">
              {day.releases.slice(0, 6).map((r) => (
                <li key={`${r.code}-${r.time}`} title={r.name}>
                  <time className="coal-dash__muted">{r.time}</time>
                  <span className="coal-dash__ellipsis">{r.name}</span>
                </li>
              ))}
              {day.releases.length > 6 ? <li className="coal-dash__muted">等 {day.releases.length} 项</li> : null}
            </ul>
          </div>
        ))
      )}
    </ScreenPanel>
  );
}
