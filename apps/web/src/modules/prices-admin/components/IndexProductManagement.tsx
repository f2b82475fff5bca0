import { Tabs } from 'antd';
import { ManagerLayout } from '../../../ui/ManagerLayout.tsx';
import { FamilyTab } from './FamilyTab.tsx';
import { NoticeTab } from './NoticeTab.tsx';
import { ProductTab } from './ProductTab.tsx';
import { RatesTab } from './RatesTab.tsx';

/** 指数产品管理: products (with values, commentary, import, export), families, pricing notices and CNY/USD rates. */
export function IndexProductManagement() {
  return (
    <ManagerLayout title="指数产品管理">
      <Tabs
        destroyOnHidden={false}
        items={[
          { key: 'products', label: '指数产品', children: <ProductTab /> },
          { key: 'families', label: '指数系列', children: <FamilyTab /> },
          { key: 'notices', label: '价格公告', children: <NoticeTab /> },
          { key: 'rates', label: '汇率', children: <RatesTab /> },
        ]}
      />
    </ManagerLayout>
  );
}
