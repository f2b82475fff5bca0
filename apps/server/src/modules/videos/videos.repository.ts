import type { LibraryStatus, PaginationQuery } from '@coal/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { libraryCategories, libraryVideos } from '../../db/schema/index.ts';
import { contains, offsetOf } from '../../lib/paging.ts';

export type VideoRow = typeof libraryVideos.$inferSelect;
export type VideoInsert = typeof libraryVideos.$inferInsert;
export type VideoWithCategory = VideoRow & { categoryName: string };

export interface VideoFilters {
  title?: string;
  categoryId?: number;
  status?: LibraryStatus;
}

function where(f: VideoFilters): SQL | undefined {
  const conditions = [
    f.title ? contains(libraryVideos.title, f.title) : undefined,
    f.categoryId ? eq(libraryVideos.categoryId, f.categoryId) : undefined,
    f.status ? eq(libraryVideos.status, f.status) : undefined,
  ].filter((c): c is SQL => !!c);
  return conditions.length ? and(...conditions) : undefined;
}

const withCategory = { video: libraryVideos, categoryName: libraryCategories.name };
const flatten = (r: { video: VideoRow; categoryName: string | null }): VideoWithCategory => ({ ...r.video, categoryName: r.categoryName ?? '' });

export async function findVideos(
  db: Database,
  filters: VideoFilters,
  page: PaginationQuery,
  orderBy?: SQL[],
): Promise<{ rows: VideoWithCategory[]; total: number }> {
  const condition = where(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(withCategory)
      .from(libraryVideos)
      .leftJoin(libraryCategories, eq(libraryCategories.id, libraryVideos.categoryId))
      .where(condition)
      .orderBy(...(orderBy ?? [asc(libraryVideos.sort), desc(libraryVideos.updatedAt), desc(libraryVideos.id)]))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(libraryVideos).where(condition),
  ]);
  return { rows: rows.map(flatten), total: Number(total?.n ?? 0) };
}

export async function findVideoById(db: Database, id: number): Promise<VideoWithCategory | undefined> {
  const rows = await db
    .select(withCategory)
    .from(libraryVideos)
    .leftJoin(libraryCategories, eq(libraryCategories.id, libraryVideos.categoryId))
    .where(eq(libraryVideos.id, id))
    .limit(1);
  return rows[0] ? flatten(rows[0]) : undefined;
}

export async function insertVideo(db: Executor, values: VideoInsert): Promise<VideoRow> {
  const [row] = await db.insert(libraryVideos).values(values).returning();
  return row!;
}

export async function updateVideo(db: Database, id: number, values: Partial<VideoInsert>): Promise<VideoRow | undefined> {
  const [row] = await db
    .update(libraryVideos)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(libraryVideos.id, id))
    .returning();
  return row;
}

export async function deleteVideo(db: Database, id: number): Promise<VideoRow | undefined> {
  const [row] = await db.delete(libraryVideos).where(eq(libraryVideos.id, id)).returning();
  return row;
}

export async function incrementVideoViews(db: Database, id: number): Promise<void> {
  await db
    .update(libraryVideos)
    .set({ viewCount: sql`${libraryVideos.viewCount} + 1` })
    .where(eq(libraryVideos.id, id));
}
