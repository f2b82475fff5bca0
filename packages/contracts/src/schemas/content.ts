/**
 * Articles, notices, member posts and their categories (spec §7 "Articles"), and the
 * back office's content types, publishing and review calls. Forms arrive url-encoded (or
 * multipart for publishArticle), so every field accepts its string form.
 */
import { z } from 'zod';
import { flagField, idField, optionalField, optionalIdField, optionalText, withPage, stringField } from './fields.ts';

export const ARTICLE_STATUSES = ['draft', 'pending', 'published', 'rejected', 'withdrawn'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_STATUS_NAMES: Record<ArticleStatus, string> = {
  draft: '草稿',
  pending: '待审核',
  published: '已发布',
  rejected: '已驳回',
  withdrawn: '已撤回',
};
export const articleStatusField = z.enum(ARTICLE_STATUSES, { error: '状态有误' });

/** Well-known category codes the portal's blocks are built on (seeded; renamable). */
export const CATEGORY_CODES = {
  notice: 'notice',
  news: 'news',
  commentary: 'commentary',
  policy: 'policy',
  memberPost: 'member_post',
} as const;

export const TITLE_MAX = 100;
export const SUMMARY_MAX = 500;
/** Raw HTML as sent by the editor (images are uploaded separately, never inlined). */
export const CONTENT_MAX = 500_000;

export const titleField = stringField('请输入标题')
  .trim()
  .min(1, { error: '请输入标题' })
  .max(TITLE_MAX, { error: `标题不能超过${TITLE_MAX}个字符` });
export const contentField = stringField('正文格式有误').max(CONTENT_MAX, { error: '正文过长' });
export const summaryField = optionalText(SUMMARY_MAX);
export const keywordField = optionalText(100);

export const articleIdQuery = z.object({ id: idField('缺少文章编号') });
export type ArticleIdQuery = z.output<typeof articleIdQuery>;
export type ArticleIdQueryInput = z.input<typeof articleIdQuery>;

/** Portal article lists: optional category and title keyword. */
export const articleListQuery = withPage(z.object({ categoryId: optionalIdField(), keyword: keywordField }));
export type ArticleListQuery = z.output<typeof articleListQuery>;
export type ArticleListQueryInput = z.input<typeof articleListQuery>;
/** GET /api/article/findNoticeListByCategoryId */
export const articleNoticeListQuery = withPage(z.object({ categoryId: idField('请选择公告分类'), keyword: keywordField }));
export type ArticleNoticeListQuery = z.output<typeof articleNoticeListQuery>;
export type ArticleNoticeListQueryInput = z.input<typeof articleNoticeListQuery>;
/** GET /api/article/myArticles: the member's own articles, any status unless given. */
export const myArticlesQuery = withPage(z.object({ status: optionalField(articleStatusField), keyword: keywordField }));
export type MyArticlesQuery = z.output<typeof myArticlesQuery>;
export type MyArticlesQueryInput = z.input<typeof myArticlesQuery>;
/** GET /api/article/findContentTypeList: `postable=1` keeps the types members may post into. */
export const contentTypeListQuery = z.object({ postable: flagField(false), parentId: optionalIdField() });
export type ContentTypeListQuery = z.output<typeof contentTypeListQuery>;
export type ContentTypeListQueryInput = z.input<typeof contentTypeListQuery>;

/**
 * POST /api/article/publishArticle (multipart): a member's post (or an edit of an own draft,
 * pending or rejected post when `id` is given). `draft=1` saves without submitting.
 * The optional cover image is the multipart file field `cover` (or `file`).
 */
export const publishArticleForm = z.object({
  id: optionalIdField(),
  title: titleField,
  content: contentField.refine((v) => v.trim().length > 0, { error: '请输入正文' }),
  categoryId: idField('请选择内容类型'),
  summary: summaryField,
  draft: flagField(false),
});
export type PublishArticleForm = z.output<typeof publishArticleForm>;
export type PublishArticleFormInput = z.input<typeof publishArticleForm>;

export const forwardArticleBody = z.object({
  id: idField('缺少文章编号'),
  /** Where it was forwarded: wechat, weibo, qq, link… */
  channel: optionalField(
    stringField()
      .trim()
      .regex(/^[a-z]{1,20}$/, { error: '转发渠道有误' }),
  ),
});
export type ForwardArticleBody = z.output<typeof forwardArticleBody>;
export type ForwardArticleBodyInput = z.input<typeof forwardArticleBody>;

export const thumbsUpQuery = z.object({
  id: idField('缺少点赞对象'),
  type: z.preprocess(
    (v: 'article' | 'answer' | '' | undefined) => (v === '' || v === undefined ? 'article' : v),
    z.enum(['article', 'answer'], { error: '点赞类型只能是 article 或 answer' }),
  ),
});
export type ThumbsUpQuery = z.output<typeof thumbsUpQuery>;
export type ThumbsUpQueryInput = z.input<typeof thumbsUpQuery>;

/** GET /api/common/follow: follow or unfollow an author (`type=user`, `id`=userId) or an article. */
export const followQuery = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('article'), id: idField('缺少关注对象') }),
    z.object({
      type: z.literal('user'),
      id: stringField('缺少关注对象')
        .trim()
        .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: '关注对象有误' }),
    }),
  ],
  { error: '关注类型只能是 user 或 article' },
);
export type FollowQuery = z.output<typeof followQuery>;
export type FollowQueryInput = z.input<typeof followQuery>;

// ---- answers ----

export interface ArticleListItem {
  id: number;
  title: string;
  summary: string;
  categoryId: number;
  categoryName: string;
  categoryCode: string;
  /** Storage key of the cover (may be ''), and its address (RESOURCE_BASE_URL joined). */
  coverPath: string;
  coverUrl: string;
  /** ISO time it became visible; null while not published. */
  publishTime: string | null;
  viewCount: number;
  thumbsUpCount: number;
  forwardCount: number;
  isTop: boolean;
  isHot: boolean;
  /** Member id for member posts, '' for staff articles. */
  authorId: string;
  authorName: string;
  authorType: 'staff' | 'member';
  source: string;
  status: ArticleStatus;
  statusName: string;
  createTime: string;
  updateTime: string;
}

export interface ArticleAttachment {
  name: string;
  filePath: string;
  url: string;
}

export interface ArticleDetail extends ArticleListItem {
  content: string;
  attachments: ArticleAttachment[];
  rejectReason: string;
  /** The caller's relations (false for tourists). */
  isThumbsUp: boolean;
  isFollowed: boolean;
  isAuthorFollowed: boolean;
}

/** A member's draft, pending or rejected article (getUnpublishList). */
export interface UnpublishedItem extends ArticleListItem {
  rejectReason: string;
  /** The member has cleared (acknowledged) the rejection. */
  rejectCleared: boolean;
}

export interface CategoryNode {
  id: number;
  name: string;
  code: string;
  parentId: number | null;
  sortOrder: number;
  enabled: boolean;
  allowMemberPost: boolean;
  children: CategoryNode[];
}

export interface ContentTypeItem {
  id: number;
  name: string;
  code: string;
  parentId: number | null;
  sortOrder: number;
  allowMemberPost: boolean;
}

export interface ThumbsUpAnswer {
  id: number;
  type: 'article' | 'answer';
  isThumbsUp: boolean;
  thumbsUpCount: number;
}

export interface FollowAnswer {
  type: 'article' | 'user';
  id: string;
  isFollowed: boolean;
  /** Fans of the user, or followers of the article. */
  followCount: number;
}

export interface KeywordUrl {
  id: number;
  keyword: string;
  url: string;
}
