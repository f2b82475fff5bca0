import type { LibraryStatus, videoSaveBody } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { requireCategory } from '../library/category.service.ts';
import { requireStoredFile } from '../../lib/files.ts';
import {
  deleteVideo,
  findVideoById,
  incrementVideoViews,
  insertVideo,
  updateVideo,
  type VideoInsert,
  type VideoRow,
  type VideoWithCategory,
} from './videos.repository.ts';

export type VideoInput = z.output<typeof videoSaveBody>;

async function prepare(app: FastifyInstance, input: VideoInput) {
  if (input.categoryId) await requireCategory(app.db, 'video', input.categoryId);
  if (input.filePath) await requireStoredFile(app, 'public', input.filePath, '视频文件不存在，请重新上传');
  if (input.coverPath) await requireStoredFile(app, 'public', input.coverPath, '封面图片不存在，请重新上传');
  return {
    categoryId: input.categoryId ?? null,
    title: input.title,
    summary: input.summary ?? '',
    coverPath: input.coverPath ?? null,
    filePath: input.filePath ?? null,
    externalUrl: input.externalUrl ?? null,
    durationSeconds: input.durationSeconds ?? null,
    status: input.status,
    sort: input.sort,
  } satisfies Partial<VideoInsert>;
}

export async function createVideo(app: FastifyInstance, input: VideoInput, actor: string): Promise<VideoRow> {
  const row = { ...(await prepare(app, input)), createdBy: actor, updatedBy: actor };
  return app.db.transaction((tx) => insertVideo(tx, row)); // with its idempotency receipt
}

export async function editVideo(app: FastifyInstance, id: number, input: VideoInput, actor: string): Promise<VideoRow> {
  if (!(await findVideoById(app.db, id))) throw notFound('视频不存在');
  return (await updateVideo(app.db, id, { ...(await prepare(app, input)), updatedBy: actor }))!;
}

export async function setVideoStatus(app: FastifyInstance, id: number, status: LibraryStatus, actor: string): Promise<VideoRow> {
  const row = await updateVideo(app.db, id, { status, updatedBy: actor });
  if (!row) throw notFound('视频不存在');
  return row;
}

export async function removeVideo(app: FastifyInstance, id: number): Promise<VideoRow> {
  const row = await deleteVideo(app.db, id);
  if (!row) throw notFound('视频不存在');
  return row;
}

/** A published video for the portal; counts the view. */
export async function readPublishedVideo(app: FastifyInstance, id: number): Promise<VideoWithCategory> {
  const row = await findVideoById(app.db, id);
  if (!row || row.status !== 'published') throw notFound('视频不存在或已下架');
  await incrementVideoViews(app.db, id);
  return { ...row, viewCount: row.viewCount + 1 };
}
