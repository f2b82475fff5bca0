import type { ReactNode } from 'react';
import { HomeOutlined, LineChartOutlined, NotificationOutlined } from '@ant-design/icons';
import { TabBar } from 'antd-mobile';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { useRouteName } from '../../app/useRouteMeta.ts';
import { activeMobileTab, MOBILE_TABS } from './mobileTabs.ts';

const ICONS: Record<string, ReactNode> = {
  '/mobile/index': <HomeOutlined />,
  '/mobile/price': <LineChartOutlined />,
  '/mobile/notice/more': <NotificationOutlined />,
};

/** Bottom TabBar of the mobile area: 首页, 价格, 公告. */
export function MobileTabBar() {
  const navigate = useAppNavigate();
  const active = activeMobileTab(useRouteName());
  return (
    <TabBar className="coal-mobile__tabbar" activeKey={active ?? null} onChange={(key) => navigate(key)} safeArea>
      {MOBILE_TABS.map((tab) => (
        <TabBar.Item key={tab.key} title={tab.title} icon={ICONS[tab.key]} />
      ))}
    </TabBar>
  );
}
