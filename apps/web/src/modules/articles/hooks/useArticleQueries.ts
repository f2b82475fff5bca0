import { useQuery } from '@tanstack/react-query';
import { articleKeys, fetchArticleDetail, fetchCategoryTree, fetchContentTypes, fetchKeywordUrls } from '../api/articlesApi.ts';

/** GET /api/article/getArticleDetail (counts a view on the server). */
export function useArticleDetailQuery(id: number | null) {
  return useQuery({
    queryKey: articleKeys.detail(id ?? 0),
    queryFn: () => fetchArticleDetail(id!),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** GET /api/articleCategory/findCategoryList: the enabled category tree. */
export function useCategoryListQuery() {
  return useQuery({ queryKey: articleKeys.categories, queryFn: fetchCategoryTree, staleTime: 5 * 60_000 });
}

/** GET /api/article/findContentTypeList; `postable` keeps the types members may post into. */
export function useContentTypeListQuery(postable = false, enabled = true) {
  return useQuery({ queryKey: articleKeys.contentTypes(postable), queryFn: () => fetchContentTypes(postable), staleTime: 5 * 60_000, enabled });
}

/** GET /api/keywords/getUrls: keyword links of article bodies. */
export function useKeywordUrlsQuery() {
  return useQuery({ queryKey: articleKeys.keywords, queryFn: fetchKeywordUrls, staleTime: 10 * 60_000 });
}
