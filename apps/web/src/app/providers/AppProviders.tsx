import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { queryClient } from '../../lib/query-client.ts';
import { NotifierBridge } from './NotifierBridge.tsx';
import { ANTD_THEME } from './theme.ts';

// Date pickers and relative times speak Chinese, matching antd's zh_CN locale.
dayjs.locale('zh-cn');

export interface AppProvidersProps {
  children: ReactNode;
}

/** antd (zh_CN, site theme, App context), TanStack Query; the router goes inside. */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <ConfigProvider locale={zhCN} theme={ANTD_THEME}>
      <App>
        <NotifierBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
