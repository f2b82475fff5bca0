import { SEARCH_KIND_LABELS } from '@coal/contracts';
import { Button, List, SearchBar, Tag } from 'antd-mobile';
import { formatDate } from '../../../lib/format.ts';
import { MobilePlaceholder } from '../../mobile-shell/MobilePlaceholder.tsx';
import { MobileRowItem } from '../../mobile-shell/MobileRowItem.tsx';
import { isSearchable, useSuggestionsQuery } from '../hooks/useSearchQueries.ts';
import { useSearchPage } from '../hooks/useSearchPage.ts';
import { Highlighted } from './Highlighted.tsx';
import { indexHitFacts } from '../utils/indexHitFacts.ts';
import { mobilePath } from '../utils/mobilePath.ts';
import './search.css';

/** /mobile/search: the same search for phones, with suggestions and the shared pager's state. */
export function MobileSearch() {
  const { filters, setFilters, typed, setTyped, pager, result } = useSearchPage();
  const suggestions = useSuggestionsQuery(typed);
  const showSuggestions = typed.trim() !== filters.q && isSearchable(typed) && (suggestions.data?.length ?? 0) > 0;
  const pages = result.data ? Math.max(1, Math.ceil(result.data.total / pager.pageSize)) : 1;

  return (
    <div className="coal-mobile-search">
      {/* The name goes on a search landmark: on SearchBar's own box it named a div without a role. */}
      <div role="search" aria-label="全站搜索">
        <SearchBar
          value={typed}
          onChange={setTyped}
          onSearch={(q) => isSearchable(q) && setFilters({ ...filters, q: q.trim() })}
          placeholder="搜索公告、资讯、报告、问答"
          maxLength={50}
        />
      </div>
      {showSuggestions ? (
        <List header="你可能在找">
          {suggestions.data!.map((s) => (
            <MobileRowItem key={`${s.kind}:${s.id}`} to={mobilePath(s.path)} description={SEARCH_KIND_LABELS[s.kind]}>
              {s.title}
            </MobileRowItem>
          ))}
        </List>
      ) : null}
      {isSearchable(filters.q) && result.data?.indexes.length ? (
        <List header="价格指数">
          {result.data.indexes.map((hit) => (
            <MobileRowItem key={hit.code} to={mobilePath(hit.path)} description={indexHitFacts(hit)}>
              <Highlighted text={hit.name} ranges={hit.nameRanges} />
            </MobileRowItem>
          ))}
        </List>
      ) : null}
      {!isSearchable(filters.q) ? null : result.data && result.data.total === 0 ? (
        <MobilePlaceholder />
      ) : (
        <>
          <List header={result.data ? `找到 ${result.data.total}${result.data.capped ? '+' : ''} 条结果` : '正在搜索…'}>
            {(result.data?.list ?? []).map((hit) => (
              <MobileRowItem
                key={`${hit.kind}:${hit.id}`}
                to={mobilePath(hit.path)}
                description={
                  <span>
                    <Highlighted text={hit.snippet} ranges={hit.snippetRanges} />
                    <br />
                    {SEARCH_KIND_LABELS[hit.kind]} · {formatDate(hit.date)}
                  </span>
                }
                prefix={hit.membersOnly ? <Tag color="warning">会员</Tag> : undefined}
              >
                <Highlighted text={hit.title} ranges={hit.titleRanges} />
              </MobileRowItem>
            ))}
          </List>
          {pages > 1 ? (
            <div className="coal-mobile-search__pager">
              <Button size="small" disabled={pager.currentPage <= 1} onClick={() => pager.setPage(pager.currentPage - 1)}>
                上一页
              </Button>
              <span>
                {pager.currentPage} / {pages}
              </span>
              <Button size="small" disabled={pager.currentPage >= pages} onClick={() => pager.setPage(pager.currentPage + 1)}>
                下一页
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
