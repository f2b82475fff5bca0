/**
 * Public: the next release of each index, the release archive of a date, market commentary.
 * Back office: the commentary editor's calls (permission index:manage).
 */
import { archiveQuery, commentaryKeyQuery, commentaryListQuery, commentaryQuery, commentarySaveBody, PERMISSIONS, PRICE_MESSAGES } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorName } from '../../lib/actors.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { publicRead } from '../../lib/public-answer.ts';
import { parse } from '../../lib/validate.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';
import { getArchive } from './archive.service.ts';
import { getNextReleases } from './calendar.service.ts';
import { findProductsByCodes } from './catalog.repository.ts';
import { releasedCache } from './released-cache.ts';
import { deleteCommentary, findCommentary, findPublicCommentary, listCommentaries, saveCommentary } from './commentary.ts';

const publicData = publicRead;

export async function calendarArchiveRoutes(app: FastifyInstance): Promise<void> {
  // Each public read is keyed by the release slot (released-cache.ts): a value or its commentary shows at its release.
  const released = releasedCache(app);

  app.get('/api/priceIndex/nextReleases', publicData, async (_request, reply) =>
    released.send(reply, 'next-releases', {}, (now) => getNextReleases(app.db, now)),
  );

  app.get('/api/priceIndex/archive', publicData, async (request, reply) => {
    const q = parse(archiveQuery, request.query);
    return released.send(reply, 'archive', q, (now) => getArchive(app.db, q.date, now));
  });

  app.get('/api/priceIndex/commentaries', publicData, async (request, reply) => {
    const q = parse(commentaryListQuery, request.query);
    return released.send(reply, 'commentaries', q, async (now) => {
      const [product] = await findProductsByCodes(app.db, [q.code]);
      if (!product) throw notFound(PRICE_MESSAGES.productNotFound);
      return listCommentaries(app.db, product, q, now);
    });
  });

  app.get('/api/priceIndex/commentary', publicData, async (request, reply) => {
    const q = parse(commentaryQuery, request.query);
    return released.send(reply, 'commentary', q, (now) => findPublicCommentary(app.db, q.id, now));
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
