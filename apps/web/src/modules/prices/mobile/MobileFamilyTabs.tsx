import { Skeleton, Tabs } from 'antd-mobile';
import { useFamiliesQuery } from '../hooks/useFamiliesQuery.ts';
import { MobileFamilyPrice } from './MobileFamilyPrice.tsx';

/** Every family as a tab, each with its latest values (/mobile/priceIndex). */
export function MobileFamilyTabs() {
  const families = useFamiliesQuery();
  if (families.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  const list = families.data ?? [];
  return (
    <Tabs defaultActiveKey={list[0]?.code}>
      {list.map((f) => (
        <Tabs.Tab key={f.code} title={f.name.replace(/价格指数$/, '')}>
          <MobileFamilyPrice familyCode={f.code} showHead={false} />
        </Tabs.Tab>
      ))}
    </Tabs>
  );
}
