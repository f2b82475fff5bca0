import { adminHelpListQuery, COMPANY_PAGE_NAMES, companyPageUpdateBody, helpSaveBody, helpUpdateBody, libraryIdQuery, PERMISSIONS } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { actorName, describeTarget } from '../../lib/actors.ts';
import { pageOf } from '../../lib/paging.ts';
import { registerUploadRoute } from '../uploads/upload.routes.ts';
import { presentAdminHelp, presentCompanyPage, presentCompanyPages } from './company.presenter.ts';
import { findCompanyPages, findHelp, findHelpById } from './company.repository.ts';
import { diffSnapshots } from '../audit/changes.ts';
import { createHelp, editHelp, removeHelp, saveCompanyPage } from './company.service.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

const P = PERMISSIONS.company;
/** The fields an edit's operation-log row compares, as staff call them. */
const HELP_LABELS = { kind: '类型', title: '标题', content: '内容', sort: '排序', enabled: '启用' };

/** CompanyProfile (company:manage): the fixed pages and the help centre's entries. */
export async function companyAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/company/pages', staffRoute(P), async () => ok(presentCompanyPages(await findCompanyPages(app.db))));

  app.post('/api/admin/company/updatePage', staffRoute(P, '修改公司简介'), async (request) => {
    const { code, title, content } = parse(companyPageUpdateBody, request.body);
    request.auditTarget = `${COMPANY_PAGE_NAMES[code]}（${code}）`;
    const row = await saveCompanyPage(app, code, title, content, actorName(request));
    return ok(presentCompanyPage(code, row), '保存成功');
  });

  app.get('/api/admin/company/help/list', staffRoute(P), async (request) => {
    const { kind, title, ...page } = parse(adminHelpListQuery, request.query);
    const { rows, total } = await findHelp(app.db, { kind, title }, page);
    return ok(pageOf(rows.map(presentAdminHelp), total, page));
  });

  app.get('/api/admin/company/help/detail', staffRoute(P), async (request) => {
    const { id } = parse(libraryIdQuery, request.query);
    const row = await findHelpById(app.db, id);
    if (!row) throw notFound('帮助条目不存在');
    return ok(presentAdminHelp(row));
  });

  app.post('/api/admin/company/help/create', staffRoute(P, '新增帮助条目'), async (request) => {
    const body = parse(helpSaveBody, request.body);
    request.auditTarget = body.title;
    const row = await createHelp(app, body);
    request.auditTarget = describeTarget(row.id, row.title);
    return ok(presentAdminHelp(row), '保存成功');
  });

  app.post('/api/admin/company/help/update', staffRoute(P, '修改帮助条目'), async (request) => {
    const { id, ...body } = parse(helpUpdateBody, request.body);
    request.auditTarget = describeTarget(id, body.title);
    const before = await findHelpById(app.db, id);
    const after = await editHelp(app, id, body);
    request.auditChanges = diffSnapshots(before ?? null, after, HELP_LABELS, ['content']);
    return ok(presentAdminHelp(after), '保存成功');
  });

  app.post('/api/admin/company/help/delete', staffRoute(P, '删除帮助条目'), async (request) => {
    const { id } = parse(libraryIdQuery, request.body);
    request.auditTarget = `#${id}`;
    const row = await removeHelp(app, id);
    request.auditTarget = describeTarget(row.id, row.title);
    return ok(null, '删除成功');
  });

  // Images for the pages' rich text.
  registerUploadRoute(app, { url: '/api/admin/company/upload', permission: P, kinds: ['image'] });
}
