import { useMemo } from 'react';
import { Card, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import type { LatestValue } from '@coal/contracts';
import { Empty } from '../../../ui/Empty.tsx';
import { MarketChartSwitcher } from '../../market-charts/components/MarketChartSwitcher.tsx';
import { useFamiliesQuery } from '../hooks/useFamiliesQuery.ts';
import { useLatestValuesQuery } from '../hooks/useLatestValuesQuery.ts';
import { formatPeriod } from '../utils/format.ts';
import { resolveSelection } from '../utils/selection.ts';
import { DemoBadge } from '../../../ui/market/DemoBadge.tsx';
import { FamilyIndexNav } from './FamilyIndexNav.tsx';
import { IndexDetail } from './IndexDetail.tsx';
import '../prices.css';

export interface PriceExplorerProps {
  title: string;
  /** Show only the family at this position (PriceFirst 0, PriceSecond 1, PriceThird 2). */
  familyPosition?: number;
}

/** The price-index page: family tabs, the family's indexes, the selected index's detail. */
export function PriceExplorer({ title, familyPosition }: PriceExplorerProps) {
  const familiesQuery = useFamiliesQuery();
  const [params, setParams] = useSearchParams();
  const all = useMemo(() => familiesQuery.data ?? [], [familiesQuery.data]);
  const families = familyPosition === undefined ? all : all.slice(familyPosition, familyPosition + 1);
  const { family, product } = resolveSelection(families, params.get('family'), params.get('code'));
  const latestQuery = useLatestValuesQuery({ familyCode: family?.code }, { enabled: Boolean(family) });
  // A family's latest values list active indexes; a retired one is asked for by its code (last value, 停发 date).
  const retired = product && !product.active ? product.code : undefined;
  const retiredQuery = useLatestValuesQuery({ codes: retired ? [retired] : [] }, { enabled: Boolean(retired) });
  const latest = useMemo(
    () => new Map<string, LatestValue>([...(latestQuery.data?.list ?? []), ...(retiredQuery.data?.list ?? [])].map((v) => [v.code, v])),
    [latestQuery.data, retiredQuery.data],
  );

  if (familiesQuery.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!family) return <Empty description={familiesQuery.isError ? '指数加载失败，请刷新重试' : '暂无指数'} />;

  const heading = familyPosition === undefined ? title : `${title} · ${family.name}`;
  return (
    <section aria-label={heading}>
      <div className="coal-price__heading">
        <h2>{heading}</h2>
        {latestQuery.data?.asOf ? <span className="coal-price__asof">数据截至 {formatPeriod(latestQuery.data.asOf)}</span> : null}
        <DemoBadge flags={[family.demo, latestQuery.data?.list.some((v) => v.demo)]} />
      </div>
      {families.length > 1 ? (
        <Tabs activeKey={family.code} onChange={(code) => setParams({ family: code })} items={families.map((f) => ({ key: f.code, label: f.name }))} />
      ) : null}
      <p className="coal-price__asof" style={{ marginTop: 0 }}>
        {family.description}
      </p>
      <div className="coal-price">
        <FamilyIndexNav family={family} selected={product?.code ?? ''} latest={latest} onSelect={(code) => setParams({ family: family.code, code })} />
        {product ? (
          <IndexDetail
            key={product.code}
            product={product}
            latest={latest.get(product.code)}
            latestPending={retired ? retiredQuery.isPending : latestQuery.isPending}
            families={all}
          />
        ) : (
          <Empty description="该系列暂无指数" />
        )}
      </div>
      {familyPosition === undefined ? (
        <Card title="市场走势" style={{ marginTop: 16 }}>
          <MarketChartSwitcher placement="price" height={320} />
        </Card>
      ) : null}
    </section>
  );
}
