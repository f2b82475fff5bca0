/** IndexProductManagement: pricing notices (permission index:manage). */
import { priceIdBody, noticeAdminListQuery, noticeSaveBody, PERMISSIONS } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { pageNotices } from './notices.repository.ts';
import { removeNotice, saveNotice } from './notices.service.ts';
import { presentNotice } from './prices.presenter.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

export async function noticeAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/indexNotices/list', staffRoute(PERMISSIONS.indexData), async (request) => {
    const q = parse(noticeAdminListQuery, request.query);
    const { rows, total } = await pageNotices(app.db, q);
    return ok({ list: rows.map(presentNotice), total, currentPage: q.currentPage, pageSize: q.pageSize });
  });

  app.post('/api/admin/indexNotices/save', staffRoute(PERMISSIONS.indexData, '保存价格公告'), async (request) => {
    const body = parse(noticeSaveBody, request.body);
    request.auditTarget = body.title;
    return ok({ id: await saveNotice(app.db, body, request.session!.loginId ?? '') }, '保存成功');
  });

  app.post('/api/admin/indexNotices/delete', staffRoute(PERMISSIONS.indexData, '删除价格公告'), async (request) => {
    const { id } = parse(priceIdBody, request.body);
    request.auditTarget = String(id);
    request.auditTarget = await removeNotice(app.db, id);
    return ok(null, '删除成功');
  });
}
