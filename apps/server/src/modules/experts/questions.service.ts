import { ERRORS, type SaveQuestionBody } from '@coal/contracts';
/**
 * Questions and answers. A clean submission is published at once; one with sensitive-word
 * hits waits (`pending`) until a reviewer approves or rejects it. `saveQuestionTest` runs
 * the same checks and saves nothing.
 */
import type { ScreeningHit } from '@coal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { answers, expertProfiles, expertTypes, questions, thumbsUps } from '../../db/schema/index.ts';
import { forbidden, notFound, refusedWith } from '../../lib/errors.ts';
import type { MemberRow } from '../auth/member.repository.ts';
import { hitsToStore, type ScreeningService } from '../screening/screening.service.ts';
import { findAnswer, findQuestion, refreshAnswerCount } from './questions.repository.ts';
import { notify, notifyReviewed } from '../alerts/notify.ts';

export type QuestionInput = SaveQuestionBody;

export interface Screened {
  hits: ScreeningHit[];
  pass: boolean;
}

/** Checks what a question refers to, then screens it. */
export async function checkQuestion(db: Database, screening: ScreeningService, input: QuestionInput): Promise<Screened> {
  if (input.expertTypeId) {
    const [type] = await db.select({ id: expertTypes.id }).from(expertTypes).where(eq(expertTypes.id, input.expertTypeId)).limit(1);
    if (!type) throw refusedWith(ERRORS.expertTypeMissing);
  }
  if (input.expertId) {
    const [expert] = await db
      .select({ id: expertProfiles.memberId })
      .from(expertProfiles)
      .where(and(eq(expertProfiles.memberId, input.expertId), eq(expertProfiles.enabled, true)))
      .limit(1);
    if (!expert) throw refusedWith(ERRORS.expertMissing);
  }
  const { hits } = await screening.screen({ title: input.title, html: escapeText(input.content ?? '') });
  return { hits, pass: hits.length === 0 };
}

/** Question and answer bodies are plain text: screened as text, stored as text. */
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function saveQuestion(db: Database, screening: ScreeningService, member: MemberRow, input: QuestionInput) {
  const screened = await checkQuestion(db, screening, input);
  const status = screened.pass ? 'published' : 'pending';
  const values = {
    title: input.title,
    content: input.content ?? '',
    expertTypeId: input.expertTypeId ?? null,
    expertId: input.expertId ?? null,
    status,
    screeningHits: hitsToStore(screened.hits),
    rejectReason: '',
    updatedAt: new Date(),
  } as const;
  if (!input.id) {
    const [row] = await db
      .insert(questions)
      .values({ ...values, memberId: member.id, authorName: member.nickname })
      .returning();
    return { row: row!, ...screened };
  }
  const existing = await findQuestion(db, input.id);
  if (!existing) throw notFound('问题不存在');
  if (existing.memberId !== member.id) throw forbidden();
  if (existing.answerCount > 0) throw refusedWith(ERRORS.answeredNoEdit);
  const [row] = await db.update(questions).set(values).where(eq(questions.id, input.id)).returning();
  return { row: row!, ...screened };
}

export async function saveAnswer(db: Database, screening: ScreeningService, expert: MemberRow, questionId: number, content: string) {
  if (!expert.isExpert) throw refusedWith(ERRORS.expertsOnly);
  const question = await findQuestion(db, questionId);
  if (!question || question.status !== 'published') throw notFound('问题不存在或已下线');
  if (question.memberId === expert.id) throw refusedWith(ERRORS.ownQuestion);
  const { hits } = await screening.screen({ title: '', html: escapeText(content) });
  const status = hits.length === 0 ? 'published' : 'pending';
  const [profile] = await db.select({ name: expertProfiles.name }).from(expertProfiles).where(eq(expertProfiles.memberId, expert.id)).limit(1);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(answers)
      .values({ questionId, expertId: expert.id, authorName: profile?.name ?? expert.nickname, content, status, screeningHits: hitsToStore(hits) })
      .returning();
    await refreshAnswerCount(tx, questionId);
    if (status === 'published') await notifyAnswered(tx, question, inserted!.id);
    return inserted!;
  });
  return { row, hits, pass: hits.length === 0 };
}

