/** IndexProductManagement: pricing notices (permission index:manage). */
import { priceIdBody, noticeAdminListQuery, noticeSaveBody, PERMISSIONS } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { diffSnapshots } from '../audit/changes.ts';
import { findNotice, pageNotices } from './notices.repository.ts';
import { removeNotice, saveNotice } from './notices.service.ts';
import { presentNotice } from './prices.presenter.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

const NOTICE_LABELS = { kind: '类型', title: '标题', content: '内容', familyId: '系列编号', productId: '指数编号', effectiveDate: '生效日期' };

export async function noticeAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/indexNotices/list', staffRoute(PERMISSIONS.indexData), async (request) => {
    const q = parse(noticeAdminListQuery, request.query);
    const { rows, total } = await pageNotices(app.db, q);
    return ok({ list: rows.map(presentNotice), total, currentPage: q.currentPage, pageSize: q.pageSize });
  });

  app.post('/api/admin/indexNotices/save', staffRoute(PERMISSIONS.indexData, '保存价格公告'), async (request) => {
    const body = parse(noticeSaveBody, request.body);
    request.auditTarget = body.title;
    const before = body.id ? await findNotice(app.db, body.id) : undefined;
    const id = await saveNotice(app.db, body, request.session!.loginId ?? '');
    if (before) request.auditChanges = diffSnapshots(before, (await findNotice(app.db, id)) ?? null, NOTICE_LABELS);
    return ok({ id }, '保存成功');
  });

  app.post('/api/admin/indexNotices/delete', staffRoute(PERMISSIONS.indexData, '删除价格公告'), async (request) => {
    const { id } = parse(priceIdBody, request.body);
    request.auditTarget = String(id);
    request.auditTarget = await removeNotice(app.db, id);
    return ok(null, '删除成功');
  });
}
