import {
  ARTICLE_STATUS_NAMES,
  type AdminArticleDetail,
  type AdminArticleItem,
  type ArticleDetail,
  type ArticleListItem,
  type UnpublishedItem,
} from '@coal/contracts';
import type { AttachmentRow } from '../../db/schema/index.ts';
import { fileUrl } from '../uploads/index.ts';
import type { ArticleDetailRow, ArticleListRow } from './articles.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Listable = Omit<ArticleListRow, 'hitCount'> & { hitCount?: number };

/** The fields every article answer shares. Rows leave the server only through here. */
export function presentArticleItem(row: Listable, base: string): ArticleListItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    categoryCode: row.categoryCode,
    coverPath: row.coverPath,
    coverUrl: fileUrl(base, row.coverPath),
    publishTime: row.status === 'published' ? iso(row.publishedAt) : null,
    viewCount: row.viewCount,
    thumbsUpCount: row.thumbsUpCount,
    forwardCount: row.forwardCount,
    isTop: row.isTop,
    isHot: row.isHot,
    authorId: row.authorMemberId ?? '',
    authorName: row.authorName,
    authorType: row.authorKind,
    source: row.source,
    status: row.status,
    statusName: ARTICLE_STATUS_NAMES[row.status],
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/** Attachment links carry their title, so the file downloads under it (uploads `?name=`). */
const presentAttachments = (list: AttachmentRow[], base: string) =>
  list.map((a) => ({ name: a.name, filePath: a.path, url: a.path ? `${fileUrl(base, a.path)}?name=${encodeURIComponent(a.name)}` : '' }));

export interface ViewerRelations {
  isThumbsUp: boolean;
  isFollowed: boolean;
  isAuthorFollowed: boolean;
}

export function presentArticleDetail(row: ArticleDetailRow, base: string, relations: ViewerRelations): ArticleDetail {
  return {
    ...presentArticleItem(row, base),
    content: row.content,
    attachments: presentAttachments(row.attachments, base),
    rejectReason: row.status === 'rejected' ? row.rejectReason : '',
    ...relations,
  };
}

export function presentUnpublished(row: ArticleListRow, base: string): UnpublishedItem {
  return { ...presentArticleItem(row, base), rejectReason: row.rejectReason, rejectCleared: row.rejectCleared };
}

export function presentAdminArticle(row: ArticleListRow, base: string): AdminArticleItem {
  return {
    ...presentArticleItem(row, base),
    publishAt: iso(row.publishAt),
    hitCount: row.hitCount,
    rejectReason: row.rejectReason,
    reviewerName: row.reviewerName,
    lastEditorName: row.lastEditorName,
  };
}

export function presentAdminArticleDetail(row: ArticleDetailRow, base: string): AdminArticleDetail {
  return {
    ...presentArticleItem(row, base),
    publishAt: iso(row.publishAt),
    hitCount: row.screeningHits.length,
    rejectReason: row.rejectReason,
    reviewerName: row.reviewerName,
    lastEditorName: row.lastEditorName,
    content: row.content,
    attachments: presentAttachments(row.attachments, base),
    screeningHits: row.screeningHits,
  };
}
