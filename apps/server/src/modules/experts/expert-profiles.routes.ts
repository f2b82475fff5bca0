import { expertCandidateQuery, expertListQuery, expertProfileListQuery, expertProfileQuery, expertProfileSaveBody, PERMISSIONS } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { cachedAnswer, publicRead } from '../../lib/public-answer.ts';
import { parse, parseQuery } from '../../lib/validate.ts';
import { pageOf } from '../../lib/paging.ts';
import { registerUploadRoute } from '../uploads/index.ts';
import { presentExpert } from './expert-profiles.presenter.ts';
import { findCandidates, findExpert, listExperts } from './expert-profiles.repository.ts';
import { deleteExpertProfile, saveExpertProfile } from './expert-profiles.service.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

/** Experts on the portal (getExpertList) and PortrayalManagement / PortrayalDetail. */
export async function expertProfileRoutes(app: FastifyInstance): Promise<void> {
  const base = app.config.resourceBaseUrl;

  app.get('/api/questionAnswer/getExpertList', publicRead, async (request, reply) => {
    const q = parseQuery(expertListQuery, request);
    return cachedAnswer(reply, app.contentCache, 'experts', q, async () => {
      const { rows, total } = await listExperts(app.db, { enabledOnly: true, expertTypeId: q.expertTypeId, keyword: q.keyword }, q);
      return pageOf(
        rows.map((r) => presentExpert(r, base)),
        total,
        q,
      );
    });
  });

  // Expert photos (field `file`, image ≤ 20 MB).
  registerUploadRoute(app, { url: '/api/admin/experts/upload', permission: PERMISSIONS.experts, kinds: ['image'] });

  app.get('/api/admin/experts/list', staffRoute(PERMISSIONS.experts), async (request) => {
    const q = parse(expertProfileListQuery, request.query);
    const { rows, total } = await listExperts(app.db, { expertTypeId: q.expertTypeId, keyword: q.keyword }, q);
    return ok(
      pageOf(
        rows.map((r) => presentExpert(r, base)),
        total,
        q,
      ),
    );
  });

  app.get('/api/admin/experts/detail', staffRoute(PERMISSIONS.experts), async (request) => {
    const { id } = parse(expertProfileQuery, request.query);
    const row = await findExpert(app.db, id);
    if (!row) throw notFound('专家不存在');
    return ok(presentExpert(row, base));
  });

  app.get('/api/admin/experts/candidates', staffRoute(PERMISSIONS.experts), async (request) => {
    const { keyword } = parse(expertCandidateQuery, request.query);
    return ok(await findCandidates(app.db, keyword));
  });

  app.post('/api/admin/experts/save', staffRoute(PERMISSIONS.experts, '保存专家画像'), async (request) => {
    const body = parse(expertProfileSaveBody, request.body);
    request.auditTarget = body.name;
    const id = await saveExpertProfile(app.db, body);
    return ok(presentExpert((await findExpert(app.db, id))!, base), '保存成功');
  });

  app.post('/api/admin/experts/delete', staffRoute(PERMISSIONS.experts, '删除专家画像'), async (request) => {
    const { id } = parse(expertProfileQuery, request.body);
    request.auditTarget = await deleteExpertProfile(app.db, id);
    return ok(null, '删除成功');
  });
}
