import { List } from 'antd-mobile';
import type { LatestValue } from '@coal/contracts';
import { MobileRowItem } from '../../mobile-shell/MobileRowItem.tsx';
import { ChangeText } from '../../../ui/market/ChangeText.tsx';
import { changeColor } from '../../../ui/market/change.ts';
import { formatValue, frequencyName } from '../utils/format.ts';
import { WatchStar } from '../../alerts/components/WatchStar.tsx';
import { useFamiliesQuery } from '../hooks/useFamiliesQuery.ts';
import './mobile.css';

export interface MobileLatestListProps {
  values: LatestValue[];
  header?: string;
}

/** Latest values as a tappable list; a tap opens the index (PriceIndexPro1). */
export function MobileLatestList({ values, header }: MobileLatestListProps) {
  const families = useFamiliesQuery();
  const ids = new Map(families.data?.flatMap((f) => f.products.map((p) => [p.code, p.id] as const)));
  return (
    // A name on a plain box means nothing to a reader without a role: a named group.
    <div role="group" aria-label={header ?? '最新指数'}>
      <List header={header}>
        {values.map((v) => (
          <MobileRowItem
            key={v.code}
            to={`/mobile/PriceIndexPro1?code=${encodeURIComponent(v.code)}`}
            control={ids.has(v.code) ? <WatchStar productId={ids.get(v.code)!} code={v.code} /> : null}
            description={`${v.code} · ${frequencyName(v.frequency)} · ${v.unitName} · ${v.period}`}
            extra={
              <div className="coal-m-price__value">
                <strong style={{ color: changeColor(v.changes.prev.change) }}>{formatValue(v.value, v, false)}</strong>
                <ChangeText change={v.changes.prev.change} pct={v.changes.prev.pct} pctOnly arrow />
              </div>
            }
          >
            {v.name}
          </MobileRowItem>
        ))}
      </List>
    </div>
  );
}
