import { Tag } from 'antd';
import { AlertButton } from '../../alerts/components/AlertButton.tsx';
import { WatchStar } from '../../alerts/components/WatchStar.tsx';
import type { IndexChanges, IndexProduct, LatestValue } from '@coal/contracts';
import { formatPeriod, formatValue, frequencyName } from '../utils/format.ts';
import { changeColor } from '../../../ui/market/change.ts';
import { ChangeText } from '../../../ui/market/ChangeText.tsx';
import { DemoBadge } from '../../../ui/market/DemoBadge.tsx';
import { IndexDisclosure } from './IndexDisclosure.tsx';

export interface IndexHeadlineProps {
  product: IndexProduct;
  latest: LatestValue | undefined;
  /** Opens the methodology tab at a version (the disclosure's link). */
  onMethodology?: (version: number) => void;
  /** The latest value is on its way: placeholders, not 暂无数据. */
  pending?: boolean;
}

const COMPARISONS: Array<{ key: keyof IndexChanges; label: string }> = [
  { key: 'prev', label: '较上期' },
  { key: 'wow', label: '周环比' },
  { key: 'mom', label: '月环比' },
  { key: 'yoy', label: '同比' },
];

/** An index's name, tags, latest value and its four changes. */
export function IndexHeadline({ product, latest, onMethodology, pending = false }: IndexHeadlineProps) {
  const prev = latest?.changes.prev;
  return (
    <header>
      <div className="coal-price__heading">
        <WatchStar productId={product.id} code={product.code} />
        <h2 style={{ fontSize: 18 }}>{product.name}</h2>
        <Tag>{product.code}</Tag>
        <Tag color="blue">{frequencyName(product.frequency)}</Tag>
        <Tag>{product.deliveryBasisName}</Tag>
        {product.active ? null : <Tag color="default">已停发</Tag>}
        <DemoBadge flags={[product.demo, latest?.demo]} />
        <AlertButton productId={product.id} name={product.name} unitName={product.unitName} />
      </div>
      <div className="coal-index-head">
        <div>
          {pending && !latest ? (
            <span className="coal-index-head__pending coal-skeleton__shimmer" role="status" aria-label="加载中" />
          ) : (
            <div className="coal-index-head__value" style={{ color: changeColor(prev?.change) }} aria-label="最新值">
              {formatValue(latest?.value, product, false)}
              <span className="coal-index-head__unit">{product.unitName}</span>
            </div>
          )}
          <div>
            <ChangeText change={prev?.change} pct={prev?.pct ?? null} decimals={product.decimals} arrow />
            <span className="coal-price__asof" style={{ marginLeft: 12 }}>
              {latest ? `数据日期 ${formatPeriod(latest.period, product.frequency)}` : pending ? '' : '暂无数据'}
              {latest?.discontinuedOn ? `（最后一期） · 停发日期 ${latest.discontinuedOn}` : ''}
            </span>
          </div>
          <IndexDisclosure latest={latest} onMethodology={onMethodology} />
        </div>
        <dl className="coal-index-head__changes" aria-label="涨跌幅">
          {COMPARISONS.map(({ key, label }) => (
            <dt key={`${key}-t`}>{label}</dt>
          ))}
          {COMPARISONS.map(({ key }) => (
            <dd key={`${key}-d`}>
              <ChangeText change={latest?.changes[key].change} pct={latest?.changes[key].pct ?? null} pctOnly decimals={product.decimals} />
            </dd>
          ))}
        </dl>
      </div>
    </header>
  );
}
