import type { ReactNode } from 'react';
import { Breadcrumb } from 'antd';
import { AppLink } from '../app/guard/AppLink.tsx';
import './content-page.css';

export interface Crumb {
  title: string;
  to?: string;
}

export interface ContentPageProps {
  /** Trail after 首页; the last one is the current page. */
  crumbs: Crumb[];
  /** Heading of the main panel; none for detail pages that show their own. */
  title?: ReactNode;
  extra?: ReactNode;
  /** Right column (hot lists, related items). */
  aside?: ReactNode;
  children?: ReactNode;
}

/** Frame of the portal's reading pages: breadcrumb, white main panel, optional side column. */
export function ContentPage({ crumbs, title, extra, aside, children }: ContentPageProps) {
  const items = [
    { title: <AppLink to="/portal/Home">首页</AppLink> },
    ...crumbs.map((c) => ({ title: c.to ? <AppLink to={c.to}>{c.title}</AppLink> : c.title })),
  ];
  return (
    <div className="coal-content-page">
      <Breadcrumb className="coal-content-page__crumbs" items={items} />
      <div className={aside ? 'coal-content-page__grid' : undefined}>
        <section className="coal-content-page__main">
          {title || extra ? (
            <div className="coal-content-page__head">
              <h2>{title}</h2>
              {extra}
            </div>
          ) : null}
          {children}
        </section>
        {aside ? <aside className="coal-content-page__aside">{aside}</aside> : null}
      </div>
    </div>
  );
}
