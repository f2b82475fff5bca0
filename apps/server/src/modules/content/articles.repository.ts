import type { ArticleStatus, PaginationQuery } from '@coal/contracts';
import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articleFollows, articlePendingEdits, articleRevisions, articles, contentCategories } from '../../db/schema/index.ts';
import { contains, offsetOf } from '../../lib/paging.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type RevisionRow = typeof articleRevisions.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What list answers carry: everything but the body and the stored hits. */
const listColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  categoryId: articles.categoryId,
  coverPath: articles.coverPath,
  authorKind: articles.authorKind,
  authorMemberId: articles.authorMemberId,
  authorName: articles.authorName,
  source: articles.source,
  status: articles.status,
  rejectReason: articles.rejectReason,
  rejectCleared: articles.rejectCleared,
  publishAt: articles.publishAt,
  publishedAt: articles.publishedAt,
  isTop: articles.isTop,
  isHot: articles.isHot,
  viewCount: articles.viewCount,
  thumbsUpCount: articles.thumbsUpCount,
  forwardCount: articles.forwardCount,
  reviewerName: articles.reviewerName,
  lastEditorName: articles.lastEditorName,
  hitCount: sql<number>`jsonb_array_length(${articles.screeningHits})`.mapWith(Number),
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  categoryName: sql<string>`coalesce(${contentCategories.name}, '')`,
  categoryCode: sql<string>`coalesce(${contentCategories.code}, '')`,
};

export interface ArticleListRow {
  id: number;
  title: string;
  summary: string;
  categoryId: number;
  coverPath: string;
  authorKind: 'staff' | 'member';
  authorMemberId: string | null;
  authorName: string;
  source: string;
  status: ArticleStatus;
  rejectReason: string;
  rejectCleared: boolean;
  publishAt: Date | null;
  publishedAt: Date | null;
  isTop: boolean;
  isHot: boolean;
  viewCount: number;
  thumbsUpCount: number;
  forwardCount: number;
  reviewerName: string;
  lastEditorName: string;
  hitCount: number;
  createdAt: Date;
  updatedAt: Date;
  categoryName: string;
  categoryCode: string;
}

export type ArticleDetailRow = ArticleRow & { categoryName: string; categoryCode: string };

export interface ArticleFilter {
  /** Portal visibility: published and its publication time reached. */
  visible?: boolean;
  categoryIds?: number[];
  statuses?: ArticleStatus[];
  isTop?: boolean;
  isHot?: boolean;
  authorKind?: 'staff' | 'member';
  authorMemberId?: string;
  /** Articles the member follows, or whose author the member follows. */
  followedBy?: string;
  title?: string;
  authorName?: string;
  createdFrom?: Date;
  createdTo?: Date;
  /** With `statuses`: also articles (in any status) with an edit waiting for review. */
  orPendingEdit?: boolean;
}

/** latest: newest first; top: pinned first; hot: hot flag then views; popular: by engagement. */
export type ArticleOrder = 'latest' | 'top' | 'hot' | 'popular' | 'updated';

export const visibleCondition = (): SQL => and(eq(articles.status, 'published'), lte(articles.publishedAt, sql`now()`))!;

function whereOf(f: ArticleFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.visible) where.push(visibleCondition());
  if (f.categoryIds) where.push(f.categoryIds.length ? inArray(articles.categoryId, f.categoryIds) : sql`false`);
  if (f.statuses && f.orPendingEdit) {
    const edited = sql`select ${articlePendingEdits.articleId} from ${articlePendingEdits}`;
    where.push(or(inArray(articles.status, f.statuses), sql`${articles.id} in (${edited})`)!);
  } else if (f.statuses) where.push(inArray(articles.status, f.statuses));
  if (f.isTop !== undefined) where.push(eq(articles.isTop, f.isTop));
  if (f.isHot !== undefined) where.push(eq(articles.isHot, f.isHot));
  if (f.authorKind) where.push(eq(articles.authorKind, f.authorKind));
  if (f.authorMemberId) where.push(eq(articles.authorMemberId, f.authorMemberId));
  if (f.title) where.push(contains(articles.title, f.title));
  if (f.authorName) where.push(contains(articles.authorName, f.authorName));
  if (f.createdFrom) where.push(gte(articles.createdAt, f.createdFrom));
  if (f.createdTo) where.push(lte(articles.createdAt, f.createdTo));
  if (f.followedBy) {
    // 我的收藏: the articles the member collected — not every article of the authors they follow.
    const followed = sql`select ${articleFollows.articleId} from ${articleFollows} where ${articleFollows.memberId} = ${f.followedBy}`;
    where.push(sql`${articles.id} in (${followed})`);
  }
  return where.length ? and(...where) : undefined;
}

