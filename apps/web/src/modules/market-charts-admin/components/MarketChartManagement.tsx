import { Tabs } from 'antd';
import { ManagerLayout } from '../../../ui/ManagerLayout.tsx';
import { BasisQuoteTab } from '../../basis-admin/components/BasisQuoteTab.tsx';
import { BiddingSessionTab } from '../../day-bidding-admin/components/BiddingSessionTab.tsx';
import { MarketChartTab } from './MarketChartTab.tsx';

/** 行情图表管理: the market charts, the daily basis quotes (期现基差) and the bidding sessions (每日竞价). */
export function MarketChartManagement() {
  return (
    <ManagerLayout title="行情图表管理">
      <Tabs
        destroyOnHidden={false}
        items={[
          { key: 'charts', label: '行情图表', children: <MarketChartTab /> },
          { key: 'basis', label: '期现基差', children: <BasisQuoteTab /> },
          { key: 'bidding', label: '每日竞价', children: <BiddingSessionTab /> },
        ]}
      />
    </ManagerLayout>
  );
}
