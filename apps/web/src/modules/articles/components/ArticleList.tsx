import type { ArticleListItem } from '@coal/contracts';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { formatDate } from '../../../lib/format.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { LineSkeleton } from '../../../ui/LineSkeleton.tsx';
import { TextTag } from '../../../ui/TextTag.tsx';
import './articles.css';
import { articleDetailPath, isNoticeCategoryCode } from '@coal/contracts/app-routes';

export interface ArticleListProps {
  items: ArticleListItem[] | undefined;
  loading?: boolean;
  /** Detail route of an item; default the notice detail page. */
  detailPath?: (item: ArticleListItem) => string;
  /** Compact rows for home-page blocks (no summary). */
  compact?: boolean;
  showCategory?: boolean;
  /**
   * Rows a compact list shows: reserved while loading and kept when fewer come (blank rows),
   * so the box has one height and nothing below it moves when the data arrives.
   */
  rows?: number;
}

/** An article's page under its section: 通知公告 for a notice, 市场资讯 for the rest. */
export const articlePath = (item: { id: number; categoryCode: string }) => articleDetailPath(item.id, isNoticeCategoryCode(item.categoryCode));

/** A list of article titles with category, date and reads; empty state when none. */
export function ArticleList({ items, loading, detailPath = articlePath, compact, showCategory = true, rows }: ArticleListProps) {
  if (loading && !items) return compact ? <CompactRowsPlaceholder rows={rows ?? 4} /> : <LineSkeleton rows={6} />;
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
      {compact && rows ? <BlankRows count={rows - items.length} /> : null}
    </ul>
  );
}

/**
 * A compact list while it loads: its rows with the real rows' markup and type (a shimmering
 * bar in the place of each title), so the box is as tall as the loaded list to the pixel
 * (Home's 通知公告 beside the banner grew 117 px when a fixed skeleton was replaced: CLS 0.14).
 */
function CompactRowsPlaceholder({ rows }: { rows: number }) {
  return (
    <div role="status" aria-label="加载中">
      <ul className="coal-article-list coal-article-list--compact" aria-hidden="true">
        <BlankRows count={rows} loading />
      </ul>
    </div>
  );
}

/** Rows of a compact list's row height without an article: shimmering while loading, else blank filler up to the rows reserved. */
function BlankRows({ count, loading = false }: { count: number; loading?: boolean }) {
  return Array.from({ length: Math.max(0, count) }, (_, i) => (
    <li
      key={`blank-${i}`}
      className={loading ? 'coal-article-list__item' : 'coal-article-list__item coal-article-list__item--filler'}
      aria-hidden={loading ? undefined : true}
    >
      <div className="coal-article-list__head">
        <span className={loading ? 'coal-article-list__title coal-skeleton__shimmer' : 'coal-article-list__title'}>{'\u00a0'}</span>
      </div>
    </li>
  ));
}
