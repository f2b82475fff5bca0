import {
  bulkIdsBody,
  adminVideoListQuery,
  libraryIdQuery,
  librarySetStatusBody,
  PERMISSIONS,
  videoCheckQuery,
  videoSaveBody,
  videoUpdateBody,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { bulkMessage, runBulk } from '../../lib/bulk.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { actorName, describeTarget } from '../../lib/actors.ts';
import { libraryVideos } from '../../db/schema/index.ts';
import { pageOf, sortedBy } from '../../lib/paging.ts';
import { registerUploadRoute } from '../uploads/upload.routes.ts';
import { checkPlayback } from './videos.playback.ts';
import { presentAdminVideo, videoSource } from './videos.presenter.ts';
import { findVideoById, findVideos } from './videos.repository.ts';
import { diffSnapshots } from '../audit/changes.ts';
import { createVideo, editVideo, removeVideo, setVideoStatus } from './videos.service.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

const P = PERMISSIONS.videos;
/** The fields an edit's operation-log row compares, as staff call them. */
const VIDEO_LABELS = {
  categoryName: '分类',
  title: '标题',
  summary: '简介',
  coverPath: '封面',
  filePath: '视频文件',
  externalUrl: '视频地址',
  durationSeconds: '时长(秒)',
  status: '状态',
  sort: '排序',
};

/** VideoManagement (video:manage). */
export async function videoAdminRoutes(app: FastifyInstance): Promise<void> {
  const base = app.config.resourceBaseUrl;
  const requireVideo = async (id: number) => {
    const row = await findVideoById(app.db, id);
    if (!row) throw notFound('视频不存在');
    return row;
  };

  app.get('/api/admin/video/list', staffRoute(P), async (request) => {
    const { title, categoryId, status, sort, order, ...page } = parse(adminVideoListQuery, request.query);
    const orderBy = sortedBy(
      { updatedAt: libraryVideos.updatedAt, viewCount: libraryVideos.viewCount, status: libraryVideos.status },
      { sort, order },
      libraryVideos.id,
    );
    const { rows, total } = await findVideos(app.db, { title, categoryId, status }, page, orderBy);
    return ok(
      pageOf(
        rows.map((r) => presentAdminVideo(r, base)),
        total,
        page,
      ),
    );
  });

  app.get('/api/admin/video/detail', staffRoute(P), async (request) => {
    const { id } = parse(libraryIdQuery, request.query);
    return ok(presentAdminVideo(await requireVideo(id), base));
  });

  app.get('/api/admin/video/checkPlayback', staffRoute(P), async (request) => {
    const { id, address } = parse(videoCheckQuery, request.query);
    return ok(await checkPlayback(app, id ? videoSource(await requireVideo(id), base) : address!));
  });

  app.post('/api/admin/video/create', staffRoute(P, '新增视频'), async (request) => {
    const body = parse(videoSaveBody, request.body);
    request.auditTarget = body.title;
    const row = await createVideo(app, body, actorName(request));
    request.auditTarget = describeTarget(row.id, row.title);
    return ok(presentAdminVideo(await requireVideo(row.id), base), '保存成功');
  });

  app.post('/api/admin/video/update', staffRoute(P, '修改视频'), async (request) => {
    const { id, ...body } = parse(videoUpdateBody, request.body);
    request.auditTarget = describeTarget(id, body.title);
    const before = await findVideoById(app.db, id);
    await editVideo(app, id, body, actorName(request));
    const after = await requireVideo(id);
    request.auditChanges = diffSnapshots(before ?? null, after, VIDEO_LABELS);
    return ok(presentAdminVideo(after, base), '保存成功');
  });

  app.post('/api/admin/video/setStatus', staffRoute(P, '发布/下架视频'), async (request) => {
    const { id, status } = parse(librarySetStatusBody, request.body);
    request.auditTarget = `#${id}`;
    const row = await setVideoStatus(app, id, status, actorName(request));
    request.auditTarget = describeTarget(row.id, `${row.title} → ${status}`);
    return ok(null, status === 'published' ? '已发布' : '已下架');
  });

  app.post('/api/admin/video/bulkDelete', staffRoute(P, '批量删除视频'), async (request) => {
    const { ids } = parse(bulkIdsBody, request.body);
    const result = await runBulk(request, ids, async (id) => ({ title: (await removeVideo(app, id)).title }), '已删除');
    return ok(result, bulkMessage('批量删除', result));
  });

  app.post('/api/admin/video/delete', staffRoute(P, '删除视频'), async (request) => {
    const { id } = parse(libraryIdQuery, request.body);
    request.auditTarget = `#${id}`;
    const row = await removeVideo(app, id);
    request.auditTarget = describeTarget(row.id, row.title);
    return ok(null, '删除成功');
  });

  // ?kind=video (default, mp4/webm ≤ 500 MB) or ?kind=image (cover).
  registerUploadRoute(app, { url: '/api/admin/video/upload', permission: P, kinds: ['video', 'image'] });
}
