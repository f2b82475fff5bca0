import { PERMISSIONS, type WorkbenchCount } from '@coal/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { answers, articles, complaints, indexAssessments, questions } from '../../db/schema/index.ts';
import { findProductIdsMissingToday } from '../prices/missing-values.ts';

const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

async function pendingReview(db: Database): Promise<WorkbenchCount> {
  const [a, q, r] = await Promise.all([
    db.select({ n: count() }).from(articles).where(eq(articles.status, 'pending')),
    db.select({ n: count() }).from(questions).where(eq(questions.status, 'pending')),
    db.select({ n: count() }).from(answers).where(eq(answers.status, 'pending')),
  ]);
  const byKind = [
    ['article', n(a)],
    ['question', n(q)],
    ['answer', n(r)],
  ] as const;
  // The link opens the first kind that has something waiting (articles when none has).
  const kind = byKind.find(([, c]) => c > 0)?.[0] ?? 'article';
  return { key: 'pendingReview', title: '待审核内容', count: n(a) + n(q) + n(r), path: `/back/ContentCheck?kind=${kind}&status=pending` };
}

async function openComplaints(db: Database): Promise<WorkbenchCount> {
  const rows = await db.select({ n: count() }).from(complaints).where(eq(complaints.status, 'pending'));
  return { key: 'openComplaints', title: '待处理投诉', count: n(rows), path: '/back/ComplainManager?status=pending' };
}

async function waitingQuestions(db: Database): Promise<WorkbenchCount> {
  const rows = await db
    .select({ n: count() })
    .from(questions)
    .where(and(inArray(questions.status, ['published']), eq(questions.answerCount, 0)));
  return { key: 'waitingQuestions', title: '待专家回答的问题', count: n(rows), path: '/back/ContentCheck?kind=question&status=published&unanswered=1' };
}

async function missingIndexValues(db: Database): Promise<WorkbenchCount> {
  const ids = await findProductIdsMissingToday(db);
  return { key: 'missingIndexValues', title: '今日未录入的指数', count: ids.length, path: '/back/IndexProductManagement?missing=today' };
}

async function pendingApprovals(db: Database): Promise<WorkbenchCount> {
  const rows = await db.select({ n: count() }).from(indexAssessments).where(eq(indexAssessments.status, 'pending'));
  return { key: 'pendingApprovals', title: '待审批的指数数据', count: n(rows), path: '/back/IndexApproval?status=pending' };
}

/** Each card with the permission of the list it links to: a caller gets only the cards they may open. */
const CARDS = [
  { permission: PERMISSIONS.contentCheck, load: pendingReview },
  { permission: PERMISSIONS.complaints, load: openComplaints },
  { permission: PERMISSIONS.contentCheck, load: waitingQuestions },
  { permission: PERMISSIONS.indexData, load: missingIndexValues },
  { permission: PERMISSIONS.indexApprove, load: pendingApprovals },
];

export async function workbenchCounts(db: Database, permissions: Set<string>): Promise<WorkbenchCount[]> {
  return Promise.all(CARDS.filter((c) => permissions.has(c.permission)).map((c) => c.load(db)));
}
