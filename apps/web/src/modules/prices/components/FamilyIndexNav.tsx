import type { IndexFamily, LatestValue } from '@coal/contracts';
import { WatchStar } from '../../alerts/components/WatchStar.tsx';
import { formatValue, frequencyName } from '../utils/format.ts';
import { ChangeText } from '../../../ui/market/ChangeText.tsx';

export interface FamilyIndexNavProps {
  family: IndexFamily;
  selected: string;
  latest: Map<string, LatestValue>;
  onSelect: (code: string) => void;
}

/** A family's indexes with their latest value and change; the selected one is marked. */
export function FamilyIndexNav({ family, selected, latest, onSelect }: FamilyIndexNavProps) {
  return (
    <nav className="coal-index-nav" aria-label="指数列表">
      <ul className="coal-index-nav__list" aria-label={`${family.name}指数列表`}>
        {family.products.map((p) => {
          const value = latest.get(p.code);
          return (
            <li key={p.code} style={{ display: 'flex', alignItems: 'center' }}>
              <WatchStar productId={p.id} code={p.code} />
              <button type="button" className="coal-index-nav__item" aria-current={p.code === selected} onClick={() => onSelect(p.code)}>
                <span className="coal-index-nav__name" title={p.name}>
                  {p.name}
                </span>
                <span className="coal-index-nav__value">{formatValue(value?.value, p, false)}</span>
                <span className="coal-index-nav__meta">
                  {p.code} · {frequencyName(p.frequency)} · {p.unitName}
                  {p.active ? '' : ' · 已停发'}
                </span>
                <ChangeText change={value?.changes.prev.change} pct={value?.changes.prev.pct ?? null} pctOnly />
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
