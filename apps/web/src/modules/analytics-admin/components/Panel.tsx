import type { ReactNode } from 'react';

/** A titled block of a dashboard (a chart or a table). */
export function Panel({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="coal-analytics-panel" aria-label={title}>
      <h3>
        {title}
        {extra ? <span style={{ float: 'right', fontWeight: 400 }}>{extra}</span> : null}
      </h3>
      {children}
    </section>
  );
}
