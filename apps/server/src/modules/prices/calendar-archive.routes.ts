/**
 * Public: the next release of each index, the release archive of a date, market commentary.
 * Back office: the commentary editor's calls (permission index:manage).
 */
import { archiveQuery, commentaryKeyQuery, commentaryListQuery, commentaryQuery, commentarySaveBody, PERMISSIONS, PRICE_MESSAGES } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorName } from '../../lib/actors.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';
import { getArchive } from './archive.service.ts';
import { getNextReleases } from './calendar.service.ts';
import { findProductsByCodes } from './catalog.repository.ts';
import { deleteCommentary, findCommentary, findPublicCommentary, listCommentaries, saveCommentary } from './commentary.ts';

const publicData = { config: { auth: 'public' as const } };

export async function calendarArchiveRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/priceIndex/nextReleases', publicData, async () => ok(await getNextReleases(app.db, app.clock.now())));

  app.get('/api/priceIndex/archive', publicData, async (request) => {
    const { date } = parse(archiveQuery, request.query);
    return ok(await getArchive(app.db, date, app.clock.now()));
  });

  app.get('/api/priceIndex/commentaries', publicData, async (request) => {
    const q = parse(commentaryListQuery, request.query);
    const [product] = await findProductsByCodes(app.db, [q.code]);
    if (!product) throw notFound(PRICE_MESSAGES.productNotFound);
    return ok(await listCommentaries(app.db, product, q, app.clock.now()));
  });

  app.get('/api/priceIndex/commentary', publicData, async (request) => {
    const { id } = parse(commentaryQuery, request.query);
    return ok(await findPublicCommentary(app.db, id, app.clock.now()));
  });

  app.get('/api/admin/index-commentaries/detail', staffRoute(PERMISSIONS.indexData), async (request) => {
    const { productId, period } = parse(commentaryKeyQuery, request.query);
    return ok(await findCommentary(app.db, productId, period));
  });

  app.post('/api/admin/index-commentaries/save', staffRoute(PERMISSIONS.indexData, '保存市场评述'), async (request) => {
    const body = parse(commentarySaveBody, request.body);
    request.auditTarget = `${body.productId} ${body.period}`;
    const product = await saveCommentary(app.db, body, actorName(request));
    request.auditTarget = `${product.code} ${body.period}`;
    return ok(null, '保存成功');
  });

  app.post('/api/admin/index-commentaries/delete', staffRoute(PERMISSIONS.indexData, '删除市场评述'), async (request) => {
    const { productId, period } = parse(commentaryKeyQuery, request.body);
    request.auditTarget = `${productId} ${period}`;
    await deleteCommentary(app.db, productId, period);
    return ok(null, '删除成功');
  });
}