export async function deleteOwnQuestion(db: Database, member: MemberRow, id: number): Promise<void> {
  const row = await findQuestion(db, id);
  if (!row) throw notFound('问题不存在');
  if (row.memberId !== member.id) throw forbidden();
  await db.transaction(async (tx) => {
    const own = await tx.select({ id: answers.id }).from(answers).where(eq(answers.questionId, id));
    for (const a of own) await tx.delete(thumbsUps).where(and(eq(thumbsUps.targetType, 'answer'), eq(thumbsUps.targetId, a.id)));
    await tx.delete(questions).where(eq(questions.id, id));
  });
}

export async function deleteOwnAnswer(db: Database, member: MemberRow, id: number): Promise<void> {
  const row = await findAnswer(db, id);
  if (!row) throw notFound('回答不存在');
  if (row.expertId !== member.id) throw forbidden();
  await db.transaction(async (tx) => {
    await tx.delete(thumbsUps).where(and(eq(thumbsUps.targetType, 'answer'), eq(thumbsUps.targetId, id)));
    await tx.delete(answers).where(eq(answers.id, id));
    await refreshAnswerCount(tx, row.questionId);
  });
}

/** Tells the asker about a published answer (once per answer, whichever path published it). */
async function notifyAnswered(db: Database, question: { id: number; memberId: string | null; title: string }, answerId: number) {
  if (!question.memberId) return;
  await notify(db, {
    memberId: question.memberId,
    kind: 'questionAnswer',
    title: '您的提问有了新回答',
    body: question.title,
    link: `portal/QuesAnswDetail?id=${question.id}`,
    dedupeKey: `answer:${answerId}`,
  });
}

/** Review decisions on a pending question or answer (content:check). */
export async function decideQuestion(db: Database, id: number, decision: { approve: boolean; reviewer: string; reason?: string }) {
  const row = await findQuestion(db, id);
  if (!row) throw notFound('问题不存在');
  if (row.status !== 'pending') throw refusedWith(ERRORS.reviewNotPending);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(questions)
      .set({
        status: decision.approve ? 'published' : 'rejected',
        rejectReason: decision.reason ?? '',
        reviewerName: decision.reviewer,
        reviewedAt: new Date(),
      })
      .where(and(eq(questions.id, id), eq(questions.status, 'pending')))
      .returning();
    if (!updated) throw refusedWith(ERRORS.reviewNotPending);
    await notifyReviewed(tx, updated.memberId, `您的提问“${updated.title}”`, decision, `portal/QuesAnswDetail?id=${id}`);
    return updated;
  });
}

export async function decideAnswer(db: Database, id: number, decision: { approve: boolean; reviewer: string; reason?: string }) {
  const row = await findAnswer(db, id);
  if (!row) throw notFound('回答不存在');
  if (row.status !== 'pending') throw refusedWith(ERRORS.reviewNotPending);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(answers)
      .set({
        status: decision.approve ? 'published' : 'rejected',
        rejectReason: decision.reason ?? '',
        reviewerName: decision.reviewer,
        reviewedAt: new Date(),
      })
      .where(and(eq(answers.id, id), eq(answers.status, 'pending')))
      .returning();
    if (!updated) throw refusedWith(ERRORS.reviewNotPending);
    await refreshAnswerCount(tx, row.questionId);
    const question = await findQuestion(tx, row.questionId);
    await notifyReviewed(tx, updated.expertId, `您对“${question?.title ?? ''}”的回答`, decision, `portal/QuesAnswDetail?id=${row.questionId}`);
    if (decision.approve && question) await notifyAnswered(tx, question, id);
    return updated;
  });
}

/** Takes a question or answer off the portal (a complaint upheld). */
export async function withdrawQuestionOrAnswer(db: Database, kind: 'question' | 'answer', id: number): Promise<void> {
  if (kind === 'question') {
    await db.update(questions).set({ status: 'withdrawn' }).where(eq(questions.id, id));
    return;
  }
  const row = await findAnswer(db, id);
  if (!row) return;
  await db.transaction(async (tx) => {
    await tx.update(answers).set({ status: 'withdrawn' }).where(eq(answers.id, id));
    await refreshAnswerCount(tx, row.questionId);
  });
}
