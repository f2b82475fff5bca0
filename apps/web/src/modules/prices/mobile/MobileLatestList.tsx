import { List } from 'antd-mobile';
import type { LatestValue } from '@coal/contracts';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { ChangeText } from '../../../ui/market/ChangeText.tsx';
import { changeColor } from '../../../ui/market/change.ts';
import { formatValue, frequencyName } from '../utils/format.ts';
import './mobile.css';

export interface MobileLatestListProps {
  values: LatestValue[];
  header?: string;
}

/** Latest values as a tappable list; a tap opens the index (PriceIndexPro1). */
export function MobileLatestList({ values, header }: MobileLatestListProps) {
  const navigate = useAppNavigate();
  return (
    <List header={header} aria-label={header ?? '最新指数'}>
      {values.map((v) => (
        <List.Item
          key={v.code}
          description={`${v.code} · ${frequencyName(v.frequency)} · ${v.unitName} · ${v.period}`}
          extra={
            <div className="coal-m-price__value">
              <strong style={{ color: changeColor(v.changes.prev.change) }}>{formatValue(v.value, v.unit, false)}</strong>
              <ChangeText change={v.changes.prev.change} pct={v.changes.prev.pct} pctOnly arrow />
            </div>
          }
          onClick={() => navigate(`/mobile/PriceIndexPro1?code=${encodeURIComponent(v.code)}`)}
        >
          {v.name}
        </List.Item>
      ))}
    </List>
  );
}
