import { contentIdBody, contentTypeListQuery, contentTypeSaveBody, PERMISSIONS } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { cachedAnswer, publicRead, sessionRead } from '../../lib/public-answer.ts';
import { parse } from '../../lib/validate.ts';
import { describeTarget } from '../../lib/actors.ts';
import { diffSnapshots } from '../audit/changes.ts';
import { findCategory, listCategories } from './categories.repository.ts';
import { presentCategoryTree, presentContentType } from './categories.presenter.ts';
import { removeCategory, saveCategory } from './categories.service.ts';
import { categoryScope } from './category-scope.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

/** Content types / categories: the portal's lists and ContentTypeManagement. */
/** The fields an edit's operation-log row compares, as staff call them. */
const CONTENT_TYPE_LABELS = { name: '名称', code: '编码', parentId: '上级类型', sortOrder: '排序', enabled: '启用', allowMemberPost: '允许会员发布' };

export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  /** The enabled category tree (portal navigation). */
  app.get('/api/articleCategory/findCategoryList', publicRead, async (_request, reply) =>
    cachedAnswer(reply, app.contentCache, 'categories', {}, async () => {
      const visible = new Set(await categoryScope(app.db, {}));
      return presentCategoryTree((await listCategories(app.db)).filter((c) => visible.has(c.id)));
    }),
  );

  /** Enabled content types, flat; `postable=1` keeps those members may publish into. */
  app.get('/api/article/findContentTypeList', sessionRead, async (request) => {
    const q = parse(contentTypeListQuery, request.query);
    const visible = new Set(await categoryScope(app.db, { memberPostable: q.postable }));
    const rows = (await listCategories(app.db)).filter((c) => visible.has(c.id) && (!q.parentId || c.parentId === q.parentId));
    return ok(rows.map(presentContentType));
  });

  app.get('/api/admin/content-types/list', staffRoute(PERMISSIONS.contentType), async () => ok(presentCategoryTree(await listCategories(app.db))));

  app.post('/api/admin/content-types/save', staffRoute(PERMISSIONS.contentType, '保存内容类型'), async (request) => {
    const body = parse(contentTypeSaveBody, request.body);
    const before = body.id ? await findCategory(app.db, body.id) : undefined;
    const row = await saveCategory(app.db, { ...body, parentId: body.parentId ?? null });
    request.auditTarget = describeTarget(row.id, row.name);
    if (before) request.auditChanges = diffSnapshots(before, row, CONTENT_TYPE_LABELS);
    return ok({ ...presentContentType(row), enabled: row.enabled, children: [] }, '保存成功');
  });

  app.post('/api/admin/content-types/delete', staffRoute(PERMISSIONS.contentType, '删除内容类型'), async (request) => {
    const { id } = parse(contentIdBody, request.body);
    const row = await removeCategory(app.db, id);
    request.auditTarget = describeTarget(row.id, row.name);
    return ok(null, '删除成功');
  });
}
