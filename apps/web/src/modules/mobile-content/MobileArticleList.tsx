import type { ArticleListItem } from '@coal/contracts';
import { InfiniteScroll, List, Tag } from 'antd-mobile';
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
}

/** Article rows for phones (antd-mobile); a row opens the mobile detail. */
export function MobileArticleList({ items, loading, hasMore, loadMore }: MobileArticleListProps) {
  const navigate = useAppNavigate();
  if (!items.length && !loading) return <MobilePlaceholder />;
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
