import { ErrorBlock, List, Skeleton, Tag } from 'antd-mobile';
import { useMyPriceReportsQuery } from '../hooks/usePriceReport.ts';

const COLORS = { waiting: 'default', used: 'success', excluded: 'warning' } as const;

/** Phones: the member's latest submissions and what became of them. */
export function MobileMyReports() {
  const list = useMyPriceReportsQuery({ currentPage: 1, pageSize: 20 });
  if (list.isPending) return <Skeleton.Paragraph lineCount={4} animated />;
  if (list.isError) return <ErrorBlock status="empty" title={list.error.message} description="" />;
  return (
    <section aria-label="我的报价">
      <List header="我的报价">
        {list.data.list.length === 0 ? <List.Item>暂无报价记录</List.Item> : null}
        {list.data.list.map((s) => (
          <List.Item
            key={s.id}
            description={`${s.period} · ${s.kindName} · ${s.volume} 吨${s.outcome === 'excluded' && s.outcomeReason ? ` · ${s.outcomeReason}` : ''}`}
            extra={<Tag color={COLORS[s.outcome]}>{s.outcomeName}</Tag>}
          >
            {s.productName} {s.price}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
