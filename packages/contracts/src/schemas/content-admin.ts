/**
 * The back office's content calls: content types, keyword links, articles (publishing),
 * review and the ContentCheckTest sandbox.
 */
import { z } from 'zod';
import { ARTICLE_LIST_SORTS, REVIEW_LIST_SORTS, sortShape } from './list-sort.ts';
import { bulkIdsBody, bulkRejectBody } from './bulk.ts';
import { requiredText } from './common.ts';
import {
  ATTACHMENT_PATH,
  filePathField,
  flag,
  flagField,
  IMAGE_PATH,
  idField,
  jsonArrayField,
  optionalDateTimeField,
  optionalField,
  optionalIdField,
  optionalText,
  sortField,
  withPage,
  stringField,
} from './fields.ts';
import {
  type ArticleAttachment,
  type ArticleListItem,
  articleStatusField,
  CONTENT_MAX,
  contentField,
  type KeywordUrl,
  keywordField,
  summaryField,
  titleField,
} from './content.ts';

// ---- keyword URLs (back office) ----

const HTTP_OR_SITE = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;
export const keywordUrlSaveBody = z.object({
  id: optionalIdField(),
  keyword: requiredText('请输入关键词', 50),
  url: stringField('请输入链接地址').trim().max(2048, { error: '链接过长' }).regex(HTTP_OR_SITE, { error: '链接须为 http(s) 地址或以 / 开头的站内路径' }),
  sortOrder: sortField,
  enabled: flagField(true),
});
export type KeywordUrlSaveBody = z.output<typeof keywordUrlSaveBody>;
export type KeywordUrlSaveBodyInput = z.input<typeof keywordUrlSaveBody>;
export const keywordUrlListQuery = withPage(z.object({ keyword: keywordField }));
export type KeywordUrlListQuery = z.output<typeof keywordUrlListQuery>;
export type KeywordUrlListQueryInput = z.input<typeof keywordUrlListQuery>;

export interface AdminKeywordUrl extends KeywordUrl {
  sortOrder: number;
  enabled: boolean;
  updateTime: string;
}

// ---- content types (back office) ----

export const contentTypeSaveBody = z.object({
  id: optionalIdField(),
  name: requiredText('请输入类型名称', 30),
  code: stringField('请输入类型编码')
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,39}$/, { error: '类型编码须为小写字母开头的字母、数字或下划线，2-40位' }),
  parentId: optionalIdField(),
  sortOrder: sortField,
  enabled: flagField(true),
  allowMemberPost: flagField(false),
});
export type ContentTypeSaveBody = z.output<typeof contentTypeSaveBody>;
export type ContentTypeSaveBodyInput = z.input<typeof contentTypeSaveBody>;
export const contentIdBody = z.object({ id: idField() });
export type ContentIdBody = z.output<typeof contentIdBody>;
export type ContentIdBodyInput = z.input<typeof contentIdBody>;

// ---- articles (back office) ----

export const adminArticleListQuery = withPage(
  z.object({
    title: keywordField,
    categoryId: optionalIdField(),
    status: optionalField(articleStatusField),
    author: optionalText(50),
    authorType: optionalField(z.enum(['staff', 'member'], { error: '作者类型有误' })),
    startDate: optionalDateTimeField('开始日期格式有误'),
    endDate: optionalDateTimeField('结束日期格式有误'),
    ...sortShape(ARTICLE_LIST_SORTS),
  }),
);
export type AdminArticleListQuery = z.output<typeof adminArticleListQuery>;
export type AdminArticleListQueryInput = z.input<typeof adminArticleListQuery>;

export const articleAttachmentField = z.object({
  filePath: filePathField(ATTACHMENT_PATH, '附件文件有误，请重新上传'),
  name: requiredText('请填写附件名称', 200),
});

/**
 * Back office create (no id) or update: staff articles go to review like members' unless the
 * staff member also holds content:check and the screening is clean (docs/api-content.md).
 */
export const adminArticleSaveBody = z.object({
  id: optionalIdField(),
  title: titleField,
  content: contentField,
  categoryId: idField('请选择内容类型'),
  summary: summaryField,
  source: optionalText(100),
  coverPath: optionalField(filePathField(IMAGE_PATH, '封面图片有误，请重新上传')),
  attachments: jsonArrayField(articleAttachmentField, 20, '附件列表格式有误'),
  publishAt: optionalDateTimeField('定时发布时间格式有误'),
  isTop: flagField(false),
  isHot: flagField(false),
  draft: flagField(false),
});
export type AdminArticleSaveBody = z.output<typeof adminArticleSaveBody>;
export type AdminArticleSaveBodyInput = z.input<typeof adminArticleSaveBody>;

