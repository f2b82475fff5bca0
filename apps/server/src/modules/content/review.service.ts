/** ContentCheck: one review queue over articles, questions and answers (permission content:check). */
import { notifyReviewed } from '../alerts/notify.ts';
import {
  ARTICLE_STATUS_NAMES,
  type ArticleStatus,
  QUESTION_STATUS_NAMES,
  type QuestionStatus,
  type ReviewDetail,
  type ReviewItem,
  type ReviewKind,
  type ReviewListQuery,
  type RevisionView,
} from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { decideAnswer, decideQuestion } from '../experts/questions.service.ts';
import { findAnswer, findQuestion, listAnswers, listQuestions } from '../experts/questions.repository.ts';
import { htmlToPlainText } from '../screening/plain-text.ts';
import { approveArticle, rejectArticle } from './article-workflow.service.ts';
import { findArticle, findLatestRevision, listArticles } from './articles.repository.ts';
import { listCategories, subtreeIds } from './categories.repository.ts';
import { findPendingEdit, findPendingEdits, type PendingEditRow } from './pending-edits.repository.ts';
import { articles } from '../../db/schema/index.ts';
import { sortedBy } from '../../lib/paging.ts';

export type ReviewQuery = ReviewListQuery;

const reviewedStatuses = (s: ReviewQuery['status']) => (s === 'all' ? (['pending', 'published', 'rejected'] as const) : ([s] as const));
/** China time (UTC+8) `YYYY-MM-DD HH:mm`. */
const chinaMinute = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** 已发布, or 定时发布 with its time while a published article's time is still ahead (the portal hides it until then). */
export function articleStatusName(status: ArticleStatus, publishedAt: Date | null, now = new Date()): string {
  if (status === 'published' && publishedAt && publishedAt > now) return `定时发布 ${chinaMinute(publishedAt)}`;
  return ARTICLE_STATUS_NAMES[status];
}

/** A review row of an article with an edit waiting: the edit is what is under review. */
function withPendingEdit(edit: PendingEditRow | undefined, item: ReviewItem): ReviewItem {
  if (!edit) return item;
  return {
    ...item,
    title: edit.changes.title,
    status: 'pending',
    statusName: PENDING_EDIT_STATUS,
    hitCount: edit.screeningHits.length,
    submitTime: edit.submittedAt.toISOString(),
  };
}

/** The status shown for an edit of a published article under review. */
export const PENDING_EDIT_STATUS = '待审核（已发布内容的修改）';

/** The published version of an article, as the comparison shows it. */
export const liveVersion = (r: {
  title: string;
  summary: string;
  content: string;
  lastEditorName: string;
  authorName: string;
  updatedAt: Date;
}): RevisionView => ({
  title: r.title,
  summary: r.summary,
  content: r.content,
  editorName: r.lastEditorName || r.authorName,
  editTime: r.updatedAt.toISOString(),
});

/** An edit under review, as the comparison shows it. */
export const editVersion = (e: PendingEditRow): RevisionView => ({
  title: e.changes.title,
  summary: e.changes.summary,
  content: e.changes.content,
  editorName: e.editorName,
  editTime: e.submittedAt.toISOString(),
});

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function listReviewItems(db: Database, q: ReviewQuery): Promise<{ list: ReviewItem[]; total: number }> {
  const statuses = [...reviewedStatuses(q.status)];
  if (q.kind === 'article') {
    const categoryIds = q.categoryId ? subtreeIds(await listCategories(db), q.categoryId) : undefined;
    const orderBy = sortedBy({ submitTime: articles.updatedAt, status: articles.status }, q, articles.id);
    // Edits of published articles wait in the pending queue too.
    const orPendingEdit = statuses.includes('pending');
    const { rows, total } = await listArticles(
      db,
      { statuses: statuses as ArticleStatus[], title: q.keyword, categoryIds, orPendingEdit },
      orderBy ?? 'updated',
      q,
    );
    const edits = await findPendingEdits(
      db,
      rows.map((r) => r.id),
    );
    const list = rows.map((r) =>
      withPendingEdit(edits.get(r.id), {
        kind: 'article' as const,
        id: r.id,
        title: r.title,
        categoryName: r.categoryName,
        authorName: r.authorName,
        authorType: r.authorKind,
        status: r.status,
        statusName: articleStatusName(r.status, r.publishedAt),
        hitCount: r.hitCount,
        submitTime: r.updatedAt.toISOString(),
        reviewerName: r.reviewerName,
      }),
    );
    return { list, total };
  }
  if (q.kind === 'question') {
    const { rows, total } = await listQuestions(
      db,
      { statuses: statuses as QuestionStatus[], keyword: q.keyword, ...(q.unanswered ? { answered: false } : {}) },
      'latest',
      q,
    );
    return { list: rows.map((r) => communityItem('question', r, r.title, r.expertTypeName)), total };
  }
  const { rows, total } = await listAnswers(db, { statuses: statuses as QuestionStatus[], keyword: q.keyword }, q);
  return { list: rows.map((r) => communityItem('answer', r, r.questionTitle, '专家回答')), total };
}

