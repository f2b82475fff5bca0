import type { ArticleListQueryInput } from '@coal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Params } from '../../../lib/http/index.ts';
import { articleKeys, type ArticleListName, fetchArticlePage } from '../api/articlesApi.ts';

/** Filters of the article lists: category, title keyword and the page. */
export type ArticleListParams = ArticleListQueryInput & Params;

function useArticlePage(name: ArticleListName, params: ArticleListParams, enabled = true) {
  return useQuery({
    queryKey: articleKeys.list(name, params),
    queryFn: () => fetchArticlePage(name, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/article/findHotArticles */
export const useHotArticlesQuery = (params: ArticleListParams = {}) => useArticlePage('hot', params);
/** GET /api/article/findDynamicList (members' posts, newest first) */
export const useDynamicListQuery = (params: ArticleListParams = {}) => useArticlePage('dynamic', params);
/** GET /api/article/findDynamicListCopy (the same posts ranked by engagement) */
export const useDynamicListCopyQuery = (params: ArticleListParams = {}) => useArticlePage('dynamicCopy', params);
/** GET /api/article/findTopNewNoticeList */
export const useTopNoticeListQuery = (params: ArticleListParams = {}) => useArticlePage('topNotices', params);
/** GET /api/article/findNoticeListByCategoryId (needs a category) */
export const useNoticeListByCategoryQuery = (params: ArticleListParams) => useArticlePage('noticesByCategory', params, Boolean(params.categoryId));
/** GET /api/article/findNewsList (市场资讯: every category but the notices) */
export const useNewsListQuery = (params: ArticleListParams = {}, enabled = true) => useArticlePage('news', params, enabled);
/** GET /api/article/findAllList */
export const useAllArticlesQuery = (params: ArticleListParams = {}) => useArticlePage('all', params);
/** GET /api/article/myFollowArticles (member) */
export const useMyFollowArticlesQuery = (params: ArticleListParams = {}, enabled = true) => useArticlePage('myFollow', params, enabled);
/** GET /api/article/myArticles (member) */
export const useMyArticlesQuery = (params: ArticleListParams & { status?: string } = {}, enabled = true) => useArticlePage('mine', params, enabled);
