import { useInfiniteQuery } from '@tanstack/react-query';
import { articleKeys, type ArticleListName, fetchArticlePage } from '../articles/api/articlesApi.ts';

const PAGE_SIZE = 10;

/** The page after `last`, while the total has more rows. */
export const nextPageOf = (last: { currentPage: number; pageSize: number; total: number }): number | undefined =>
  last.currentPage * last.pageSize < last.total ? last.currentPage + 1 : undefined;

/** An article list page by page, for the mobile infinite lists. */
export function useArticleFeed(name: ArticleListName, filters: { categoryId?: number } = {}, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...articleKeys.list(name, filters), 'infinite'],
    queryFn: ({ pageParam }) => fetchArticlePage(name, { ...filters, currentPage: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled,
  });
}
