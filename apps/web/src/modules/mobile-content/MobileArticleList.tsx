import type { CSSProperties } from 'react';
import type { ArticleListItem } from '@coal/contracts';
import { InfiniteScroll, List, Skeleton, Tag } from 'antd-mobile';
import { formatDate } from '../../lib/format.ts';
import { MobilePlaceholder } from '../mobile-shell/MobilePlaceholder.tsx';
import { MobileRowItem } from '../mobile-shell/MobileRowItem.tsx';
import './mobile-content.css';

export interface MobileArticleListProps {
  items: ArticleListItem[];
  loading?: boolean;
  /** Infinite loading: more pages and how to fetch the next. */
  hasMore?: boolean;
  loadMore?: () => Promise<unknown>;
  /**
   * Rows the first page will show: while it loads, a placeholder that tall keeps what follows
   * from jumping down when the rows arrive (layout shift).
   */
  loadingRows?: number;
}

/** A row's height with a one-line title and its description line (antd-mobile List.Item). */
const ROW_PX = 95;

/** antd-mobile's danger red (#ff3141) under white text reaches 3.6:1; this red reaches 5.6:1 (AA: 4.5). */
const TOP_TAG_RED = '#cf1322';

/** Article rows for phones (antd-mobile); a row opens the mobile detail. */
export function MobileArticleList({ items, loading, hasMore, loadMore, loadingRows }: MobileArticleListProps) {
  if (!items.length && !loading) return <MobilePlaceholder />;
  if (!items.length && loadingRows)
    return <Skeleton animated style={{ '--height': `${loadingRows * ROW_PX}px`, '--width': '100%', '--border-radius': '4px' } as CSSProperties} />;
  return (
    <>
      <List>
        {items.map((item) => (
          <MobileRowItem
            key={item.id}
            to={`/mobile/notice/detail?id=${item.id}`}
            description={
              <span>
                {item.categoryName} · {formatDate(item.publishTime)} · 阅读 {item.viewCount}
              </span>
            }
            prefix={item.isTop ? <Tag color={TOP_TAG_RED}>置顶</Tag> : undefined}
          >
            {item.title}
          </MobileRowItem>
        ))}
      </List>
      {loadMore ? <InfiniteScroll loadMore={async () => void (await loadMore())} hasMore={Boolean(hasMore)} /> : null}
    </>
  );
}
