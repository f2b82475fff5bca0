/**
 * The article life cycle: draft → pending → published | rejected; published → withdrawn.
 * Every save is sanitised and screened, and keeps the previous version. Members' posts
 * always go to review; staff articles too, unless the staff member also holds content:check
 * and the screening found nothing. A hit always holds the article for a reviewer.
 */
import { type AdminArticleSaveBody, ARTICLE_STATUS_NAMES, type ArticleStatus, ERRORS, PERMISSIONS, type ScreeningHit } from '@coal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articleFollows, articles, thumbsUps, type AttachmentRow } from '../../db/schema/index.ts';
import { forbidden, notFound, refusedWith } from '../../lib/errors.ts';
import type { MemberRow } from '../auth/member.repository.ts';
import { hitsToStore, type ScreeningService } from '../screening/screening.service.ts';
import type { StaffActor } from '../staff/staff.repository.ts';
import { findCategory } from './categories.repository.ts';
import { type ArticleRow, findArticle, insertArticle, insertRevision, updateArticle, updateArticleIf } from './articles.repository.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { findPendingEdit, takePendingEdit, upsertPendingEdit } from './pending-edits.repository.ts';

export type Author = { kind: 'member'; member: MemberRow } | { kind: 'staff'; staff: StaffActor };

/**
 * The back office's save body as parsed; a member's post (publishArticleForm) sends a subset.
 * Attachments arrive here as stored rows (`path`, not the upload's `filePath`).
 */
export type ArticleInput = Omit<AdminArticleSaveBody, 'attachments' | 'isTop' | 'isHot'> &
  Partial<Pick<AdminArticleSaveBody, 'isTop' | 'isHot'>> & { attachments?: AttachmentRow[] };

export interface SaveResult {
  article: ArticleRow;
  hits: ScreeningHit[];
  /** The edit of a published article waits for review; `article` is still the live version. */
  pendingEdit: boolean;
}

/** What a save of a published article answers when its edit goes to review. */
export const PENDING_EDIT_MESSAGE = '修改已提交审核，审核通过前门户仍显示已发布的版本';

const SUMMARY_FROM_TEXT = 120;
const MEMBER_EDITABLE: ArticleStatus[] = ['draft', 'pending', 'rejected', 'published', 'withdrawn'];

const authorName = (a: Author) => (a.kind === 'member' ? a.member.nickname : a.staff.name);

/** When a published article shows: at its scheduled time, or now. */
export const visibleFrom = (publishAt: Date | null | undefined, now = new Date()) => (publishAt && publishAt > now ? publishAt : now);

function decideStatus(author: Author, draft: boolean, hits: ScreeningHit[]): ArticleStatus {
  if (draft) return 'draft';
  if (author.kind === 'member' || hits.length > 0) return 'pending';
  return author.staff.permissions.has(PERMISSIONS.contentCheck) ? 'published' : 'pending';
}

