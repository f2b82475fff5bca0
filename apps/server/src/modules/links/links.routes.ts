import {
  bulkIdsBody,
  adminLinkListQuery,
  libraryIdQuery,
  librarySetEnabledBody,
  linkListQuery,
  linkSaveBody,
  linkUpdateBody,
  PERMISSIONS,
} from '@coal/contracts';
import { sessionRead } from '../../lib/public-answer.ts';
import type { FastifyInstance } from 'fastify';
import { bulkMessage, runBulk } from '../../lib/bulk.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { diffSnapshots } from '../audit/changes.ts';
import { describeTarget } from '../../lib/actors.ts';
import { pageOf } from '../../lib/paging.ts';
import { registerUploadRoute } from '../uploads/upload.routes.ts';
import { presentAdminLink, presentLink } from './links.presenter.ts';
import { findEnabledLinks, findLinkById, findLinks } from './links.repository.ts';
import { createLink, editLink, removeLink, setLinkEnabled } from './links.service.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

const P = PERMISSIONS.links;
/** What the operation log compares on an edit (before → after). */
const LINK_LABELS = { groupName: '分组', name: '名称', url: '地址', iconPath: '图标', description: '说明', sort: '排序', enabled: '启用' };

/** 外部链接: the portal's list and the back office's ExternalLinks page (link:manage). */
export async function linkRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/externalLink/findLinkList', sessionRead, async (request) => {
    const { group } = parse(linkListQuery, request.query);
    return ok((await findEnabledLinks(app.db, group)).map(presentLink));
  });

  app.get('/api/admin/link/list', staffRoute(P), async (request) => {
    const { group, name, ...page } = parse(adminLinkListQuery, request.query);
    const { rows, total } = await findLinks(app.db, { group, name }, page);
    return ok(pageOf(rows.map(presentAdminLink), total, page));
  });

  app.get('/api/admin/link/detail', staffRoute(P), async (request) => {
    const { id } = parse(libraryIdQuery, request.query);
    const row = await findLinkById(app.db, id);
    if (!row) throw notFound('链接不存在');
    return ok(presentAdminLink(row));
  });

  app.post('/api/admin/link/create', staffRoute(P, '新增外部链接'), async (request) => {
    const body = parse(linkSaveBody, request.body);
    request.auditTarget = body.name;
    const row = await createLink(app, body);
    request.auditTarget = describeTarget(row.id, row.name);
    return ok(presentAdminLink(row), '保存成功');
  });

  app.post('/api/admin/link/update', staffRoute(P, '修改外部链接'), async (request) => {
    const { id, ...body } = parse(linkUpdateBody, request.body);
    request.auditTarget = describeTarget(id, body.name);
    const before = await findLinkById(app.db, id);
    const after = presentAdminLink(await editLink(app, id, body));
    request.auditChanges = diffSnapshots(before ? presentAdminLink(before) : null, after, LINK_LABELS);
    return ok(after, '保存成功');
  });

  app.post('/api/admin/link/setEnabled', staffRoute(P, '启用/停用外部链接'), async (request) => {
    const { id, enabled } = parse(librarySetEnabledBody, request.body);
    request.auditTarget = `#${id}`;
    const row = await setLinkEnabled(app, id, enabled);
    request.auditTarget = describeTarget(row.id, `${row.name} → ${enabled ? '启用' : '停用'}`);
    return ok(null, enabled ? '已启用' : '已停用');
  });

  app.post('/api/admin/link/bulkDelete', staffRoute(P, '批量删除外部链接'), async (request) => {
    const { ids } = parse(bulkIdsBody, request.body);
    const result = await runBulk(request, ids, async (id) => ({ title: (await removeLink(app, id)).name }), '已删除');
    return ok(result, bulkMessage('批量删除', result));
  });

  app.post('/api/admin/link/delete', staffRoute(P, '删除外部链接'), async (request) => {
    const { id } = parse(libraryIdQuery, request.body);
    request.auditTarget = `#${id}`;
    const row = await removeLink(app, id);
    request.auditTarget = describeTarget(row.id, row.name);
    return ok(null, '删除成功');
  });

  registerUploadRoute(app, { url: '/api/admin/link/upload', permission: P, kinds: ['image'] });
}
