import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { Outlet } from 'react-router';
import { AntdAppProvider } from './AntdAppProvider.tsx';
import { NotifierBridge } from './NotifierBridge.tsx';
import { ANTD_THEME } from './theme.ts';

/**
 * antd's providers (zh_CN, site theme, App context for messages) around the pages of the
 * antd areas (portal, back office, screen, not-found). The navigation guard loads it lazily
 * for those areas only.
 */
export function AntdOutlet() {
  return (
    <ConfigProvider locale={zhCN} theme={ANTD_THEME}>
      <AntdAppProvider>
        <NotifierBridge />
        <Outlet />
      </AntdAppProvider>
    </ConfigProvider>
  );
}
