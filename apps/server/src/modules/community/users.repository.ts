import type { PaginationQuery } from '@coal/contracts';
import { and, count, desc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { answers, articleFollows, articles, memberFollows, memberProfiles, members, questions } from '../../db/schema/index.ts';
import { offsetOf } from '../../lib/paging.ts';
import { visibleCondition } from '../content/articles.repository.ts';

export interface UserCard {
  id: string;
  nickname: string;
  isExpert: boolean;
  avatarPath: string;
  introduction: string;
}

const cardColumns = {
  id: members.id,
  nickname: members.nickname,
  isExpert: members.isExpert,
  avatarPath: sql<string>`coalesce(${memberProfiles.avatarPath}, '')`,
  introduction: sql<string>`coalesce(${memberProfiles.introduction}, '')`,
};

/** Members `memberId` follows (`direction` following) or who follow them (fans), newest first. */
export async function listFollowRelations(db: Database, memberId: string, direction: 'following' | 'fans', page: PaginationQuery) {
  const self = direction === 'following' ? memberFollows.followerId : memberFollows.followeeId;
  const other = direction === 'following' ? memberFollows.followeeId : memberFollows.followerId;
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(memberFollows)
      .innerJoin(members, eq(members.id, other))
      .leftJoin(memberProfiles, eq(memberProfiles.memberId, members.id))
      .where(eq(self, memberId))
      .orderBy(desc(memberFollows.createdAt))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(memberFollows).where(eq(self, memberId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Which of `ids` the viewer follows. */
export async function followedAmong(db: Database, viewer: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: memberFollows.followeeId })
    .from(memberFollows)
    .where(and(eq(memberFollows.followerId, viewer), inArray(memberFollows.followeeId, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function followCounts(db: Database, memberId: string): Promise<{ followCount: number; fansCount: number }> {
  const [[f], [fans]] = await Promise.all([
    db.select({ n: count() }).from(memberFollows).where(eq(memberFollows.followerId, memberId)),
    db.select({ n: count() }).from(memberFollows).where(eq(memberFollows.followeeId, memberId)),
  ]);
  return { followCount: f?.n ?? 0, fansCount: fans?.n ?? 0 };
}

const n = (q: Promise<Array<{ n: number | string | null }>>) => q.then(([r]) => Number(r?.n ?? 0));

/** A one-value query as a column of another: one round trip to the database for many counts. */
const scalar = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);

/** The follow counts of the member whose id is in `memberId` (a column or a value). */
const followColumns = (memberId: SQLWrapper | string) => ({
  followCount: scalar(sql`select count(*) from ${memberFollows} where ${memberFollows.followerId} = ${memberId}`),
  fansCount: scalar(sql`select count(*) from ${memberFollows} where ${memberFollows.followeeId} = ${memberId}`),
});

/**
 * The personal centre's counts, in one statement (each count a subquery on its own index):
 * eleven round trips to the database were most of the call's time. Undefined when the member
 * does not exist or is disabled (checked in the same statement).
 */
export async function personalCounts(db: Database, memberId: string) {
  const mine = eq(articles.authorMemberId, memberId);
  const [row] = await db
    .select({
      articleCount: scalar(db.select({ n: count() }).from(articles).where(and(mine, visibleCondition()))),
      unpublishCount: scalar(
        db
          .select({ n: count() })
          .from(articles)
          .where(and(mine, inArray(articles.status, ['draft', 'pending', 'rejected']))),
      ),
      rejectCount: scalar(
        db
          .select({ n: count() })
          .from(articles)
          .where(and(mine, eq(articles.status, 'rejected'), eq(articles.rejectCleared, false))),
      ),
      questionCount: scalar(db.select({ n: count() }).from(questions).where(eq(questions.memberId, memberId))),
      answerCount: scalar(
        db
          .select({ n: count() })
          .from(answers)
          .where(and(eq(answers.expertId, memberId), eq(answers.status, 'published'))),
      ),
      // 我的收藏 counts what its list shows: collected articles still visible on the portal.
      followArticleCount: scalar(
        db
          .select({ n: count() })
          .from(articleFollows)
          .innerJoin(articles, eq(articles.id, articleFollows.articleId))
          .where(and(eq(articleFollows.memberId, memberId), visibleCondition())),
      ),
      articleThumbs: scalar(
        db
          .select({ n: sql`coalesce(sum(${articles.thumbsUpCount}), 0)` })
          .from(articles)
          .where(mine),
      ),
      answerThumbs: scalar(
        db
          .select({ n: sql`coalesce(sum(${answers.thumbsUpCount}), 0)` })
          .from(answers)
          .where(eq(answers.expertId, memberId)),
      ),
      viewReceived: scalar(
        db
          .select({ n: sql`coalesce(sum(${articles.viewCount}), 0)` })
          .from(articles)
          .where(mine),
      ),
      ...followColumns(memberId),
    })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.disabled, false)));
  if (!row) return undefined;
  const { articleThumbs, answerThumbs, ...counts } = row;
  return { ...counts, thumbsUpReceived: articleThumbs + answerThumbs };
}

/** A member's card with their follow and visible-article counts, and whether `viewer` follows them: one statement. */
export async function findUserCardWithCounts(db: Database, id: string, viewer: string | null) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const followed =
    viewer && viewer !== id
      ? sql<boolean>`exists (select 1 from ${memberFollows} where ${memberFollows.followerId} = ${viewer} and ${memberFollows.followeeId} = ${id})`
      : sql<boolean>`false`;
  const [row] = await db
    .select({
      ...cardColumns,
      ...followColumns(id),
      articleCount: scalar(
        db
          .select({ n: count() })
          .from(articles)
          .where(and(eq(articles.authorMemberId, id), visibleCondition())),
      ),
      isFollowed: followed,
    })
    .from(members)
    .leftJoin(memberProfiles, eq(memberProfiles.memberId, members.id))
    .where(and(eq(members.id, id), eq(members.disabled, false)))
    .limit(1);
  return row;
}

export async function countVisibleArticlesBy(db: Database, memberId: string): Promise<number> {
  return n(
    db
      .select({ n: count() })
      .from(articles)
      .where(and(eq(articles.authorMemberId, memberId), visibleCondition())),
  );
}

/** Marks the member's rejected articles (or one of them) as seen. Answers how many changed. */
export async function clearRejected(db: Database, memberId: string, id?: number): Promise<number> {
  const rows = await db
    .update(articles)
    .set({ rejectCleared: true })
    .where(and(eq(articles.authorMemberId, memberId), eq(articles.status, 'rejected'), eq(articles.rejectCleared, false), id ? eq(articles.id, id) : undefined))
    .returning({ id: articles.id });
  return rows.length;
}

export async function saveProfile(db: Database, memberId: string, changes: { nickname?: string; introduction?: string; avatarPath?: string }): Promise<void> {
  await db.transaction(async (tx) => {
    if (changes.nickname) {
      await tx.update(members).set({ nickname: changes.nickname }).where(eq(members.id, memberId));
      // Author names are shown from the rows: keep them in step.
      await tx.update(articles).set({ authorName: changes.nickname }).where(eq(articles.authorMemberId, memberId));
      await tx.update(questions).set({ authorName: changes.nickname }).where(eq(questions.memberId, memberId));
    }
    const profile = {
      ...(changes.introduction !== undefined ? { introduction: changes.introduction } : {}),
      ...(changes.avatarPath !== undefined ? { avatarPath: changes.avatarPath } : {}),
    };
    await tx
      .insert(memberProfiles)
      .values({ memberId, ...profile })
      .onConflictDoUpdate({ target: memberProfiles.memberId, set: { ...profile, updatedAt: new Date() } });
  });
}
