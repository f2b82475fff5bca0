import { type LibraryCategory, libraryCategorySaveBody, libraryCategoryUpdateBody, libraryIdQuery, type Permission } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { cachedAnswer, publicRead } from '../../lib/public-answer.ts';
import { parse } from '../../lib/validate.ts';
import { describeTarget } from '../../lib/actors.ts';
import { type CategoryRow, type LibraryDomain, listCategories } from './category.repository.ts';
import { createCategory, removeCategory, renameCategory } from './category.service.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

export interface CategoryRouteOptions {
  domain: LibraryDomain;
  /** Portal call answering the published categories, e.g. /api/text/findCategoryList. */
  portalUrl: string;
  /** Back-office prefix, e.g. /api/admin/text → /api/admin/text/category/list … */
  adminPrefix: string;
  permission: Permission;
  /** What the items are called: 文本, 研究报告, 视频. */
  itemLabel: string;
}

const presentCategory = (row: CategoryRow & { count: number }): LibraryCategory => ({ id: row.id, name: row.name, sort: row.sort, count: row.count });

/** A library's categories: the portal list and the back office's list/create/update/delete. */
export function registerCategoryRoutes(app: FastifyInstance, o: CategoryRouteOptions): void {
  app.get(o.portalUrl, publicRead, async (_request, reply) =>
    cachedAnswer(reply, app.contentCache, o.portalUrl, {}, async () => (await listCategories(app.db, o.domain, true)).map(presentCategory)),
  );

  app.get(`${o.adminPrefix}/category/list`, staffRoute(o.permission), async () => ok((await listCategories(app.db, o.domain, false)).map(presentCategory)));

  app.post(`${o.adminPrefix}/category/create`, staffRoute(o.permission, `新增${o.itemLabel}分类`), async (request) => {
    const body = parse(libraryCategorySaveBody, request.body);
    request.auditTarget = body.name;
    const row = await createCategory(app.db, o.domain, body);
    request.auditTarget = describeTarget(row.id, row.name);
    return ok(presentCategory({ ...row, count: 0 }), '保存成功');
  });

  app.post(`${o.adminPrefix}/category/update`, staffRoute(o.permission, `修改${o.itemLabel}分类`), async (request) => {
    const { id, ...body } = parse(libraryCategoryUpdateBody, request.body);
    request.auditTarget = describeTarget(id, body.name);
    const row = await renameCategory(app.db, o.domain, id, body);
    return ok(presentCategory({ ...row, count: 0 }), '保存成功');
  });

  app.post(`${o.adminPrefix}/category/delete`, staffRoute(o.permission, `删除${o.itemLabel}分类`), async (request) => {
    const { id } = parse(libraryIdQuery, request.body);
    request.auditTarget = `#${id}`;
    const row = await removeCategory(app.db, o.domain, id, o.itemLabel);
    request.auditTarget = describeTarget(row.id, row.name);
    return ok(null, '删除成功');
  });
}
