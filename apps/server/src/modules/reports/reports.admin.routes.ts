import { bulkIdsBody, adminReportListQuery, libraryIdQuery, librarySetStatusBody, PERMISSIONS, reportSaveBody, reportUpdateBody } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { bulkMessage, runBulk } from '../../lib/bulk.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { actorName, describeTarget } from '../../lib/actors.ts';
import { researchReports } from '../../db/schema/index.ts';
import { pageOf, sortedBy } from '../../lib/paging.ts';
import { sendStoredFile } from '../uploads/serve.ts';
import { registerUploadRoute } from '../uploads/upload.routes.ts';
import { presentAdminReport } from './reports.presenter.ts';
import { findReportById, findReports } from './reports.repository.ts';
import { diffSnapshots } from '../audit/changes.ts';
import { createReport, editReport, removeReport, setReportStatus } from './reports.service.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

const P = PERMISSIONS.reports;
/** The fields an edit's operation-log row compares, as staff call them. */
const REPORT_LABELS = {
  categoryName: '分类',
  title: '标题',
  summary: '摘要',
  author: '作者',
  institution: '机构',
  publishDate: '发布日期',
  coverPath: '封面',
  filePath: '报告文件',
  pageCount: '页数',
  access: '阅读权限',
  status: '状态',
  sort: '排序',
};

async function requireReport(app: FastifyInstance, id: number) {
  const row = await findReportById(app.db, id);
  if (!row) throw notFound('报告不存在');
  return row;
}

/** ResearchReportManagement / ResearchReportAdd / ResearchReportDetail (report:manage). */
export async function reportAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/report/list', staffRoute(P), async (request) => {
    const { title, categoryId, status, access, sort, order, ...page } = parse(adminReportListQuery, request.query);
    const r = researchReports;
    const orderBy = sortedBy({ publishDate: r.publishDate, updatedAt: r.updatedAt, downloadCount: r.downloadCount, status: r.status }, { sort, order }, r.id);
    const { rows, total } = await findReports(app.db, { title, categoryId, status, access }, page, orderBy);
    return ok(pageOf(rows.map(presentAdminReport), total, page));
  });

  app.get('/api/admin/report/detail', staffRoute(P), async (request) => {
    const { id } = parse(libraryIdQuery, request.query);
    return ok(presentAdminReport(await requireReport(app, id)));
  });

  // The PDF of any report, drafts included (inline).
  app.get('/api/admin/report/preview', staffRoute(P), async (request, reply) => {
    const { id } = parse(libraryIdQuery, request.query);
    const row = await requireReport(app, id);
    return sendStoredFile(request, reply, app.fileStorage.private, row.filePath, {
      disposition: 'inline',
      downloadName: `${row.title}.pdf`,
      cacheControl: 'private, no-store',
    });
  });

  app.post('/api/admin/report/create', staffRoute(P, '新增研究报告'), async (request) => {
    const body = parse(reportSaveBody, request.body);
    request.auditTarget = body.title;
    const row = await createReport(app, body, actorName(request));
    request.auditTarget = describeTarget(row.id, row.title);
    return ok(presentAdminReport(await requireReport(app, row.id)), '保存成功');
  });

  app.post('/api/admin/report/update', staffRoute(P, '修改研究报告'), async (request) => {
    const { id, ...body } = parse(reportUpdateBody, request.body);
    request.auditTarget = describeTarget(id, body.title);
    const before = await findReportById(app.db, id);
    await editReport(app, id, body, actorName(request));
    const after = await requireReport(app, id);
    request.auditChanges = diffSnapshots(before ?? null, after, REPORT_LABELS);
    return ok(presentAdminReport(after), '保存成功');
  });

  app.post('/api/admin/report/setStatus', staffRoute(P, '发布/下架研究报告'), async (request) => {
    const { id, status } = parse(librarySetStatusBody, request.body);
    request.auditTarget = `#${id}`;
    const row = await setReportStatus(app, id, status, actorName(request));
    request.auditTarget = describeTarget(row.id, `${row.title} → ${status}`);
    return ok(null, status === 'published' ? '已发布' : '已下架');
  });

  app.post('/api/admin/report/bulkDelete', staffRoute(P, '批量删除研究报告'), async (request) => {
    const { ids } = parse(bulkIdsBody, request.body);
    const result = await runBulk(request, ids, async (id) => ({ title: (await removeReport(app, id)).title }), '已删除');
    return ok(result, bulkMessage('批量删除', result));
  });

  app.post('/api/admin/report/delete', staffRoute(P, '删除研究报告'), async (request) => {
    const { id } = parse(libraryIdQuery, request.body);
    request.auditTarget = `#${id}`;
    const row = await removeReport(app, id);
    request.auditTarget = describeTarget(row.id, row.title);
    return ok(null, '删除成功');
  });

  // ?kind=pdf (default; stored privately, answers pageCount) or ?kind=image (cover).
  registerUploadRoute(app, { url: '/api/admin/report/upload', permission: P, kinds: ['pdf', 'image'], privateKinds: ['pdf'] });
}
