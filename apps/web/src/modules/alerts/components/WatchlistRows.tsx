import type { WatchItem } from '@coal/contracts';
import { ChangeText } from '../../../ui/market/ChangeText.tsx';
import { formatValue } from '../../prices/utils/format.ts';
import { formatDate } from '../../../lib/format.ts';

/** One starred index: latest released value, its period and change against the previous one. */
export function WatchValue({ item }: { item: WatchItem }) {
  const v = item.latest;
  if (!v) return <span className="coal-watchlist__value">暂无数据</span>;
  return (
    <>
      <span className="coal-watchlist__value">
        {formatValue(v.value, v)}
        <br />
        <small style={{ color: '#8c8c8c' }}>{formatDate(v.period)}</small>
      </span>
      <span style={{ minWidth: 110, textAlign: 'right' }}>
        <ChangeText change={v.changes.prev.change} pct={v.changes.prev.pct} decimals={v.decimals} arrow />
      </span>
    </>
  );
}
