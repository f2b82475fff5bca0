import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { queryClient } from '../../lib/query-client.ts';

// Date pickers and relative times speak Chinese, matching antd's zh_CN locale.
dayjs.locale('zh-cn');

export interface AppProvidersProps {
  children: ReactNode;
}

/**
 * What every area needs: TanStack Query; the router goes inside. antd's providers are not
 * here: they load with the first antd area shown (AntdOutlet), so phones never download antd.
 */
export function AppProviders({ children }: AppProvidersProps) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
