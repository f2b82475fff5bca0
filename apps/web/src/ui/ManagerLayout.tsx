import type { ReactNode } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { MESSAGES } from '@coal/contracts';
import { useAppNavigate } from '../app/guard/useAppNavigate.ts';
import { listLocation } from './admin-list/listUrl.ts';
import './manager.css';

export interface ManagerLayoutProps {
  title: ReactNode;
  /** Show 返回上一页: true goes back in history, a string goes to that path. */
  backLink?: boolean | string;
  /** Above the body: usually a SearchBar or action buttons. */
  header?: ReactNode;
  /** Left column, e.g. a category tree. */
  sidebar?: ReactNode;
  /** The main area. */
  children?: ReactNode;
}

/** Manager layout of spec §2: title, optional back link, header, sidebar and main areas. */
export function ManagerLayout({ title, backLink, header, sidebar, children }: ManagerLayoutProps) {
  const navigate = useAppNavigate();
  // 返回 to a list opens it as it was left (its filters, page and sort).
  const goBack = () => {
    if (typeof backLink === 'string') navigate(listLocation(backLink));
    else navigate(-1);
  };
  return (
    <section className="coal-manager">
      <div className="coal-manager__title">
        {backLink ? (
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={goBack} style={{ paddingInline: 0 }}>
            {MESSAGES.backLink}
          </Button>
        ) : null}
        <h2>{title}</h2>
      </div>
      {header ? <div className="coal-manager__header">{header}</div> : null}
      <div className="coal-manager__body">
        {sidebar ? <aside className="coal-manager__sidebar">{sidebar}</aside> : null}
        <div className="coal-manager__main">{children}</div>
      </div>
    </section>
  );
}
