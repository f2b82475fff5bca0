import {
  libraryIdQuery,
  PERMISSIONS,
  PROTOCOL_CODES,
  reportFileLinkQuery,
  reportListQuery,
  reportsByCategoryQuery,
  reportSignedFileQuery,
} from '@coal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { refused } from '../../lib/errors.ts';
import { cachedAnswer } from '../../lib/public-answer.ts';
import { parse, parseQuery } from '../../lib/validate.ts';
import { registerCategoryRoutes } from '../library/category.routes.ts';
import { pageOf } from '../../lib/paging.ts';
import { sendStoredFile } from '../uploads/serve.ts';
import { assertCanRead, canReadReport, type FileMode, LINK_INVALID_MESSAGE, signFileLink, verifyFileLink } from './reports.access.ts';
import { reportAdminRoutes } from './reports.admin.routes.ts';
import { presentReport } from './reports.presenter.ts';
import { findReports, incrementReportDownloads, type ReportWithCategory } from './reports.repository.ts';
import { findPublishedReport } from './reports.service.ts';

/** Sends a report's PDF: inline to preview, as an attachment named after the title to download. */
export function sendReportPdf(request: FastifyRequest, reply: FastifyReply, row: ReportWithCategory, mode: FileMode) {
  return sendStoredFile(request, reply, request.server.fileStorage.private, row.filePath, {
    disposition: mode === 'preview' ? 'inline' : 'attachment',
    downloadName: `${row.title}.pdf`,
    cacheControl: 'private, no-store',
  });
}

/** A download is counted once per fetch, not per byte range of a resumed one. */
const isFirstByteRange = (request: FastifyRequest) => request.method === 'GET' && (!request.headers.range || /^bytes=0-/.test(request.headers.range));

/** 研究报告 (spec §7 Data): portal lists, detail, preview/download; back-office routes registered too. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  /**
   * A page of published reports, each telling whether this caller may read it: the same for
   * every caller of one reader class (members and staff read members-only reports, tourists
   * do not), so cached per class, refreshed by any content write.
   */
  const publishedPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: { title?: string; categoryId?: number; currentPage: number; pageSize: number },
  ) => {
    const session = request.session;
    const reader = canReadReport('members', session);
    // The reader class is part of the cache's name: the parsed query (parseQuery's) then keeps its key.
    return cachedAnswer(reply, app.contentCache, reader ? 'reports:members' : 'reports:public', query, async () => {
      const { title, categoryId, ...page } = query;
      const { rows, total } = await findReports(app.db, { title, categoryId, status: 'published' }, page);
      return pageOf(
        rows.map((r) => presentReport(r, canReadReport(r.access, session))),
        total,
        page,
      );
    });
  };

  // The answer depends on the caller's reader class, read from the session: personal to HTTP caches.
  const byReaderClass = { config: { cache: 'personal' as const } };
  app.get('/api/researchReport/findReportInfoList', byReaderClass, async (request, reply) =>
    publishedPage(request, reply, parseQuery(reportListQuery, request)),
  );

  // The same list, the spec's second name for it (the category is required there).
  app.get('/api/researchReport/findReportListByCategoryId', byReaderClass, async (request, reply) =>
    publishedPage(request, reply, parseQuery(reportsByCategoryQuery, request)),
  );

  app.get('/api/researchReport/getReportDetail', { config: { cache: 'personal' } }, async (request) => {
    const { id } = parse(libraryIdQuery, request.query);
    const row = await findPublishedReport(app, id);
    return ok(presentReport(row, canReadReport(row.access, request.session)));
  });

  // With the e-user-token header (the web client fetching a blob).
  for (const mode of ['preview', 'download'] as const) {
    app.get(`/api/researchReport/${mode}`, { config: { cache: 'personal' } }, async (request, reply) => {
      const { id } = parse(libraryIdQuery, request.query);
      const row = await findPublishedReport(app, id);
      assertCanRead(row.access, request.session);
      if (mode === 'download' && isFirstByteRange(request)) await incrementReportDownloads(app.db, id);
      return sendReportPdf(request, reply, row, mode);
    });
  }

  // For an iframe or a plain link: a signed URL made after the same checks, then the file.
  app.get('/api/researchReport/getFileLink', { config: { cache: 'none' } }, async (request, reply) => {
    const { id, mode = 'preview' } = parse(reportFileLinkQuery, request.query);
    reply.header('cache-control', 'no-store'); // a signed link opens the file to whoever holds it
    const row = await findPublishedReport(app, id);
    assertCanRead(row.access, request.session);
    if (mode === 'download') await incrementReportDownloads(app.db, id);
    return ok(signFileLink(app, id, mode));
  });

  app.get('/api/researchReport/file', { config: { auth: 'open', cache: 'none' } }, async (request, reply) => {
    const { id, mode, exp, sig } = parse(reportSignedFileQuery, request.query);
    if (!verifyFileLink(app, id, mode, exp, sig)) throw refused(LINK_INVALID_MESSAGE, PROTOCOL_CODES.forbidden);
    return sendReportPdf(request, reply, await findPublishedReport(app, id), mode);
  });

  registerCategoryRoutes(app, {
    domain: 'report',
    portalUrl: '/api/researchReport/findCategoryList',
    adminPrefix: '/api/admin/report',
    permission: PERMISSIONS.reports,
    itemLabel: '研究报告',
  });
  await reportAdminRoutes(app);
}
