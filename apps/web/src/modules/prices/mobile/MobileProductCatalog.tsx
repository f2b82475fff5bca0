import { List, Skeleton, Tag } from 'antd-mobile';
import type { IndexProduct } from '@coal/contracts';
import { MobileRowItem } from '../../mobile-shell/MobileRowItem.tsx';
import { DemoBadge } from '../../../ui/market/DemoBadge.tsx';
import { useFamiliesQuery } from '../hooks/useFamiliesQuery.ts';
import { frequencyName } from '../utils/format.ts';

const describe = (p: IndexProduct) => `${p.code} · ${frequencyName(p.frequency)} · ${p.unitName} · ${p.deliveryBasisName}`;

/** The index products by family, with how each is priced (/mobile/PriceIndexPro). */
export function MobileProductCatalog() {
  const families = useFamiliesQuery();
  if (families.isPending) return <Skeleton.Paragraph lineCount={10} animated />;
  const list = families.data ?? [];
  return (
    <>
      <DemoBadge flags={list.map((f) => f.demo)} note />
      {list.map((family) => (
        <List key={family.code} header={family.name} style={{ marginTop: 8 }}>
          {family.products.map((p) => (
            <MobileRowItem
              key={p.code}
              to={`/mobile/PriceIndexPro1?code=${encodeURIComponent(p.code)}`}
              description={describe(p)}
              extra={p.active ? undefined : <Tag color="default">已停发</Tag>}
            >
              {p.name}
            </MobileRowItem>
          ))}
        </List>
      ))}
    </>
  );
}
