import { Collapse, Tag } from 'antd';
import { Empty } from '../../../ui/Empty.tsx';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { usePriceNoticesQuery } from '../hooks/usePriceNoticesQuery.ts';

export interface PriceNoticeListProps {
  familyCode?: string;
  productCode?: string;
}

/** Pricing notices (commentary, corrections, delays…) of an index or a family. */
export function PriceNoticeList({ familyCode, productCode }: PriceNoticeListProps) {
  const pager = usePagination();
  const query = usePriceNoticesQuery({ familyCode, productCode, currentPage: pager.currentPage, pageSize: pager.pageSize });
  const list = query.data?.list ?? [];
  if (!query.isPending && list.length === 0) return <Empty simple description="暂无价格公告" />;
  return (
    <>
      <Collapse
        size="small"
        items={list.map((n) => ({
          key: n.id,
          label: (
            <span>
              <Tag color={n.kind === 'correction' || n.kind === 'delay' ? 'orange' : 'blue'}>{n.kindName}</Tag>
              {n.title}
            </span>
          ),
          extra: <span className="coal-price__asof">{n.effectiveDate}</span>,
          children: n.content.split('\n').map((line, i) => <p key={i}>{line}</p>),
        }))}
      />
      <div style={{ marginTop: 12, display: 'flex', justifyContent: 'flex-end' }}>
        <Pagination pager={pager} total={query.data?.total} />
      </div>
    </>
  );
}
