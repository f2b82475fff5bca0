import { libraryIdQuery, PERMISSIONS, videoListQuery } from '@coal/contracts';
import { sessionRead } from '../../lib/public-answer.ts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { registerCategoryRoutes } from '../library/category.routes.ts';
import { pageOf } from '../../lib/paging.ts';
import { videoAdminRoutes } from './videos.admin.routes.ts';
import { presentVideo } from './videos.presenter.ts';
import { findVideos } from './videos.repository.ts';
import { readPublishedVideo } from './videos.service.ts';

/** Videos: portal list, detail and categories; back-office routes registered too. */
export async function videoRoutes(app: FastifyInstance): Promise<void> {
  const base = app.config.resourceBaseUrl;

  app.get('/api/video/findVideoList', sessionRead, async (request) => {
    const { title, categoryId, ...page } = parse(videoListQuery, request.query);
    const { rows, total } = await findVideos(app.db, { title, categoryId, status: 'published' }, page);
    return ok(
      pageOf(
        rows.map((r) => presentVideo(r, base)),
        total,
        page,
      ),
    );
  });

  app.get('/api/video/getVideoDetail', { config: { cache: 'personal' } }, async (request) => {
    const { id } = parse(libraryIdQuery, request.query);
    return ok(presentVideo(await readPublishedVideo(app, id), base));
  });

  registerCategoryRoutes(app, {
    domain: 'video',
    portalUrl: '/api/video/findCategoryList',
    adminPrefix: '/api/admin/video',
    permission: PERMISSIONS.videos,
    itemLabel: '视频',
  });
  await videoAdminRoutes(app);
}
