import type { CSSProperties } from 'react';
import type { ArticleListItem } from '@coal/contracts';
import { InfiniteScroll, List, Skeleton, Tag } from 'antd-mobile';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { formatDate } from '../../lib/format.ts';
import { MobilePlaceholder } from '../mobile-shell/MobilePlaceholder.tsx';
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

/** Article rows for phones (antd-mobile); a row opens the mobile detail. */
export function MobileArticleList({ items, loading, hasMore, loadMore, loadingRows }: MobileArticleListProps) {
  const navigate = useAppNavigate();
  if (!items.length && !loading) return <MobilePlaceholder />;
  if (!items.length && loadingRows)
    return <Skeleton animated style={{ '--height': `${loadingRows * ROW_PX}px`, '--width': '100%', '--border-radius': '4px' } as CSSProperties} />;
  return (
    <>
      <List>
        {items.map((item) => (
          <List.Item
            key={item.id}
            onClick={() => navigate(`/mobile/notice/detail?id=${item.id}`)}
            description={
              <span>
                {item.categoryName} · {formatDate(item.publishTime)} · 阅读 {item.viewCount}
              </span>
            }
            prefix={item.isTop ? <Tag color="danger">顶</Tag> : undefined}
          >
            {item.title}
          </List.Item>
        ))}
      </List>
      {loadMore ? <InfiniteScroll loadMore={async () => void (await loadMore())} hasMore={Boolean(hasMore)} /> : null}
    </>
  );
}
