/**
 * 报价机构 and price submissions: the registry (back office), staff capture of a submission
 * taken by phone, email, IM or visit, and a linked member's own submissions (个人中心 价格填报).
 * Submissions are append-only: there is no edit or delete call.
 */
import {
  contributorListQuery,
  contributorSaveBody,
  ERRORS,
  myPriceReportsQuery,
  PERMISSIONS,
  PRICE_MESSAGES,
  priceReportSubmitBody,
  priceSubmissionListQuery,
  priceSubmissionSaveBody,
  SUBMISSION_KIND_NAMES,
  SUBMISSION_SOURCE_NAMES,
  UNIT_NAMES,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { describeTarget, memberActor, staffActor } from '../../../lib/actors.ts';
import { ok } from '../../../lib/envelope.ts';
import { badRequest, notFound, refused, refusedWith } from '../../../lib/errors.ts';
import { pageOf } from '../../../lib/paging.ts';
import { parse, parseQuery } from '../../../lib/validate.ts';
import { staffRoute } from '../../../plugins/staff-route-guard.ts';
import { findProductsByCodes, listProducts, type ProductRow } from '../catalog.repository.ts';
import { addDays, beijingToday } from '../../../lib/dates.ts';
import { isReleased } from '../embargo.ts';
import { approvedComputations } from './assessments.repository.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { appendAudit, auditActor } from './audit.ts';
import {
  contributorOfMember,
  findContributor,
  linkedElsewhere,
  findContributorByName,
  insertSubmissions,
  pageContributors,
  pageMemberSubmissions,
  pageSubmissions,
  saveContributorRow,
  type SubmissionInsert,
  type SubmissionRow,
} from './inputs.repository.ts';
import { outcomeOf, presentContributor, presentSubmission } from './presenter.ts';

const member = { config: { auth: 'member' as const, cache: 'personal' as const } };
const EITHER = { alsoPermitted: [PERMISSIONS.indexApprove] };
/** How far back a price may be reported: inputs are for the periods being assessed, not history. */
const SUBMISSION_WINDOW_DAYS = 60;
const NAME_TAKEN = '机构名称已存在';

async function productFor(app: FastifyInstance, code: string, period: string): Promise<ProductRow> {
  const [product] = await findProductsByCodes(app.db, [code]);
  if (!product || !product.active) throw notFound(PRICE_MESSAGES.productNotFound);
  const today = beijingToday(app.clock.now());
  if (period > today) throw badRequest('日期不能晚于今天');
  if (period < addDays(today, -SUBMISSION_WINDOW_DAYS)) throw badRequest(`只能填报最近${SUBMISSION_WINDOW_DAYS}天的价格`);
  if (product.frequency === 'monthly' && !period.endsWith('-01')) throw badRequest('月度指数的日期应为当月1日');
  return product;
}

/** Saves one submission and its audit step in one transaction. */
async function record(app: FastifyInstance, row: SubmissionInsert, product: ProductRow, contributorName: string): Promise<number> {
  return app.db.transaction(async (tx) => {
    const [id] = await insertSubmissions(tx, [row]);
    const detail = `#${id} ${contributorName} ${SUBMISSION_KIND_NAMES[row.kind]} ${row.price}${UNIT_NAMES[product.unit]} × ${row.volume}吨${row.calorific ? `，${row.calorific}大卡` : ''}（${SUBMISSION_SOURCE_NAMES[row.source]}，${row.enteredBy}）`;
    await appendAudit(tx, [{ productId: product.id, period: row.period, actor: row.enteredBy, action: 'submission', detail }]);
    return id!;
  });
}

/** Each row with what became of it (used / excluded and why), once its period's value is public. */
async function withOutcomes(app: FastifyInstance, rows: SubmissionRow[]) {
  const now = app.clock.now();
  const products = new Map((await listProducts(app.db)).map((p) => [p.id, p]));
  const computations = await approvedComputations(
    app.db,
    rows.map((r) => [r.submission.productId, r.submission.period]),
  );
  return rows.map((r) => {
    const product = products.get(r.submission.productId);
    const released = product ? isReleased(product, r.submission.period, now) : false;
    return presentSubmission(r, outcomeOf(r.submission.id, computations.get(`${r.submission.productId}|${r.submission.period}`), released));
  });
}

export async function inputRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/admin/priceContributors/save', staffRoute(PERMISSIONS.indexAssess, '保存报价机构'), async (request) => {
    const body = parse(contributorSaveBody, request.body);
    request.auditTarget = body.name;
    if (body.id && !(await findContributor(app.db, body.id))) throw notFound('报价机构不存在');
    const same = await findContributorByName(app.db, body.name);
    if (same && same.id !== body.id) throw refused(NAME_TAKEN, 400);
    // A member reports for one contributor: whose prices they are must never be ambiguous.
    const other = body.active ? await linkedElsewhere(app.db, body.memberLoginIds, body.id) : undefined;
    if (other) throw refused(`会员${other.loginId}已关联报价机构“${other.name}”，一个会员只能为一家机构填报`, 400);
    // The name's unique index settles two saves of one new name at once.
    const id = await saveContributorRow(app.db, body).catch((error: unknown) => {
      throw isUniqueViolation(error) ? refused(NAME_TAKEN, 400) : error;
    });
    request.auditTarget = describeTarget(id, body.name);
    return ok({ id }, '保存成功');
  });

  app.get('/api/admin/priceContributors/list', staffRoute(PERMISSIONS.indexAssess, undefined, EITHER), async (request) => {
    const q = parse(contributorListQuery, request.query);
    const { rows, total } = await pageContributors(app.db, q);
    return ok(
      pageOf(
        rows.map((r) => presentContributor(r.contributor, r.submissionCount)),
        total,
        q,
      ),
    );
  });

  app.post('/api/admin/priceSubmissions/save', staffRoute(PERMISSIONS.indexAssess, '录入价格数据'), async (request) => {
    const body = parse(priceSubmissionSaveBody, request.body);
    const staff = staffActor(request);
    const contributor = await findContributor(app.db, body.contributorId);
    if (!contributor) throw notFound('报价机构不存在');
    if (!contributor.active) throw refused('该报价机构已停用', 400);
    const product = await productFor(app, body.productCode, body.period);
    const { contributorId, productCode: _code, ...fields } = body;
    const id = await record(app, { ...fields, contributorId, productId: product.id, enteredBy: auditActor(staff) }, product, contributor.name);
    request.auditTarget = describeTarget(id, `${contributor.name} ${product.code} ${body.period}`);
    return ok({ id }, '已录入');
  });

  app.get('/api/admin/priceSubmissions/list', staffRoute(PERMISSIONS.indexAssess, undefined, EITHER), async (request) => {
    const q = parse(priceSubmissionListQuery, request.query);
    const product = q.productCode ? (await findProductsByCodes(app.db, [q.productCode]))[0] : undefined;
    if (q.productCode && !product) throw notFound(PRICE_MESSAGES.productNotFound);
    const { rows, total } = await pageSubmissions(app.db, { ...q, productId: product?.id });
    return ok(pageOf(await withOutcomes(app, rows), total, q));
  });

  // ---- 个人中心 价格填报 -----------------------------------------------------------------
  app.post('/api/priceReport/submit', { config: { ...member.config, idempotent: true } }, async (request) => {
    const me = await memberActor(request);
    const body = parse(priceReportSubmitBody, request.body);
    const contributor = await contributorOfMember(app.db, me.loginId);
    if (!contributor) throw refusedWith(ERRORS.notContributor);
    const product = await productFor(app, body.productCode, body.period);
    const { productCode: _code, ...fields } = body;
    const id = await record(
      app,
      { ...fields, contributorId: contributor.id, productId: product.id, source: 'portal', enteredBy: me.loginId, memberId: me.id },
      product,
      contributor.name,
    );
    return ok({ id }, '提交成功');
  });

  app.get('/api/priceReport/mine', member, async (request) => {
    const me = await memberActor(request);
    const q = parseQuery(myPriceReportsQuery, request);
    const product = q.productCode ? (await findProductsByCodes(app.db, [q.productCode]))[0] : undefined;
    const [{ rows, total }, contributor] = await Promise.all([
      pageMemberSubmissions(app.db, me.id, { ...q, productId: product?.id ?? (q.productCode ? -1 : undefined) }),
      contributorOfMember(app.db, me.loginId),
    ]);
    return ok({ ...pageOf(await withOutcomes(app, rows), total, q), contributor: contributor ? { id: contributor.id, name: contributor.name } : null });
  });
}
