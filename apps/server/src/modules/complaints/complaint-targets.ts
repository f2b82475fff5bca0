import { ARTICLE_STATUS_NAMES, QUESTION_STATUS_NAMES, type ComplaintTarget, type QuestionStatus } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { withdrawArticle } from '../content/article-workflow.service.ts';
import { findArticle } from '../content/articles.repository.ts';
import { findAnswer, findQuestion } from '../experts/questions.repository.ts';
import { withdrawQuestionOrAnswer } from '../experts/questions.service.ts';
import { loadIndexTarget } from '../index-production/index-complaints.ts';

export interface TargetView {
  title: string;
  /** Question and answer bodies are plain text; an article body is its stored, sanitised HTML. */
  content: string;
  contentFormat: 'text' | 'html';
  authorName: string;
  status: string;
  statusName: string;
  /** Whether the portal shows it now (complaints are only filed against what members can see). */
  visible: boolean;
}

const EXCERPT = 500;

/** What a complaint points at, as it is now; undefined when it no longer exists. */
export async function loadTarget(db: Database, type: ComplaintTarget, id: number, period?: string | null, now = new Date()): Promise<TargetView | undefined> {
  if (type === 'index') return loadIndexTarget(db, id, period, now);
  if (type === 'article') {
    const r = await findArticle(db, id);
    if (!r) return undefined;
    const visible = r.status === 'published' && !!r.publishedAt && r.publishedAt <= new Date();
    // The whole body as stored (sanitised on every save): cutting HTML would break its markup,
    // and decoding it to text would turn escaped `&lt;script&gt;` back into markup.
    return {
      title: r.title,
      content: r.content,
      contentFormat: 'html',
      authorName: r.authorName,
      status: r.status,
      statusName: ARTICLE_STATUS_NAMES[r.status],
      visible,
    };
  }
  if (type === 'question') {
    const r = await findQuestion(db, id);
    if (!r) return undefined;
    return communityTarget(r, r.title);
  }
  const r = await findAnswer(db, id);
  return r ? communityTarget(r, `回答：${r.questionTitle}`) : undefined;
}

/** A question or an answer as a complaint's target: members' plain text, shown as text. */
function communityTarget(r: { content: string; authorName: string; status: QuestionStatus }, title: string) {
  return {
    title,
    content: r.content.slice(0, EXCERPT),
    contentFormat: 'text' as const,
    authorName: r.authorName,
    status: r.status,
    statusName: QUESTION_STATUS_NAMES[r.status],
    visible: r.status === 'published',
  };
}

/** Takes an upheld complaint's target off the portal. */
export async function offlineTarget(db: Database, type: ComplaintTarget, id: number): Promise<void> {
  if (type === 'index') return; // a published value is corrected through approval, never taken offline
  if (type === 'article') {
    const r = await findArticle(db, id);
    if (r?.status === 'published') await withdrawArticle(db, id);
    return;
  }
  await withdrawQuestionOrAnswer(db, type, id);
}
