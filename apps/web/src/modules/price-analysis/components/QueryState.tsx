import type { ReactNode } from 'react';
import { Alert, Spin } from 'antd';
import { Empty } from '../../../ui/Empty.tsx';

export interface QueryStateProps {
  pending: boolean;
  error: Error | null;
  empty: boolean;
  emptyText?: string;
  children: ReactNode;
}

/** Loading, the server's refusal message, empty, or the content. */
export function QueryState({ pending, error, empty, emptyText = '所选区间暂无数据', children }: QueryStateProps) {
  if (error) return <Alert type="error" showIcon title={error.message || '加载失败，请稍后重试'} />;
  if (pending) return <Spin style={{ display: 'block', margin: '40px auto' }} />;
  if (empty) return <Empty simple description={emptyText} />;
  return <>{children}</>;
}
