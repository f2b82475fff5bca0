import type { ReactNode } from 'react';
import { Card } from 'antd-mobile';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { MobilePlaceholder } from './MobilePlaceholder.tsx';

export interface MobileSectionProps {
  title: string;
  moreTo?: string;
  children?: ReactNode;
}

/** A titled block of the mobile home with 更多; empty until its list arrives. */
export function MobileSection({ title, moreTo, children }: MobileSectionProps) {
  const navigate = useAppNavigate();
  return (
    <Card
      title={title}
      extra={moreTo ? <span style={{ color: 'var(--coal-navy-light)' }}>更多</span> : undefined}
      onHeaderClick={moreTo ? () => navigate(moreTo) : undefined}
      style={{ marginBottom: 12 }}
    >
      {children ?? <MobilePlaceholder />}
    </Card>
  );
}
