/** Test helpers of the app's UI: the providers every antd part expects (zh_CN, antd App's context as the app provides it). */
import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { MemoryRouter } from 'react-router';
import { AntdAppProvider } from './providers/AntdAppProvider.tsx';

// antd's virtual lists and overflow parts observe sizes; jsdom has no ResizeObserver.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function TestProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return (
    <ConfigProvider locale={zhCN}>
      <AntdAppProvider>
        <QueryClientProvider client={client ?? createTestQueryClient()}>{children}</QueryClientProvider>
      </AntdAppProvider>
    </ConfigProvider>
  );
}

/** render() inside ConfigProvider (zh_CN), antd App's context and a fresh QueryClient. */
export function renderWithProviders(ui: ReactElement, client?: QueryClient): RenderResult {
  const queryClient = client ?? createTestQueryClient();
  return render(ui, { wrapper: ({ children }) => <TestProviders client={queryClient}>{children}</TestProviders> });
}

/** renderWithProviders inside a router at `route`: back-office lists keep their state in the address. */
export function renderInRouter(ui: ReactElement, { route = '/back/Test', client }: { route?: string; client?: QueryClient } = {}): RenderResult {
  return renderWithProviders(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>, client);
}