/** Creates or updates an article (staff) or a post (member). */
export async function saveArticle(db: Database, screening: ScreeningService, author: Author, input: ArticleInput): Promise<SaveResult> {
  const category = await findCategory(db, input.categoryId);
  if (!category || !category.enabled) throw refusedWith(ERRORS.categoryUnavailable);
  if (author.kind === 'member' && !category.allowMemberPost) throw refusedWith(ERRORS.memberPostForbidden);

  const content = sanitizeRichText(input.content);
  const screened = await screening.screen({ title: input.title, html: content });
  if (author.kind === 'member' && !input.draft && screened.contentText.length === 0 && !/<img\b/.test(content)) throw refusedWith(ERRORS.contentRequired);
  const summary = input.summary?.trim() || screened.contentText.replace(/\s+/g, ' ').slice(0, SUMMARY_FROM_TEXT);
  const status = decideStatus(author, input.draft, screened.hits);
  const now = new Date();
  const editor = authorName(author);
  const common = {
    title: input.title,
    summary,
    content,
    categoryId: category.id,
    status,
    screeningHits: hitsToStore(screened.hits),
    rejectReason: '',
    rejectCleared: false,
    lastEditorName: editor,
    updatedAt: now,
    ...(input.coverPath !== undefined ? { coverPath: input.coverPath } : {}),
    ...(author.kind === 'staff'
      ? {
          ...(input.source !== undefined ? { source: input.source } : {}),
          attachments: input.attachments ?? [],
          publishAt: input.publishAt ?? null,
          isTop: input.isTop ?? false,
          isHot: input.isHot ?? false,
          ...(status === 'published' ? { reviewerName: editor, reviewedAt: now } : { reviewerName: '', reviewedAt: null }),
        }
      : {}),
  };

  let pendingEdit = false;
  const article = await db.transaction(async (tx) => {
    if (!input.id) {
      return insertArticle(tx, {
        ...common,
        authorKind: author.kind,
        authorMemberId: author.kind === 'member' ? author.member.id : null,
        authorStaffId: author.kind === 'staff' ? author.staff.id : null,
        authorName: editor,
        source: author.kind === 'member' ? '会员发布' : (input.source ?? ''),
        publishedAt: status === 'published' ? visibleFrom(input.publishAt, now) : null,
        createdAt: now,
      });
    }
    const previous = await findArticle(tx, input.id);
    if (!previous) throw notFound('文章不存在');
    if (author.kind === 'member') {
      if (previous.authorMemberId !== author.member.id) throw forbidden();
      if (!MEMBER_EDITABLE.includes(previous.status)) throw refusedWith(ERRORS.notEditable);
    }
    if (previous.status === 'published' && status !== 'published') {
      // The published version stays live; the edit waits for a reviewer.
      const { title, summary, content, categoryId } = common;
      const staffFields =
        author.kind === 'staff'
          ? {
              source: input.source,
              attachments: input.attachments ?? [],
              publishAt: input.publishAt ? input.publishAt.toISOString() : null,
              isTop: input.isTop ?? false,
              isHot: input.isHot ?? false,
            }
          : {};
      await upsertPendingEdit(tx, {
        articleId: previous.id,
        changes: { title, summary, content, categoryId, coverPath: input.coverPath, ...staffFields },
        screeningHits: common.screeningHits,
        editorName: editor,
      });
      pendingEdit = true;
      return previous;
    }
    await insertRevision(tx, previous);
    // A staff edit of a live article with nothing to review keeps its publication time.
    const publishedAt =
      status !== 'published'
        ? null
        : previous.status === 'published' && !input.publishAt && previous.publishedAt
          ? previous.publishedAt
          : visibleFrom(input.publishAt, now);
    return (await updateArticle(tx, previous.id, { ...common, publishedAt }))!;
  });
  return { article, hits: screened.hits, pendingEdit };
}

async function requireArticle(db: Database, id: number): Promise<ArticleRow> {
  const row = await findArticle(db, id);
  if (!row) throw notFound('文章不存在');
  return row;
}

/** Swaps a reviewed edit into a published article: the live version becomes a revision. */
async function applyPendingEdit(db: Database, row: ArticleRow, reviewer: string): Promise<ArticleRow | undefined> {
  return db.transaction(async (tx) => {
    const edit = await takePendingEdit(tx, row.id);
    if (!edit) return undefined;
    await insertRevision(tx, row);
    const { publishAt, attachments, ...fields } = edit.changes;
    const now = new Date();
    const schedule = publishAt === undefined ? {} : { publishAt: publishAt ? new Date(publishAt) : null };
    const publishedAt = publishAt ? visibleFrom(new Date(publishAt), now) : row.publishedAt;
    return updateArticle(tx, row.id, {
      ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
      ...(attachments ? { attachments } : {}),
      ...schedule,
      publishedAt,
      screeningHits: edit.screeningHits,
      lastEditorName: edit.editorName,
      updatedAt: now,
      reviewerName: reviewer,
      reviewedAt: now,
      rejectReason: '',
    });
  });
}

