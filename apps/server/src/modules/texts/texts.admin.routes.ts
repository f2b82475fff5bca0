import { bulkIdsBody, adminTextListQuery, libraryIdQuery, librarySetStatusBody, PERMISSIONS, textSaveBody, textUpdateBody } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { bulkMessage, runBulk } from '../../lib/bulk.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { actorName, describeTarget } from '../../lib/actors.ts';
import { libraryTexts } from '../../db/schema/index.ts';
import { pageOf, sortedBy } from '../../lib/paging.ts';
import { registerUploadRoute } from '../uploads/upload.routes.ts';
import { presentAdminText, presentAdminTextDetail } from './texts.presenter.ts';
import { findTextById, findTexts } from './texts.repository.ts';
import { diffSnapshots } from '../audit/changes.ts';
import { createText, editText, removeText, setTextStatus } from './texts.service.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

const P = PERMISSIONS.texts;
/** The fields an edit's operation-log row compares, as staff call them. */
const TEXT_LABELS = { categoryName: '分类', title: '标题', summary: '摘要', content: '正文', attachments: '附件', status: '状态', sort: '排序' };

/** TextManagement / TextAdd / TextDetail (text:manage). */
export async function textAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/text/list', staffRoute(P), async (request) => {
    const { title, categoryId, status, sort, order, ...page } = parse(adminTextListQuery, request.query);
    const orderBy = sortedBy(
      { updatedAt: libraryTexts.updatedAt, viewCount: libraryTexts.viewCount, status: libraryTexts.status },
      { sort, order },
      libraryTexts.id,
    );
    const { rows, total } = await findTexts(app.db, { title, categoryId, status }, page, orderBy);
    return ok(pageOf(rows.map(presentAdminText), total, page));
  });

  app.get('/api/admin/text/detail', staffRoute(P), async (request) => {
    const { id } = parse(libraryIdQuery, request.query);
    const row = await findTextById(app.db, id);
    if (!row) throw notFound('文本不存在');
    return ok(presentAdminTextDetail(row));
  });

  app.post('/api/admin/text/create', staffRoute(P, '新增文本'), async (request) => {
    const body = parse(textSaveBody, request.body);
    request.auditTarget = body.title;
    const row = await createText(app, body, actorName(request));
    request.auditTarget = describeTarget(row.id, row.title);
    return ok(presentAdminTextDetail((await findTextById(app.db, row.id))!), '保存成功');
  });

  app.post('/api/admin/text/update', staffRoute(P, '修改文本'), async (request) => {
    const { id, ...body } = parse(textUpdateBody, request.body);
    request.auditTarget = describeTarget(id, body.title);
    const before = await findTextById(app.db, id);
    await editText(app, id, body, actorName(request));
    const after = (await findTextById(app.db, id))!;
    request.auditChanges = diffSnapshots(before ?? null, after, TEXT_LABELS, ['content']);
    return ok(presentAdminTextDetail(after), '保存成功');
  });

  app.post('/api/admin/text/setStatus', staffRoute(P, '发布/下架文本'), async (request) => {
    const { id, status } = parse(librarySetStatusBody, request.body);
    request.auditTarget = `#${id}`;
    const row = await setTextStatus(app, id, status, actorName(request));
    request.auditTarget = describeTarget(row.id, `${row.title} → ${status}`);
    return ok(null, status === 'published' ? '已发布' : '已下架');
  });

  app.post('/api/admin/text/bulkDelete', staffRoute(P, '批量删除文本'), async (request) => {
    const { ids } = parse(bulkIdsBody, request.body);
    const result = await runBulk(request, ids, async (id) => ({ title: (await removeText(app, id)).title }), '已删除');
    return ok(result, bulkMessage('批量删除', result));
  });

  app.post('/api/admin/text/delete', staffRoute(P, '删除文本'), async (request) => {
    const { id } = parse(libraryIdQuery, request.body);
    request.auditTarget = `#${id}`;
    const row = await removeText(app, id);
    request.auditTarget = describeTarget(row.id, row.title);
    return ok(null, '删除成功');
  });

  // Editor images and attachments (PDF, Word, Excel, PPT, images).
  registerUploadRoute(app, { url: '/api/admin/text/upload', permission: P, kinds: ['attachment', 'image'] });
}
