/**
 * What a member did to an article, an answer or another member: thumbs-ups, follows, forwards.
 * Its own module so content, experts and community all read it without importing each other.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { answers, articleFollows, articleForwards, articles, memberFollows, thumbsUps } from '../../db/schema/index.ts';

export type ThumbTarget = 'article' | 'answer';

export async function hasThumbsUp(db: Database, memberId: string, type: ThumbTarget, id: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(thumbsUps)
    .where(and(eq(thumbsUps.memberId, memberId), eq(thumbsUps.targetType, type), eq(thumbsUps.targetId, id)))
    .limit(1);
  return rows.length > 0;
}

/** Which of these targets the member has thumbed up. */
export async function thumbedIds(db: Database, memberId: string, type: ThumbTarget): Promise<Set<number>> {
  const rows = await db
    .select({ id: thumbsUps.targetId })
    .from(thumbsUps)
    .where(and(eq(thumbsUps.memberId, memberId), eq(thumbsUps.targetType, type)));
  return new Set(rows.map((r) => r.id));
}

/** Toggles a thumbs-up and keeps the target's counter in step, atomically. */
export async function toggleThumbsUp(db: Database, memberId: string, type: ThumbTarget, id: number): Promise<{ isThumbsUp: boolean; thumbsUpCount: number }> {
  return db.transaction(async (tx) => {
    const key = and(eq(thumbsUps.memberId, memberId), eq(thumbsUps.targetType, type), eq(thumbsUps.targetId, id));
    const inserted = await tx
      .insert(thumbsUps)
      .values({ memberId, targetType: type, targetId: id })
      .onConflictDoNothing()
      .returning({ id: thumbsUps.targetId });
    if (inserted.length === 0) await tx.delete(thumbsUps).where(key);
    const delta = inserted.length > 0 ? 1 : -1;
    const table = type === 'article' ? articles : answers;
    const [row] = await tx
      .update(table)
      .set({ thumbsUpCount: sql`greatest(0, ${table.thumbsUpCount} + ${delta})` })
      .where(eq(table.id, id))
      .returning({ n: table.thumbsUpCount });
    return { isThumbsUp: delta > 0, thumbsUpCount: row?.n ?? 0 };
  });
}

export async function followsArticle(db: Database, memberId: string, articleId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(articleFollows)
    .where(and(eq(articleFollows.memberId, memberId), eq(articleFollows.articleId, articleId)))
    .limit(1);
  return rows.length > 0;
}

export async function followsMember(db: Database, followerId: string, followeeId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(memberFollows)
    .where(and(eq(memberFollows.followerId, followerId), eq(memberFollows.followeeId, followeeId)))
    .limit(1);
  return rows.length > 0;
}

export async function toggleArticleFollow(db: Database, memberId: string, articleId: number): Promise<{ isFollowed: boolean; followCount: number }> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(articleFollows).values({ memberId, articleId }).onConflictDoNothing().returning({ id: articleFollows.articleId });
    if (inserted.length === 0) await tx.delete(articleFollows).where(and(eq(articleFollows.memberId, memberId), eq(articleFollows.articleId, articleId)));
    const [n] = await tx.select({ n: count() }).from(articleFollows).where(eq(articleFollows.articleId, articleId));
    return { isFollowed: inserted.length > 0, followCount: n?.n ?? 0 };
  });
}

export async function toggleMemberFollow(db: Database, followerId: string, followeeId: string): Promise<{ isFollowed: boolean; followCount: number }> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(memberFollows).values({ followerId, followeeId }).onConflictDoNothing().returning({ id: memberFollows.followeeId });
    if (inserted.length === 0) await tx.delete(memberFollows).where(and(eq(memberFollows.followerId, followerId), eq(memberFollows.followeeId, followeeId)));
    const [n] = await tx.select({ n: count() }).from(memberFollows).where(eq(memberFollows.followeeId, followeeId));
    return { isFollowed: inserted.length > 0, followCount: n?.n ?? 0 };
  });
}

/** Records a forward and answers the article's new forward count. */
export async function recordForward(db: Database, articleId: number, memberId: string | null, channel: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.insert(articleForwards).values({ articleId, memberId, channel });
    const [row] = await tx
      .update(articles)
      .set({ forwardCount: sql`${articles.forwardCount} + 1` })
      .where(eq(articles.id, articleId))
      .returning({ n: articles.forwardCount });
    return row?.n ?? 0;
  });
}