/** A question or an answer as a row of the review queue (members write both). */
function communityItem<K extends 'question' | 'answer'>(
  kind: K,
  r: { id: number; authorName: string; status: QuestionStatus; screeningHits: unknown[]; updatedAt: Date; reviewerName: string },
  title: string,
  categoryName: string,
) {
  return {
    kind,
    id: r.id,
    title,
    categoryName,
    authorName: r.authorName,
    authorType: 'member' as const,
    status: r.status,
    statusName: QUESTION_STATUS_NAMES[r.status],
    hitCount: r.screeningHits.length,
    submitTime: r.updatedAt.toISOString(),
    reviewerName: r.reviewerName,
  };
}

export async function previousRevision(db: Database, articleId: number): Promise<RevisionView | null> {
  const rev = await findLatestRevision(db, articleId);
  return rev ? { title: rev.title, summary: rev.summary, content: rev.content, editorName: rev.editorName, editTime: rev.editedAt.toISOString() } : null;
}

/** A submission with its hits and plain text (what the hit offsets point into). */
export async function reviewDetail(db: Database, kind: ReviewKind, id: number): Promise<ReviewDetail> {
  if (kind === 'article') {
    const r = await findArticle(db, id);
    if (!r) throw notFound('文章不存在');
    const edit = await findPendingEdit(db, id);
    if (edit) {
      // The edit is under review; the published version is what it replaces.
      return {
        kind,
        id,
        title: edit.changes.title,
        categoryName: r.categoryName,
        authorName: r.authorName,
        authorType: r.authorKind,
        status: 'pending',
        statusName: PENDING_EDIT_STATUS,
        hitCount: edit.screeningHits.length,
        submitTime: edit.submittedAt.toISOString(),
        reviewerName: r.reviewerName,
        summary: edit.changes.summary,
        content: edit.changes.content,
        titleText: edit.changes.title.trim(),
        contentText: htmlToPlainText(edit.changes.content),
        screeningHits: edit.screeningHits,
        rejectReason: '',
        publishAt: edit.changes.publishAt ?? null,
        previous: liveVersion(r),
      };
    }
    return {
      kind,
      id,
      title: r.title,
      categoryName: r.categoryName,
      authorName: r.authorName,
      authorType: r.authorKind,
      status: r.status,
      statusName: articleStatusName(r.status, r.publishedAt),
      hitCount: r.screeningHits.length,
      submitTime: r.updatedAt.toISOString(),
      reviewerName: r.reviewerName,
      summary: r.summary,
      content: r.content,
      titleText: r.title.trim(),
      contentText: htmlToPlainText(r.content),
      screeningHits: r.screeningHits,
      rejectReason: r.rejectReason,
      publishAt: r.publishAt ? r.publishAt.toISOString() : null,
      previous: await previousRevision(db, id),
    };
  }
  const row = kind === 'question' ? await findQuestion(db, id) : await findAnswer(db, id);
  if (!row) throw notFound(kind === 'question' ? '问题不存在' : '回答不存在');
  const isQuestion = 'title' in row;
  const title = isQuestion ? row.title : row.questionTitle;
  return {
    kind,
    id,
    title,
    categoryName: isQuestion ? row.expertTypeName : '专家回答',
    authorName: row.authorName,
    authorType: 'member',
    status: row.status,
    statusName: QUESTION_STATUS_NAMES[row.status],
    hitCount: row.screeningHits.length,
    submitTime: row.updatedAt.toISOString(),
    reviewerName: row.reviewerName,
    summary: '',
    content: row.content,
    titleText: isQuestion ? title.trim() : '',
    contentText: htmlToPlainText(escapeText(row.content)),
    screeningHits: row.screeningHits,
    rejectReason: row.rejectReason,
    publishAt: null,
    previous: null,
    ...(isQuestion ? {} : { questionTitle: title }),
  };
}

/** Approves or rejects; answers the new status and the title for the operation log. */
export async function decide(db: Database, kind: ReviewKind, id: number, decision: { approve: boolean; reviewer: string; reason?: string }) {
  if (kind === 'article') {
    const row = decision.approve ? await approveArticle(db, id, decision.reviewer) : await rejectArticle(db, id, decision.reviewer, decision.reason ?? '');
    await notifyReviewed(db, row.authorMemberId, `您的文章“${row.title}”`, decision, 'portal/Personal');
    return { title: row.title, status: row.status as string };
  }
  if (kind === 'question') {
    const row = await decideQuestion(db, id, decision);
    return { title: row.title, status: row.status as string };
  }
  const row = await decideAnswer(db, id, decision);
  return { title: row.content.slice(0, 30), status: row.status as string };
}
