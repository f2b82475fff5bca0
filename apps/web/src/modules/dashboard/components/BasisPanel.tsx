import { Chart } from '../../../ui/charts/Chart.tsx';
import { useBasisTrendQuery } from '../../basis/hooks/useBasisTrendQuery.ts';
import { buildBasisOption } from '../../basis/utils/basisOption.ts';
import { ChangeText } from '../../../ui/market/ChangeText.tsx';
import { DemoBadge } from '../../../ui/market/DemoBadge.tsx';
import { formatNumber } from '../../../ui/market/change.ts';
import { DASHBOARD_REFRESH_MS } from '../hooks/useLastUpdated.ts';
import { ScreenNote, ScreenPanel } from './ScreenPanel.tsx';

const COKE = { variety: 'J' as const };

/** Latest basis of coke and coking coal, and the coke basis of the last three months. */
export function BasisPanel() {
  const query = useBasisTrendQuery(COKE, { refetchInterval: DASHBOARD_REFRESH_MS });
  const data = query.data;
  return (
    <ScreenPanel title="期现基差" extra={<DemoBadge flags={[data?.demo]} />}>
      {!data || data.latest.length === 0 ? (
        <ScreenNote>{query.isPending ? '加载中…' : '暂无数据'}</ScreenNote>
      ) : (
        <>
          <table className="coal-dash__table">
            <tbody>
              {data.latest.map((q) => (
                <tr key={q.variety}>
                  <th scope="row">
                    {q.varietyName} {q.contract}
                  </th>
                  <td>现 {formatNumber(q.spotPrice, 0)}</td>
                  <td>期 {formatNumber(q.futuresPrice, 0)}</td>
                  <td>
                    <ChangeText change={q.basis} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Chart option={buildBasisOption(data.list, true)} height={170} ariaLabel="焦炭期现基差走势图" />
        </>
      )}
    </ScreenPanel>
  );
}
