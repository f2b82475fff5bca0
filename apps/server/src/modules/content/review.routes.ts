import {
  reviewBulkApproveBody,
  reviewBulkRejectBody,
  contentCheckBody,
  articleIdQuery,
  PERMISSIONS,
  reviewTargetQuery,
  reviewListQuery,
  reviewRejectBody,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { bulkMessage, runBulk } from '../../lib/bulk.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { describeTarget } from '../../lib/actors.ts';
import { pageOf } from '../../lib/paging.ts';
import { staffActor } from '../../lib/actors.ts';
import { findArticle } from './articles.repository.ts';
import { checkContent } from './content-check.service.ts';
import { FORM_BODY_LIMIT } from './limits.ts';
import { decide, editVersion, listReviewItems, liveVersion, previousRevision, reviewDetail } from './review.service.ts';
import { findPendingEdit } from './pending-edits.repository.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

/** ContentCheck, ContentCheckDetail, ContentCheckDetailCopy and ContentCheckTest. */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/review/list', staffRoute(PERMISSIONS.contentCheck), async (request) => {
    const q = parse(reviewListQuery, request.query);
    const { list, total } = await listReviewItems(app.db, q);
    return ok(pageOf(list, total, q));
  });

  app.get('/api/admin/review/detail', staffRoute(PERMISSIONS.contentCheck), async (request) => {
    const { kind, id } = parse(reviewTargetQuery, request.query);
    return ok(await reviewDetail(app.db, kind, id));
  });

  /** Side by side: the article as submitted now and the version before it. */
  app.get('/api/admin/review/compare', staffRoute(PERMISSIONS.contentCheck), async (request) => {
    const { id } = parse(articleIdQuery, request.query);
    const row = await findArticle(app.db, id);
    if (!row) throw notFound('文章不存在');
    // An edit of a published article: the edit beside the version the portal shows.
    const edit = await findPendingEdit(app.db, id);
    if (edit) return ok({ id, pendingEdit: true, current: editVersion(edit), previous: liveVersion(row) });
    const current = {
      title: row.title,
      summary: row.summary,
      content: row.content,
      editorName: row.lastEditorName || row.authorName,
      editTime: row.updatedAt.toISOString(),
    };
    return ok({ id, pendingEdit: false, current, previous: await previousRevision(app.db, id) });
  });

  app.post('/api/admin/review/approve', staffRoute(PERMISSIONS.contentCheck, '审核通过'), async (request) => {
    const { kind, id } = parse(reviewTargetQuery, request.body);
    const actor = staffActor(request);
    const result = await decide(app.db, kind, id, { approve: true, reviewer: actor.name });
    request.auditTarget = `${kind} ${describeTarget(id, result.title)}`;
    return ok(result, '审核通过');
  });

  app.post('/api/admin/review/reject', staffRoute(PERMISSIONS.contentCheck, '审核驳回'), async (request) => {
    const { kind, id, reason } = parse(reviewRejectBody, request.body);
    const actor = staffActor(request);
    const result = await decide(app.db, kind, id, { approve: false, reviewer: actor.name, reason });
    request.auditTarget = `${kind} ${describeTarget(id, result.title)}：${reason}`.slice(0, 200);
    return ok(result, '已驳回');
  });

  // Bulk 通过 / 驳回: each row decided as the single call does (only pending ones).
  app.post('/api/admin/review/bulkApprove', staffRoute(PERMISSIONS.contentCheck, '批量审核通过'), async (request) => {
    const { kind, ids } = parse(reviewBulkApproveBody, request.body);
    const actor = staffActor(request);
    const result = await runBulk(request, ids, (id) => decide(app.db, kind, id, { approve: true, reviewer: actor.name }), '审核通过');
    return ok(result, bulkMessage('批量通过', result));
  });

  app.post('/api/admin/review/bulkReject', staffRoute(PERMISSIONS.contentCheck, '批量审核驳回'), async (request) => {
    const { kind, ids, reason } = parse(reviewBulkRejectBody, request.body);
    const actor = staffActor(request);
    const result = await runBulk(request, ids, (id) => decide(app.db, kind, id, { approve: false, reviewer: actor.name, reason }), '已驳回');
    return ok(result, bulkMessage('批量驳回', result));
  });

  /** The sandbox: screening and format checks on pasted text; nothing is saved. */
  app.post('/api/admin/review/check-test', { ...staffRoute(PERMISSIONS.contentCheck, '审核检测'), bodyLimit: FORM_BODY_LIMIT }, async (request) => {
    const body = parse(contentCheckBody, request.body);
    request.auditTarget = body.title.slice(0, 60);
    return ok(await checkContent(app.db, app.screening, body));
  });
}
