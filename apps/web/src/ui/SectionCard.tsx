import type { ReactNode } from 'react';
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

/**
 * A titled block of a home page (价格指数, 通知公告…) with its 更多 link. Plain markup styled
 * like antd's Card: antd's Card carries its Tabs along, which the home page never shows.
 */
export function SectionCard({ title, moreTo, children, className }: SectionCardProps) {
  return (
    <section className={className ? `coal-section-card ${className}` : 'coal-section-card'}>
      <div className="coal-section-card__head">
        <div className="coal-section-card__title">{title}</div>
        {moreTo ? (
          <div className="coal-section-card__extra">
            <AppLink to={moreTo}>更多 &gt;</AppLink>
          </div>
        ) : null}
      </div>
      <div className="coal-section-card__body">{children ?? <Empty simple />}</div>
    </section>
  );
}
