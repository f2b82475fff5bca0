import { ChangeText } from '../../../ui/market/ChangeText.tsx';
import { DemoBadge } from '../../../ui/market/DemoBadge.tsx';
import { useLatestValuesQuery } from '../../prices/hooks/useLatestValuesQuery.ts';
import { changeColor } from '../../../ui/market/change.ts';
import { formatValue } from '../../prices/utils/format.ts';
import { DASHBOARD_REFRESH_MS } from '../hooks/useLastUpdated.ts';
import { ScreenNote, ScreenPanel } from './ScreenPanel.tsx';

/** Every published index: latest value and change, grouped by family. */
export function LatestIndexPanel() {
  const query = useLatestValuesQuery({}, { refetchInterval: DASHBOARD_REFRESH_MS });
  const list = query.data?.list ?? [];
  return (
    <ScreenPanel title="煤焦价格指数" className="coal-dash__panel--tall" extra={<DemoBadge flags={list.map((v) => v.demo)} />}>
      {list.length === 0 ? (
        <ScreenNote>{query.isPending ? '加载中…' : '暂无数据'}</ScreenNote>
      ) : (
        <table className="coal-dash__table">
          <thead>
            <tr>
              <th scope="col">指数</th>
              <th scope="col">最新</th>
              <th scope="col">涨跌幅</th>
            </tr>
          </thead>
          <tbody>
            {list.map((v) => (
              <tr key={v.code}>
                <th scope="row" title={`${v.name}（${v.period}）`}>
                  {v.name}
                </th>
                <td style={{ color: changeColor(v.changes.prev.change) }}>{formatValue(v.value, v, false)}</td>
                <td>
                  <ChangeText change={v.changes.prev.change} pct={v.changes.prev.pct} pctOnly arrow />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ScreenPanel>
  );
}
