/**
 * Portal article calls (spec §7 "Articles", docs/api-content.md): lists, detail, categories,
 * keyword links, thumbs-up, follow, forward, a member's publish and delete.
 */
import type {
  ArticleDetail,
  ArticleListItem,
  CategoryNode,
  ContentTypeItem,
  FollowAnswer,
  KeywordUrl,
  Page,
  PublishArticleFormInput,
  ScreeningHit,
  ThumbsUpAnswer,
} from '@coal/contracts';
import { http, unwrap, type Params } from '../../../lib/http/index.ts';
import { formFlag } from '../../../ui/admin-list/formBody.ts';

/** The portal's article list calls; each answers a Page of ArticleListItem. */
export const ARTICLE_LISTS = {
  top: '/api/article/findTopArticles',
  hot: '/api/article/findHotArticles',
  dynamic: '/api/article/findDynamicList',
  dynamicCopy: '/api/article/findDynamicListCopy',
  topNotices: '/api/article/findTopNewNoticeList',
  noticesByCategory: '/api/article/findNoticeListByCategoryId',
  front: '/api/article/findFrontArticles',
  all: '/api/article/findAllList',
  news: '/api/article/findNewsList',
  myFollow: '/api/article/myFollowArticles',
  mine: '/api/article/myArticles',
} as const;

export type ArticleListName = keyof typeof ARTICLE_LISTS;

export const articleKeys = {
  all: ['articles'] as const,
  list: (name: ArticleListName, params: Params) => ['articles', 'list', name, params] as const,
  detail: (id: number) => ['articles', 'detail', id] as const,
  categories: ['articles', 'categories'] as const,
  contentTypes: (postable: boolean) => ['articles', 'contentTypes', postable] as const,
  keywords: ['articles', 'keywords'] as const,
};

export async function fetchArticlePage(name: ArticleListName, params: Params): Promise<Page<ArticleListItem>> {
  return unwrap(await http.get<Page<ArticleListItem>>(ARTICLE_LISTS[name], params));
}

export async function fetchArticleDetail(id: number): Promise<ArticleDetail> {
  return unwrap(await http.get<ArticleDetail>('/api/article/getArticleDetail', { id }));
}

export async function fetchCategoryTree(): Promise<CategoryNode[]> {
  return unwrap(await http.get<CategoryNode[]>('/api/articleCategory/findCategoryList'));
}

export async function fetchContentTypes(postable: boolean): Promise<ContentTypeItem[]> {
  return unwrap(await http.get<ContentTypeItem[]>('/api/article/findContentTypeList', postable ? { postable: 1 } : {}));
}

export async function fetchKeywordUrls(): Promise<KeywordUrl[]> {
  return unwrap(await http.get<KeywordUrl[]>('/api/keywords/getUrls'));
}

export async function toggleThumbsUp(id: number, type: 'article' | 'answer'): Promise<ThumbsUpAnswer> {
  return unwrap(await http.get<ThumbsUpAnswer>('/api/common/thumbsUp', { id, type }));
}

export async function toggleFollow(type: 'article' | 'user', id: string | number): Promise<FollowAnswer> {
  return unwrap(await http.get<FollowAnswer>('/api/common/follow', { type, id }));
}

export async function forwardArticle(id: number, channel: string): Promise<{ id: number; forwardCount: number }> {
  return unwrap(await http.post<{ id: number; forwardCount: number }>('/api/article/forwardArticle', { id, channel }));
}

/** The post form: the cover image goes with it as a file (multipart). */
export type PublishArticleInput = Omit<PublishArticleFormInput, 'draft'> & {
  /** Save without submitting for review. */
  draft: boolean;
  cover?: File;
};

export interface PublishArticleAnswer extends ArticleListItem {
  hitCount: number;
  hits: ScreeningHit[];
}

/** POST /api/article/publishArticle (multipart); resolves to the envelope's data and message. */
export async function publishArticle(input: PublishArticleInput): Promise<{ data: PublishArticleAnswer; message: string }> {
  const form = new FormData();
  if (input.id) form.append('id', String(input.id));
  form.append('title', input.title);
  form.append('content', input.content);
  form.append('categoryId', String(input.categoryId));
  if (input.summary) form.append('summary', input.summary);
  form.append('draft', formFlag(input.draft));
  if (input.cover) form.append('cover', input.cover, input.cover.name);
  const envelope = await http.upload<PublishArticleAnswer>('/api/article/publishArticle', form);
  return { data: unwrap(envelope), message: envelope.message };
}
