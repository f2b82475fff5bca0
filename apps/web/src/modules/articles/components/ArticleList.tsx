import type { ArticleListItem } from '@coal/contracts';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { formatDate } from '../../../lib/format.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { LineSkeleton } from '../../../ui/LineSkeleton.tsx';
import { TextTag } from '../../../ui/TextTag.tsx';
import './articles.css';

export interface ArticleListProps {
  items: ArticleListItem[] | undefined;
  loading?: boolean;
  /** Detail route of an item; default the notice detail page. */
  detailPath?: (item: ArticleListItem) => string;
  /** Compact rows for home-page blocks (no summary). */
  compact?: boolean;
  showCategory?: boolean;
}

export const noticeDetailPath = (item: { id: number }) => `/portal/NoticeDetail?id=${item.id}`;

/** A list of article titles with category, date and reads; empty state when none. */
export function ArticleList({ items, loading, detailPath = noticeDetailPath, compact, showCategory = true }: ArticleListProps) {
  if (loading && !items) return <LineSkeleton rows={compact ? 4 : 6} />;
  if (!items?.length) return <Empty simple />;
  return (
    <ul className={compact ? 'coal-article-list coal-article-list--compact' : 'coal-article-list'}>
      {items.map((item) => (
        <li key={item.id} className="coal-article-list__item">
          <div className="coal-article-list__head">
            {item.isTop ? <TextTag color="red">置顶</TextTag> : null}
            {item.isHot && !compact ? <TextTag color="volcano">热</TextTag> : null}
            {showCategory && item.categoryName ? <TextTag color="blue">{item.categoryName}</TextTag> : null}
            <AppLink to={detailPath(item)} className="coal-article-list__title" title={item.title}>
              {item.title}
            </AppLink>
            <span className="coal-article-list__date">{formatDate(item.publishTime ?? item.createTime)}</span>
          </div>
          {!compact && item.summary ? <p className="coal-article-list__summary">{item.summary}</p> : null}
          {!compact ? (
            <div className="coal-article-list__meta">
              {item.authorName ? <span>{item.authorName}</span> : null}
              {item.source ? <span>来源：{item.source}</span> : null}
              <span>阅读 {item.viewCount}</span>
              <span>点赞 {item.thumbsUpCount}</span>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
