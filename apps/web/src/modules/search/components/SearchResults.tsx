import { Checkbox, Input, List, Tag } from 'antd';
import { SEARCH_KIND_LABELS, SEARCH_KINDS, type SearchHit } from '@coal/contracts';
import dayjs from 'dayjs';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { formatDate } from '../../../lib/format.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { isSearchable } from '../hooks/useSearchQueries.ts';
import { useSearchPage } from '../hooks/useSearchPage.ts';
import { Highlighted } from './Highlighted.tsx';
import { IndexHits } from './IndexHits.tsx';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';
import './search.css';

function HitRow({ hit }: { hit: SearchHit }) {
  return (
    <List.Item className="coal-search-hit">
      <div className="coal-search-hit__head">
        <Tag>{SEARCH_KIND_LABELS[hit.kind]}</Tag>
        {hit.membersOnly ? <Tag color="gold">会员专享</Tag> : null}
        <AppLink to={hit.path} className="coal-search-hit__title">
          <Highlighted text={hit.title} ranges={hit.titleRanges} />
        </AppLink>
      </div>
      <p className="coal-search-hit__snippet">
        <Highlighted text={hit.snippet} ranges={hit.snippetRanges} />
      </p>
      <div className="coal-search-hit__date">{formatDate(hit.date)}</div>
    </List.Item>
  );
}

/** The results page: words, type and date filters, ranked hits with highlights, the shared pager. */
export function SearchResults() {
  const { filters, setFilters, typed, setTyped, pager, result } = useSearchPage();
  const searchable = isSearchable(filters.q);

  return (
    <div className="coal-search">
      <div className="coal-search__bar" role="search">
        <Input.Search
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(q) => setFilters({ ...filters, q: q.trim() })}
          placeholder="输入关键词，如：动力煤 港口库存"
          aria-label="搜索关键词"
          maxLength={50}
          enterButton="搜索"
          allowClear
        />
      </div>
      <div className="coal-search__filters">
        <Checkbox.Group
          aria-label="内容类型"
          value={filters.types}
          options={SEARCH_KINDS.map((k) => ({ value: k, label: SEARCH_KIND_LABELS[k] }))}
          onChange={(types) => setFilters({ ...filters, types })}
        />
        <DatePicker.RangePicker
          aria-label="发布日期"
          value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
          onChange={(range) => setFilters({ ...filters, from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
          allowEmpty={[true, true]}
        />
      </div>
      {!searchable ? (
        <Empty description="请输入搜索关键词" />
      ) : result.isError ? (
        <LoadError onRetry={() => void result.refetch()} />
      ) : (
        <>
          <IndexHits hits={result.data?.indexes ?? []} />
          <p className="coal-search__count" aria-live="polite">
            {result.data
              ? result.data.capped
                ? `找到 ${result.data.total} 条以上与“${filters.q}”相关的结果，显示最新的 ${result.data.total} 条；可按类型或日期缩小范围`
                : `找到 ${result.data.total} 条与“${filters.q}”相关的结果`
              : '正在搜索…'}
          </p>
          <List
            loading={result.isFetching && !result.data}
            dataSource={result.data?.list ?? []}
            locale={{
              emptyText: <Empty description={result.data?.indexes.length ? '没有找到相关的公告、资讯、报告与问答' : '没有找到相关内容，换个关键词试试'} />,
            }}
            renderItem={(hit) => <HitRow hit={hit} />}
            rowKey={(hit) => `${hit.kind}:${hit.id}`}
          />
          {result.data && result.data.total > 0 ? <Pagination pager={pager} total={result.data.total} /> : null}
        </>
      )}
    </div>
  );
}