export const articleFlagBody = z.object({ id: idField('缺少文章编号'), value: flagField(true) });
export type ArticleFlagBody = z.output<typeof articleFlagBody>;
export type ArticleFlagBodyInput = z.input<typeof articleFlagBody>;
export const articleScheduleBody = z.object({ id: idField('缺少文章编号'), publishAt: optionalDateTimeField('定时发布时间格式有误') });
export type ArticleScheduleBody = z.output<typeof articleScheduleBody>;
export type ArticleScheduleBodyInput = z.input<typeof articleScheduleBody>;

export interface AdminArticleItem extends ArticleListItem {
  publishAt: string | null;
  hitCount: number;
  rejectReason: string;
  reviewerName: string;
  lastEditorName: string;
}

export interface AdminArticleDetail extends AdminArticleItem {
  content: string;
  attachments: ArticleAttachment[];
  screeningHits: ScreeningHit[];
}

// ---- screening and review ----

export interface ScreeningHit {
  field: 'title' | 'content';
  /** UTF-16 offset in the field's plain text (tags stripped, entities decoded). */
  offset: number;
  length: number;
  word: string;
  category: string;
  level: number;
}

export const REVIEW_KINDS = ['article', 'question', 'answer'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
const reviewKindField = z.preprocess(
  (v: ReviewKind | '' | undefined) => (v === '' || v === undefined ? 'article' : v),
  z.enum(REVIEW_KINDS, { error: '审核对象类型有误' }),
);

export const reviewListQuery = withPage(
  z.object({
    kind: reviewKindField,
    status: z.preprocess(
      (v: 'pending' | 'published' | 'rejected' | 'all' | '' | undefined) => (v === '' || v === undefined ? 'pending' : v),
      z.enum(['pending', 'published', 'rejected', 'all'], { error: '状态有误' }),
    ),
    keyword: keywordField,
    categoryId: optionalIdField(),
    /** Questions only: those no expert has answered yet (the workbench's link). */
    unanswered: optionalField(flag),
    ...sortShape(REVIEW_LIST_SORTS),
  }),
);
export type ReviewListQuery = z.output<typeof reviewListQuery>;
export type ReviewListQueryInput = z.input<typeof reviewListQuery>;
export const reviewTargetQuery = z.object({ kind: reviewKindField, id: idField('缺少审核对象') });
export type ReviewTargetQuery = z.output<typeof reviewTargetQuery>;
export type ReviewTargetQueryInput = z.input<typeof reviewTargetQuery>;
export const reviewRejectBody = reviewTargetQuery.extend({ reason: requiredText('请填写驳回原因', 500) });
export type ReviewRejectBody = z.output<typeof reviewRejectBody>;
export type ReviewRejectBodyInput = z.input<typeof reviewRejectBody>;
/** ContentCheck's bulk 通过 / 驳回: checked rows of one kind. */
export const reviewBulkApproveBody = bulkIdsBody.extend({ kind: reviewKindField });
export type ReviewBulkApproveBody = z.output<typeof reviewBulkApproveBody>;
export type ReviewBulkApproveBodyInput = z.input<typeof reviewBulkApproveBody>;
export const reviewBulkRejectBody = bulkRejectBody.extend({ kind: reviewKindField });
export type ReviewBulkRejectBody = z.output<typeof reviewBulkRejectBody>;
export type ReviewBulkRejectBodyInput = z.input<typeof reviewBulkRejectBody>;

export interface ReviewItem {
  kind: ReviewKind;
  id: number;
  title: string;
  categoryName: string;
  authorName: string;
  authorType: 'staff' | 'member';
  status: string;
  statusName: string;
  hitCount: number;
  submitTime: string;
  reviewerName: string;
}

export interface RevisionView {
  title: string;
  summary: string;
  content: string;
  editorName: string;
  editTime: string;
}

export interface ReviewDetail extends ReviewItem {
  summary: string;
  content: string;
  /** Plain text the hit offsets point into. */
  titleText: string;
  contentText: string;
  screeningHits: ScreeningHit[];
  rejectReason: string;
  publishAt: string | null;
  /** The version before the latest save (articles only), for side-by-side comparison. */
  previous: RevisionView | null;
  /** The question an answer belongs to. */
  questionTitle?: string;
}

/** ContentCheckTest: run the review checks on pasted text without saving anything. */
export const contentCheckBody = z.object({
  title: stringField().max(10_000, { error: '标题过长' }).default(''),
  content: stringField().max(CONTENT_MAX, { error: '正文过长' }).default(''),
  categoryId: optionalIdField(),
});
export type ContentCheckBody = z.output<typeof contentCheckBody>;
export type ContentCheckBodyInput = z.input<typeof contentCheckBody>;

export interface FormatIssue {
  code: string;
  message: string;
}

export interface ContentCheckResult {
  pass: boolean;
  hits: ScreeningHit[];
  formatIssues: FormatIssue[];
  titleText: string;
  contentText: string;
  /** What would be stored, and whether sanitising removed anything. */
  sanitizedContent: string;
  sanitizeChanged: boolean;
  elapsedMs: number;
}
