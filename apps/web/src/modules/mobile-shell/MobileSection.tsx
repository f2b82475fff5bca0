import type { ReactNode } from 'react';
import { Card } from 'antd-mobile';
import { Link } from 'react-router';
import { MobilePlaceholder } from './MobilePlaceholder.tsx';

export interface MobileSectionProps {
  title: string;
  moreTo?: string;
  children?: ReactNode;
}

/** A titled block of the mobile home with its 更多 link; empty until its list arrives. */
export function MobileSection({ title, moreTo, children }: MobileSectionProps) {
  return (
    <Card
      title={title}
      extra={
        moreTo ? (
          <Link to={moreTo} style={{ color: 'var(--coal-navy-light)' }} aria-label={`${title}：更多`}>
            更多
          </Link>
        ) : undefined
      }
      style={{ marginBottom: 12 }}
    >
      {children ?? <MobilePlaceholder />}
    </Card>
  );
}
