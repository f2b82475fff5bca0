import type { ReactNode } from 'react';

export interface ScreenPanelProps {
  title: string;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A framed block of the dashboard. */
export function ScreenPanel({ title, extra, className, children }: ScreenPanelProps) {
  return (
    <section className={className ? `coal-dash__panel ${className}` : 'coal-dash__panel'} aria-label={title}>
      <header className="coal-dash__panel-head">
        <h3>{title}</h3>
        {extra}
      </header>
      <div className="coal-dash__panel-body">{children}</div>
    </section>
  );
}

/** Empty or waiting text inside a panel. */
export function ScreenNote({ children }: { children: ReactNode }) {
  return <p className="coal-dash__note">{children}</p>;
}