/** content:check — publishes a pending article (at its scheduled time, if later), or swaps in a reviewed edit of a published one. */
export async function approveArticle(db: Database, id: number, reviewer: string): Promise<ArticleRow> {
  const row = await requireArticle(db, id);
  if (await findPendingEdit(db, id)) {
    const updated = await applyPendingEdit(db, row, reviewer);
    if (!updated) throw refusedWith(ERRORS.reviewNotPending);
    return updated;
  }
  if (row.status !== 'pending') throw refusedWith(ERRORS.reviewNotPending);
  const now = new Date();
  const updated = await updateArticleIf(db, id, 'pending', {
    status: 'published',
    publishedAt: visibleFrom(row.publishAt, now),
    reviewerName: reviewer,
    reviewedAt: now,
    rejectReason: '',
  });
  if (!updated) throw refusedWith(ERRORS.reviewNotPending);
  return updated;
}

/** content:check — rejects a pending article, or discards the edit of a published one (which stays as it is). */
export async function rejectArticle(db: Database, id: number, reviewer: string, reason: string): Promise<ArticleRow> {
  const row = await requireArticle(db, id);
  if (await findPendingEdit(db, id)) {
    if (!(await takePendingEdit(db, id))) throw refusedWith(ERRORS.reviewNotPending);
    return row;
  }
  if (row.status !== 'pending') throw refusedWith(ERRORS.reviewNotPending);
  const updated = await updateArticleIf(db, id, 'pending', {
    status: 'rejected',
    rejectReason: reason,
    rejectCleared: false,
    reviewerName: reviewer,
    reviewedAt: new Date(),
    publishedAt: null,
  });
  if (!updated) throw refusedWith(ERRORS.reviewNotPending);
  return updated;
}

/** content:publish — takes a published article off the portal. */
export async function withdrawArticle(db: Database, id: number): Promise<ArticleRow> {
  const row = await requireArticle(db, id);
  if (row.status !== 'published') throw refusedWith(ERRORS.withdrawNotPublished);
  const updated = await updateArticleIf(db, id, 'published', { status: 'withdrawn', updatedAt: new Date() });
  if (!updated) throw refusedWith(ERRORS.withdrawNotPublished);
  return updated;
}

export async function setArticleFlag(db: Database, id: number, flag: 'isTop' | 'isHot', value: boolean): Promise<ArticleRow> {
  await requireArticle(db, id);
  return (await updateArticle(db, id, { [flag]: value }))!;
}

/** Sets (or clears) the publication time; a published article moves with it. */
export async function scheduleArticle(db: Database, id: number, publishAt: Date | null): Promise<ArticleRow> {
  const row = await requireArticle(db, id);
  if (row.status === 'withdrawn') throw refusedWith(ERRORS.scheduleWithdrawn);
  const changes: Partial<ArticleRow> = { publishAt };
  if (row.status === 'published') {
    const now = new Date();
    changes.publishedAt = publishAt ?? (row.publishedAt && row.publishedAt <= now ? row.publishedAt : now);
  }
  return (await updateArticle(db, id, changes))!;
}

/** Deletes an article and the relations that point at it. */
export async function deleteArticleCascade(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(thumbsUps).where(and(eq(thumbsUps.targetType, 'article'), eq(thumbsUps.targetId, id)));
    await tx.delete(articleFollows).where(eq(articleFollows.articleId, id));
    await tx.delete(articles).where(eq(articles.id, id));
  });
}

/** A member deletes an own article in one of `allowed` statuses. */
export async function deleteOwnArticle(db: Database, member: MemberRow, id: number, allowed: ArticleStatus[]): Promise<ArticleRow> {
  const row = await requireArticle(db, id);
  if (row.authorMemberId !== member.id) throw forbidden();
  if (!allowed.includes(row.status)) throw refusedWith(ERRORS.deleteStatus, `只能删除${allowed.map((s) => ARTICLE_STATUS_NAMES[s]).join('、')}的内容`);
  await deleteArticleCascade(db, id);
  return row;
}