function orderOf(order: ArticleOrder): SQL[] {
  const latest = [sql`${articles.publishedAt} desc nulls last`, desc(articles.id)];
  switch (order) {
    case 'top':
      return [desc(articles.isTop), ...latest];
    case 'hot':
      return [desc(articles.isHot), desc(articles.viewCount), ...latest];
    case 'popular':
      return [sql`(${articles.thumbsUpCount} * 3 + ${articles.forwardCount} * 5 + ${articles.viewCount}) desc`, ...latest];
    case 'updated':
      return [desc(articles.updatedAt), desc(articles.id)];
    default:
      return latest;
  }
}

export async function listArticles(
  db: Database,
  filter: ArticleFilter,
  order: ArticleOrder | SQL[],
  page: PaginationQuery,
): Promise<{ rows: ArticleListRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(articles)
      .leftJoin(contentCategories, eq(contentCategories.id, articles.categoryId))
      .where(where)
      .orderBy(...(Array.isArray(order) ? order : orderOf(order)))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(articles)
      .where(where),
  ]);
  return { rows: rows as ArticleListRow[], total: total?.n ?? 0 };
}

export async function findArticle(db: Database | Tx, id: number): Promise<ArticleDetailRow | undefined> {
  const [row] = await db
    .select({ article: articles, categoryName: contentCategories.name, categoryCode: contentCategories.code })
    .from(articles)
    .leftJoin(contentCategories, eq(contentCategories.id, articles.categoryId))
    .where(eq(articles.id, id))
    .limit(1);
  return row ? { ...row.article, categoryName: row.categoryName ?? '', categoryCode: row.categoryCode ?? '' } : undefined;
}

export async function insertArticle(tx: Database | Tx, values: typeof articles.$inferInsert): Promise<ArticleRow> {
  const [row] = await tx.insert(articles).values(values).returning();
  return row!;
}

export async function updateArticle(tx: Database | Tx, id: number, values: Partial<typeof articles.$inferInsert>): Promise<ArticleRow | undefined> {
  const [row] = await tx.update(articles).set(values).where(eq(articles.id, id)).returning();
  return row;
}

/** Updates only while the article is still in `status` (two reviewers cannot both decide). */
export async function updateArticleIf(
  db: Database | Tx,
  id: number,
  status: ArticleStatus,
  values: Partial<typeof articles.$inferInsert>,
): Promise<ArticleRow | undefined> {
  const [row] = await db
    .update(articles)
    .set(values)
    .where(and(eq(articles.id, id), eq(articles.status, status)))
    .returning();
  return row;
}

/** Keeps the version about to be replaced. */
export async function insertRevision(tx: Database | Tx, previous: ArticleRow): Promise<void> {
  await tx.insert(articleRevisions).values({
    articleId: previous.id,
    title: previous.title,
    summary: previous.summary,
    content: previous.content,
    editorName: previous.lastEditorName || previous.authorName,
    editedAt: previous.updatedAt,
  });
}

/** The version before the current one, or none. */
export async function findLatestRevision(db: Database, articleId: number): Promise<RevisionRow | undefined> {
  const [row] = await db.select().from(articleRevisions).where(eq(articleRevisions.articleId, articleId)).orderBy(desc(articleRevisions.id)).limit(1);
  return row;
}

/** Counts a view of a visible article; answers whether it was counted. */
export async function incrementViews(db: Database, id: number): Promise<void> {
  await db
    .update(articles)
    .set({ viewCount: sql`${articles.viewCount} + 1` })
    .where(eq(articles.id, id));
}

export type { Tx };
