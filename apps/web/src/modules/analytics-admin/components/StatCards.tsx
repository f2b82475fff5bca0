import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';

export interface StatItem {
  /** The card's accessible name. */
  label: string;
  title: ReactNode;
  value: number | string;
  color?: string;
}

/** A row of plain figure cards (no comparison: see KpiCards for that). */
export function StatCards({ items }: { items: StatItem[] }) {
  return (
    <Row gutter={12} className="coal-analytics-kpis">
      {items.map((item) => (
        <Col key={item.label} flex="1 1 150px">
          <Card size="small" aria-label={item.label}>
            <Statistic title={item.title} value={item.value} valueStyle={item.color ? { color: item.color } : undefined} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
