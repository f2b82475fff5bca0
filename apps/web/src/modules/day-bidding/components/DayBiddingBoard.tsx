import { useState } from 'react';
import { Button, Card, Input, Result, Select } from 'antd';
import dayjs from 'dayjs';
import { BIDDING_STATUS_NAMES, BIDDING_STATUSES, type BiddingStatus } from '@coal/contracts';
import { ApiError } from '../../../lib/http/index.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { SearchBar } from '../../../ui/SearchBar.tsx';
import { DemoBadge } from '../../../ui/market/DemoBadge.tsx';
import { useDayBiddingQuery } from '../hooks/useDayBiddingQuery.ts';
import { DayBiddingTable } from './DayBiddingTable.tsx';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';

interface Filters {
  status?: BiddingStatus;
  date?: string;
  keyword?: string;
}

/** The bidding sessions with status, date and keyword filters (bidders only). */
export function DayBiddingBoard() {
  const pager = usePagination();
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const query = useDayBiddingQuery({ ...filters, currentPage: pager.currentPage, pageSize: pager.pageSize }, { enabled: true, refetchInterval: 60_000 });
  const search = (next: Filters) => {
    setFilters(next);
    pager.reset();
  };

  if (query.error instanceof ApiError) return <Result status="warning" title={query.error.message} />;
  const rows = query.data?.list ?? [];
  return (
    <Card>
      <SearchBar
        left={
          <>
            <Select<BiddingStatus>
              aria-label="竞价状态"
              placeholder="全部状态"
              allowClear
              style={{ width: 140 }}
              value={draft.status}
              onChange={(status) => setDraft({ ...draft, status })}
              options={BIDDING_STATUSES.map((s) => ({ value: s, label: BIDDING_STATUS_NAMES[s] }))}
            />
            <DatePicker
              aria-label="竞价日期"
              placeholder="竞价日期"
              value={draft.date ? dayjs(draft.date) : null}
              onChange={(d) => setDraft({ ...draft, date: d ? d.format('YYYY-MM-DD') : undefined })}
            />
            <Input.Search
              aria-label="关键词"
              placeholder="品名、产地或场次"
              allowClear
              style={{ width: 220 }}
              value={draft.keyword}
              onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
              onSearch={(keyword) => search({ ...draft, keyword })}
            />
          </>
        }
        right={
          <>
            <DemoBadge flags={rows.map((r) => r.demo)} />
            <Button type="primary" onClick={() => search(draft)}>
              查询
            </Button>
            <Button
              onClick={() => {
                setDraft({});
                search({});
              }}
            >
              重置
            </Button>
          </>
        }
      />
      {!query.isPending && rows.length === 0 ? <Empty simple /> : <DayBiddingTable rows={rows} loading={query.isFetching} />}
      <div style={{ marginTop: 12, display: 'flex', justifyContent: 'flex-end' }}>
        <Pagination pager={pager} total={query.data?.total} />
      </div>
    </Card>
  );
}
