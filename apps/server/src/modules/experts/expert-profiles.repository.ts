import type { PaginationQuery } from '@coal/contracts';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { answers, expertProfiles, expertProfileTypes, expertTypes, members } from '../../db/schema/index.ts';
import { contains, offsetOf } from '../../lib/paging.ts';

export type ExpertProfileRow = typeof expertProfiles.$inferSelect;

export interface ExpertProfileView extends ExpertProfileRow {
  loginId: string;
  types: Array<{ id: number; name: string }>;
  answerCount: number;
  answeredQuestionCount: number;
  thumbsUpReceived: number;
  lastAnswerAt: Date | null;
}

export interface ExpertFilter {
  enabledOnly?: boolean;
  keyword?: string;
  expertTypeId?: number;
  memberId?: string;
}

function whereOf(f: ExpertFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.enabledOnly) where.push(eq(expertProfiles.enabled, true), eq(members.isExpert, true));
  if (f.memberId) where.push(eq(expertProfiles.memberId, f.memberId));
  if (f.keyword) where.push(or(contains(expertProfiles.name, f.keyword), contains(expertProfiles.title, f.keyword), contains(members.loginId, f.keyword))!);
  if (f.expertTypeId) {
    where.push(
      sql`${expertProfiles.memberId} in (select ${expertProfileTypes.memberId} from ${expertProfileTypes} where ${expertProfileTypes.expertTypeId} = ${f.expertTypeId})`,
    );
  }
  return where.length ? and(...where) : undefined;
}

/** Experts with their types and answer statistics (published answers only). */
export async function listExperts(db: Database, filter: ExpertFilter, page: PaginationQuery): Promise<{ rows: ExpertProfileView[]; total: number }> {
  const where = whereOf(filter);
  const stats = db
    .select({
      expertId: answers.expertId,
      answerCount: sql<number>`count(*)`.as('answer_count'),
      questionCount: sql<number>`count(distinct ${answers.questionId})`.as('question_count'),
      thumbs: sql<number>`coalesce(sum(${answers.thumbsUpCount}), 0)`.as('thumbs'),
      lastAt: sql<Date | null>`max(${answers.createdAt})`.as('last_at'),
    })
    .from(answers)
    .where(eq(answers.status, 'published'))
    .groupBy(answers.expertId)
    .as('stats');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        p: expertProfiles,
        loginId: members.loginId,
        answerCount: sql<number>`coalesce(${stats.answerCount}, 0)`.mapWith(Number),
        questionCount: sql<number>`coalesce(${stats.questionCount}, 0)`.mapWith(Number),
        thumbs: sql<number>`coalesce(${stats.thumbs}, 0)`.mapWith(Number),
        lastAt: sql<string | null>`${stats.lastAt}`,
      })
      .from(expertProfiles)
      .innerJoin(members, eq(members.id, expertProfiles.memberId))
      .leftJoin(stats, eq(stats.expertId, expertProfiles.memberId))
      .where(where)
      .orderBy(asc(expertProfiles.sortOrder), asc(expertProfiles.createdAt))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(expertProfiles)
      .innerJoin(members, eq(members.id, expertProfiles.memberId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.p.memberId);
  const typeRows = ids.length
    ? await db
        .select({ memberId: expertProfileTypes.memberId, id: expertTypes.id, name: expertTypes.name })
        .from(expertProfileTypes)
        .innerJoin(expertTypes, eq(expertTypes.id, expertProfileTypes.expertTypeId))
        .where(inArray(expertProfileTypes.memberId, ids))
        .orderBy(asc(expertTypes.sortOrder), asc(expertTypes.id))
    : [];
  return {
    rows: rows.map((r) => ({
      ...r.p,
      loginId: r.loginId,
      types: typeRows.filter((t) => t.memberId === r.p.memberId).map((t) => ({ id: t.id, name: t.name })),
      answerCount: r.answerCount,
      answeredQuestionCount: r.questionCount,
      thumbsUpReceived: r.thumbs,
      lastAnswerAt: r.lastAt ? new Date(r.lastAt) : null,
    })),
    total: total?.n ?? 0,
  };
}

export async function findExpert(db: Database, memberId: string): Promise<ExpertProfileView | undefined> {
  const { rows } = await listExperts(db, { memberId }, { currentPage: 1, pageSize: 1 });
  return rows[0];
}

/** Members matching a keyword, to pick who becomes an expert. */
export async function findCandidates(db: Database, keyword: string | undefined) {
  return db
    .select({ id: members.id, loginId: members.loginId, nickname: members.nickname, isExpert: members.isExpert })
    .from(members)
    .where(keyword ? or(contains(members.loginId, keyword), contains(members.nickname, keyword)) : undefined)
    .orderBy(asc(members.loginId))
    .limit(20);
}
