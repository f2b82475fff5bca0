import { libraryIdQuery, PERMISSIONS, textListQuery, textsByCategoryQuery } from '@coal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { cachedAnswer, publicRead } from '../../lib/public-answer.ts';
import { parse, parseQuery } from '../../lib/validate.ts';
import { registerCategoryRoutes } from '../library/category.routes.ts';
import { pageOf } from '../../lib/paging.ts';
import { presentText, presentTextDetail } from './texts.presenter.ts';
import { findTexts } from './texts.repository.ts';
import { readPublishedText } from './texts.service.ts';
import { textAdminRoutes } from './texts.admin.routes.ts';

/** 文本库 (spec §7 Data): portal lists and detail, categories; back-office routes registered too. */
export async function textRoutes(app: FastifyInstance): Promise<void> {
  /** Published texts are the same for every visitor: cached bytes, refreshed by any content write. */
  const publishedPage = (reply: FastifyReply, q: { title?: string; categoryId?: number; currentPage: number; pageSize: number }) =>
    cachedAnswer(reply, app.contentCache, 'texts', q, async () => {
      const { title, categoryId, ...page } = q;
      const { rows, total } = await findTexts(app.db, { title, categoryId, status: 'published' }, page);
      return pageOf(rows.map(presentText), total, page);
    });

  app.get('/api/text/findTextInfoList', publicRead, async (request, reply) => publishedPage(reply, parseQuery(textListQuery, request)));

  app.get('/api/text/findTextListByCategoryId', publicRead, async (request, reply) => publishedPage(reply, parseQuery(textsByCategoryQuery, request)));

  app.get('/api/text/getTextDetail', { config: { cache: 'personal' } }, async (request) => {
    const { id } = parse(libraryIdQuery, request.query);
    return ok(presentTextDetail(await readPublishedText(app, id)));
  });

  registerCategoryRoutes(app, {
    domain: 'text',
    portalUrl: '/api/text/findCategoryList',
    adminPrefix: '/api/admin/text',
    permission: PERMISSIONS.texts,
    itemLabel: '文本',
  });
  await textAdminRoutes(app);
}
