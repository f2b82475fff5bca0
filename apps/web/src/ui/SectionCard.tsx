import type { ReactNode } from 'react';
import { Card } from 'antd';
import { AppLink } from '../app/guard/AppLink.tsx';
import { Empty } from './Empty.tsx';

export interface SectionCardProps {
  title: ReactNode;
  /** Where 更多 leads (a router path); no link when absent. */
  moreTo?: string;
  /** Section content; the empty state until a list is given. */
  children?: ReactNode;
  className?: string;
}

/** A titled block of a home page (价格指数, 通知公告…) with its 更多 link. */
export function SectionCard({ title, moreTo, children, className }: SectionCardProps) {
  return (
    <Card
      className={className}
      title={title}
      extra={moreTo ? <AppLink to={moreTo}>更多 &gt;</AppLink> : undefined}
      styles={{ header: { borderTop: '3px solid var(--coal-red)' } }}
    >
      {children ?? <Empty simple />}
    </Card>
  );
}
