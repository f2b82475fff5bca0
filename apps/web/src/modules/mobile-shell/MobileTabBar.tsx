import type { ReactNode } from 'react';
import { HomeOutlined, LineChartOutlined, NotificationOutlined } from '@ant-design/icons';
import { SafeArea } from 'antd-mobile';
// The look of antd-mobile's TabBar without its markup: its items are <div onClick>, which Tab
// never reaches and Enter never presses. Here they are links, so they also open in
// a new tab and say which page is current.
import 'antd-mobile/es/components/tab-bar/tab-bar.css';
import { AppLink } from '../../app/guard/AppLink.tsx';
import { useRouteName } from '../../app/useRouteMeta.ts';
import { activeMobileTab, MOBILE_TABS } from './mobileTabs.ts';

const ICONS: Record<string, ReactNode> = {
  '/mobile/index': <HomeOutlined />,
  '/mobile/price': <LineChartOutlined />,
  '/mobile/notice/more': <NotificationOutlined />,
};

/** Bottom tab bar of the mobile area: 首页, 价格, 公告. */
export function MobileTabBar() {
  const active = activeMobileTab(useRouteName());
  return (
    <nav className="adm-tab-bar coal-mobile__tabbar" aria-label="底部导航">
      <div className="adm-tab-bar-wrap">
        {MOBILE_TABS.map((tab) => {
          const current = tab.key === active;
          return (
            <AppLink
              key={tab.key}
              to={tab.key}
              className={current ? 'adm-tab-bar-item adm-tab-bar-item-active' : 'adm-tab-bar-item'}
              aria-current={current ? 'page' : undefined}
            >
              <span className="adm-tab-bar-item-icon" aria-hidden="true">
                {ICONS[tab.key]}
              </span>
              <span className="adm-tab-bar-item-title adm-tab-bar-item-title-with-icon">{tab.title}</span>
            </AppLink>
          );
        })}
      </div>
      <SafeArea position="bottom" />
    </nav>
  );
}
