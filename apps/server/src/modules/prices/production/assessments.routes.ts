/**
 * Methodology versions, computation, the maker's proposals and the checker's decisions
 * (index:assess makes, index:approve checks; never the same person on one entry), the
 * approval queue, the audit trail and replay. The public methodology read is here too.
 */
import {
  assessmentIdBody,
  assessmentListQuery,
  assessmentPeriodBody,
  assessmentRejectBody,
  assessmentSubmitBody,
  assessmentSuspendBody,
  ERRORS,
  methodologyQuery,
  methodologySaveBody,
  PERMISSIONS,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { staffActor } from '../../../lib/actors.ts';
import { beijingToday } from '../../../lib/dates.ts';
import { publicRead } from '../../../lib/public-answer.ts';
import { fail, ok } from '../../../lib/envelope.ts';
import { pageOf } from '../../../lib/paging.ts';
import { parse, parseQuery } from '../../../lib/validate.ts';
import { staffRoute } from '../../../plugins/staff-route-guard.ts';
import { listProducts } from '../catalog.repository.ts';
import { pageAssessments } from './assessments.repository.ts';
import { auditActor, auditOfPeriod } from './audit.ts';
import { approveAssessment, rejectAssessment, replayPeriod } from './decisions.ts';
import { methodologyOf, saveMethodology } from './methodology.ts';
import { presentAssessment } from './presenter.ts';
import { computePeriod, NeedsConfirmation, productByCode, proposeSuspension, submitAssessment } from './proposals.ts';

const EITHER = { alsoPermitted: [PERMISSIONS.indexApprove] };
const ASSESS = PERMISSIONS.indexAssess;
const APPROVE = PERMISSIONS.indexApprove;

/** The plausibility check's refusal: the message names the move, `data` carries the findings. */
export const needsConfirmation = (e: NeedsConfirmation) => fail(ERRORS.needsConfirmation.code, e.message, e.plausibility);

export async function assessmentRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/priceIndex/methodology', publicRead, async (request) => {
    const { code } = parseQuery(methodologyQuery, request);
    return ok(await app.marketCache.getFor('methodology', { code, day: beijingToday(app.clock.now()) }, () => methodologyOf(app.db, code, app.clock.now())));
  });

  app.post('/api/admin/methodologies/save', staffRoute(ASSESS, '保存编制方法版本'), async (request) => {
    const body = parse(methodologySaveBody, request.body);
    request.auditTarget = `${body.productCode} ${body.effectiveFrom}`;
    const version = await saveMethodology(app.db, body, auditActor(staffActor(request)), app.config.METHODOLOGY_NOTICE_DAYS, app.clock.now());
    request.auditTarget = `${body.productCode} 第${version}版 ${body.effectiveFrom}`;
    return ok({ version }, '已保存并发布方法公告');
  });

  app.post('/api/admin/assessments/compute', staffRoute(ASSESS, undefined, EITHER), async (request) => {
    const { productCode, period } = parse(assessmentPeriodBody, request.body);
    return ok(await computePeriod(app.db, await productByCode(app.db, productCode), period, app.clock.now()));
  });

  app.post('/api/admin/assessments/submit', staffRoute(ASSESS, '提交价格评估'), async (request) => {
    const body = parse(assessmentSubmitBody, request.body);
    request.auditTarget = `${body.productCode} ${body.period}`;
    try {
      return ok(await submitAssessment(app.db, staffActor(request), body, app.clock.now()), '已提交审批');
    } catch (error) {
      if (error instanceof NeedsConfirmation) return needsConfirmation(error);
      throw error;
    }
  });

  app.post('/api/admin/assessments/suspend', staffRoute(ASSESS, '提交暂停发布'), async (request) => {
    const body = parse(assessmentSuspendBody, request.body);
    request.auditTarget = `${body.productCode} ${body.period}`;
    return ok(await proposeSuspension(app.db, staffActor(request), body, app.clock.now()), '已提交审批');
  });

  app.post('/api/admin/assessments/approve', staffRoute(APPROVE, '审批通过指数数据'), async (request) => {
    const { id } = parse(assessmentIdBody, request.body);
    request.auditTarget = `#${id}`;
    return ok(await approveAssessment(app.db, staffActor(request), id, app.clock.now()), '已批准');
  });

  app.post('/api/admin/assessments/reject', staffRoute(APPROVE, '驳回指数数据'), async (request) => {
    const { id, reason } = parse(assessmentRejectBody, request.body);
    request.auditTarget = `#${id}`;
    return ok(await rejectAssessment(app.db, staffActor(request), id, reason), '已驳回');
  });

  app.get('/api/admin/assessments/list', staffRoute(ASSESS, undefined, EITHER), async (request) => {
    const q = parse(assessmentListQuery, request.query);
    const productId = q.productCode ? (await productByCode(app.db, q.productCode)).id : undefined;
    const [{ rows, total }, products] = await Promise.all([pageAssessments(app.db, { ...q, productId }), listProducts(app.db)]);
    const codes = new Map(products.map((p) => [p.id, p.code]));
    const list = rows.map((r) => presentAssessment(r.assessment, r, (id) => codes.get(id) ?? ''));
    return ok(pageOf(list, total, q));
  });

  app.get('/api/admin/assessments/audit', staffRoute(ASSESS, undefined, EITHER), async (request) => {
    const { productCode, period } = parse(assessmentPeriodBody, request.query);
    const product = await productByCode(app.db, productCode);
    return ok(await auditOfPeriod(app.db, product.id, period));
  });

  app.get('/api/admin/assessments/replay', staffRoute(ASSESS, undefined, EITHER), async (request) => {
    const { productCode, period } = parse(assessmentPeriodBody, request.query);
    return ok(await replayPeriod(app.db, productCode, period));
  });
}
