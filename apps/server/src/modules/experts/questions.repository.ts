import type { PaginationQuery, QuestionStatus } from '@coal/contracts';
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { answers, expertProfiles, expertProfileTypes, expertTypes, questions } from '../../db/schema/index.ts';
import { contains, offsetOf } from '../../lib/paging.ts';

export type QuestionRow = typeof questions.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;

export interface QuestionListRow extends QuestionRow {
  expertTypeName: string;
  expertName: string;
}

export interface AnswerListRow extends AnswerRow {
  questionTitle: string;
  expertTitle: string;
  expertPhotoPath: string;
}

export interface QuestionFilter {
  statuses?: QuestionStatus[];
  memberId?: string;
  keyword?: string;
  expertTypeId?: number;
  expertId?: string;
  answered?: boolean;
  isTop?: boolean;
  /** Questions an expert may answer: addressed to them, to one of their types, or to anyone — and not yet answered by them. */
  answerableBy?: string;
}

function whereOf(f: QuestionFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.statuses) where.push(inArray(questions.status, f.statuses));
  if (f.memberId) where.push(eq(questions.memberId, f.memberId));
  if (f.keyword) where.push(or(contains(questions.title, f.keyword), contains(questions.content, f.keyword))!);
  if (f.expertTypeId) where.push(eq(questions.expertTypeId, f.expertTypeId));
  if (f.expertId) where.push(eq(questions.expertId, f.expertId));
  if (f.answered !== undefined) where.push(f.answered ? sql`${questions.answerCount} > 0` : eq(questions.answerCount, 0));
  if (f.isTop !== undefined) where.push(eq(questions.isTop, f.isTop));
  if (f.answerableBy) {
    const me = f.answerableBy;
    const myTypes = sql`select ${expertProfileTypes.expertTypeId} from ${expertProfileTypes} where ${expertProfileTypes.memberId} = ${me}`;
    where.push(
      or(eq(questions.expertId, me), and(isNull(questions.expertId), or(isNull(questions.expertTypeId), sql`${questions.expertTypeId} in (${myTypes})`)))!,
      sql`not exists (select 1 from ${answers} where ${answers.questionId} = ${questions.id} and ${answers.expertId} = ${me})`,
      sql`${questions.memberId} <> ${me}`,
    );
  }
  return where.length ? and(...where) : undefined;
}

export type QuestionOrder = 'latest' | 'top';

export async function listQuestions(
  db: Database,
  filter: QuestionFilter,
  order: QuestionOrder,
  page: PaginationQuery,
): Promise<{ rows: QuestionListRow[]; total: number }> {
  const where = whereOf(filter);
  const orderBy =
    order === 'top'
      ? [desc(questions.isTop), desc(questions.answerCount), desc(questions.viewCount), desc(questions.id)]
      : [desc(questions.createdAt), desc(questions.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ q: questions, expertTypeName: expertTypes.name, expertName: expertProfiles.name })
      .from(questions)
      .leftJoin(expertTypes, eq(expertTypes.id, questions.expertTypeId))
      .leftJoin(expertProfiles, eq(expertProfiles.memberId, questions.expertId))
      .where(where)
      .orderBy(...orderBy)
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(questions)
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.q, expertTypeName: r.expertTypeName ?? '', expertName: r.expertName ?? '' })), total: total?.n ?? 0 };
}

export async function countQuestions(db: Database, filter: QuestionFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(questions)
    .where(whereOf(filter));
  return row?.n ?? 0;
}

export async function findQuestion(db: Database, id: number): Promise<QuestionListRow | undefined> {
  const { rows } = await listQuestionsById(db, id);
  return rows[0];
}

async function listQuestionsById(db: Database, id: number) {
  const rows = await db
    .select({ q: questions, expertTypeName: expertTypes.name, expertName: expertProfiles.name })
    .from(questions)
    .leftJoin(expertTypes, eq(expertTypes.id, questions.expertTypeId))
    .leftJoin(expertProfiles, eq(expertProfiles.memberId, questions.expertId))
    .where(eq(questions.id, id))
    .limit(1);
  return { rows: rows.map((r) => ({ ...r.q, expertTypeName: r.expertTypeName ?? '', expertName: r.expertName ?? '' })) };
}

export interface AnswerFilter {
  questionId?: number;
  expertId?: string;
  statuses?: QuestionStatus[];
  keyword?: string;
}

function answerWhere(f: AnswerFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.questionId) where.push(eq(answers.questionId, f.questionId));
  if (f.expertId) where.push(eq(answers.expertId, f.expertId));
  if (f.statuses) where.push(inArray(answers.status, f.statuses));
  if (f.keyword) where.push(or(contains(answers.content, f.keyword), contains(questions.title, f.keyword))!);
  return where.length ? and(...where) : undefined;
}

export async function listAnswers(
  db: Database,
  filter: AnswerFilter,
  page: PaginationQuery,
  order: 'latest' | 'thumbs' = 'latest',
): Promise<{ rows: AnswerListRow[]; total: number }> {
  const where = answerWhere(filter);
  const orderBy = order === 'thumbs' ? [desc(answers.thumbsUpCount), desc(answers.id)] : [desc(answers.createdAt), desc(answers.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ a: answers, questionTitle: questions.title, expertTitle: expertProfiles.title, expertPhotoPath: expertProfiles.photoPath })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .leftJoin(expertProfiles, eq(expertProfiles.memberId, answers.expertId))
      .where(where)
      .orderBy(...orderBy)
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.a, questionTitle: r.questionTitle, expertTitle: r.expertTitle ?? '', expertPhotoPath: r.expertPhotoPath ?? '' })),
    total: total?.n ?? 0,
  };
}

export async function findAnswer(db: Database, id: number): Promise<AnswerListRow | undefined> {
  const [r] = await db
    .select({ a: answers, questionTitle: questions.title, expertTitle: expertProfiles.title, expertPhotoPath: expertProfiles.photoPath })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .leftJoin(expertProfiles, eq(expertProfiles.memberId, answers.expertId))
    .where(eq(answers.id, id))
    .limit(1);
  return r ? { ...r.a, questionTitle: r.questionTitle, expertTitle: r.expertTitle ?? '', expertPhotoPath: r.expertPhotoPath ?? '' } : undefined;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Keeps a question's answer count equal to its published answers. */
export async function refreshAnswerCount(db: Database | Tx, questionId: number): Promise<void> {
  await db
    .update(questions)
    .set({ answerCount: sql`(select count(*) from ${answers} where ${answers.questionId} = ${questionId} and ${answers.status} = 'published')` })
    .where(eq(questions.id, questionId));
}

export async function incrementQuestionViews(db: Database, id: number): Promise<void> {
  await db
    .update(questions)
    .set({ viewCount: sql`${questions.viewCount} + 1` })
    .where(eq(questions.id, id));
}

export type { Tx };
