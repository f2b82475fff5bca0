import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { Empty } from './Empty.tsx';

export interface PagePlaceholderProps {
  title: string;
  /** Optional line under the title, e.g. what the page will hold. */
  children?: ReactNode;
}

/**
 * A page whose content a later issue builds: its Chinese title and the empty state, so
 * that every route of the spec is reachable and recognisable meanwhile.
 */
export function PagePlaceholder({ title, children }: PagePlaceholderProps) {
  return (
    <section className="coal-page-placeholder" aria-label={title}>
      <Typography.Title level={3}>{title}</Typography.Title>
      {children}
      <Empty />
    </section>
  );
}
