import type { ArticleListName } from '../articles/api/articlesApi.ts';
import { MobileArticleList } from './MobileArticleList.tsx';
import { useArticleFeed } from './useArticleFeed.ts';

/** An infinite article list of one of the portal's list calls. */
export function MobileFeed({ name, categoryId }: { name: ArticleListName; categoryId?: number }) {
  const feed = useArticleFeed(name, { categoryId }, name !== 'noticesByCategory' || Boolean(categoryId));
  const items = feed.data?.pages.flatMap((p) => p.list) ?? [];
  return <MobileArticleList items={items} loading={feed.isLoading} hasMore={feed.hasNextPage} loadMore={() => feed.fetchNextPage()} />;
}
