/**
 * The maker's side: compute a period, propose a value (computed, judged, carried forward,
 * typed or imported), a correction or a suspension. Every proposal is a pending entry that
 * only a second person with index:approve can release (decisions.ts).
 */
import { ERRORS, PRICE_MESSAGES, type AssessmentSubmitBody, type Computation, type Plausibility } from '@coal/contracts';
import type { Database } from '../../../db/client.ts';
import { badRequest, notFound, refusedWith } from '../../../lib/errors.ts';
import type { StaffActor } from '../../staff/staff.repository.ts';
import { findProductById, findProductsByCodes, listProducts, type ProductRow } from '../catalog.repository.ts';
import { addDays, beijingToday } from '../../../lib/dates.ts';
import { findValue, type ValueTuple } from '../values.repository.ts';
import { appendAudit, auditActor, type AuditStep } from './audit.ts';
import { computeValue } from './compute.ts';
import { insertAssessment, isSuspended, pendingOf, pendingPeriods, suspensionsOf } from './assessments.repository.ts';
import { inputsOfPeriod } from './inputs.repository.ts';
import { versionInForce, versionOn, listVersions } from './methodology.ts';
import { checkPlausibility, previousValues } from './plausibility.ts';

/** A proposal the plausibility check holds back until the maker confirms with a reason. */
export class NeedsConfirmation extends Error {
  constructor(readonly plausibility: Plausibility) {
    super(`${plausibility.warnings.join('；')}。请确认并填写理由后再提交`);
  }
}

export async function productByCode(db: Database, code: string): Promise<ProductRow> {
  const [product] = await findProductsByCodes(db, [code]);
  if (!product) throw notFound(PRICE_MESSAGES.productNotFound);
  return product;
}

/** A product new values may be proposed for: a discontinued index takes none. */
function activeProduct(product: ProductRow): ProductRow {
  if (!product.active) throw refusedWith(ERRORS.productInactive);
  return product;
}

/** How far back a suspension may be proposed: it announces a gap in the periods being published. */
const SUSPENSION_WINDOW_DAYS = 60;

function checkPeriod(product: ProductRow, period: string, now: Date): void {
  if (product.frequency === 'monthly' && !period.endsWith('-01')) throw badRequest('月度指数的日期应为当月1日');
  if (period > beijingToday(now)) throw badRequest('日期不能晚于今天');
}

/** The computation of a period under the version in force on it. */
export async function computePeriod(db: Database, product: ProductRow, period: string, now: Date): Promise<Computation> {
  const version = await versionInForce(db, product.id, period);
  const result = computeValue(await inputsOfPeriod(db, product.id, period), version.rules);
  const { released } = await previousValues(db, product, period, now);
  return {
    productCode: product.code,
    period,
    value: result.value,
    methodologyVersion: version.version,
    dealCount: result.dealCount,
    contributorCount: result.contributorCount,
    sufficient: result.sufficient,
    basis: result.basis,
    notes: result.notes,
    inputs: result.inputs.map((i) => ({
      submissionId: i.submissionId,
      contributorName: i.contributorName,
      kind: i.kind,
      price: i.price,
      volume: i.volume,
      calorific: i.calorific,
      used: i.used,
      reason: i.reason,
      weight: i.weight,
      normalisedPrice: i.normalisedPrice,
    })),
    last: released ? { period: released.period, value: released.value } : null,
  };
}

async function plausible(
  db: Database,
  product: ProductRow,
  period: string,
  value: number,
  correction: boolean,
  body: { confirmed: boolean; reason?: string },
  now: Date,
) {
  const version = versionOn(await listVersions(db, product.id), period);
  const result = await checkPlausibility(db, product, period, value, { tolerancePercent: version?.rules.tolerancePercent, correction, now });
  if (result.warnings.length && !(body.confirmed && body.reason)) throw new NeedsConfirmation(result);
  return { result, version };
}

async function noPending(db: Database, product: ProductRow, period: string): Promise<void> {
  // A suspended period was announced as not published: a value for it would contradict the notice.
  if (await isSuspended(db, product.id, period)) throw badRequest(`${product.name} ${period} 已暂停发布，不能提交数据`);
  if (await pendingOf(db, product.id, period)) throw refusedWith(ERRORS.pendingExists, `${product.name} ${period} 已有待审批的条目，请等待审批或驳回后再提交`);
}

const fmt = (v: number | null) => (v === null ? '无' : String(v));

/** POST /api/admin/assessments/submit: the assessor's proposal from the computation (maker). */
export async function submitAssessment(db: Database, staff: StaffActor, body: AssessmentSubmitBody, now: Date) {
  const product = activeProduct(await productByCode(db, body.productCode));
  checkPeriod(product, body.period, now);
  const computed = await computePeriod(db, product, body.period, now);
  let value = body.value ?? computed.value;
  if (body.carryForward) {
    if (!computed.last) throw badRequest('没有上一期数据可沿用');
    value = computed.last.value;
  }
  if (value === null) throw refusedWith(ERRORS.reasonRequired, '本期无可用数据：请填写评估值并说明理由，或沿用上期并说明理由');
  const judgement = body.carryForward || value !== computed.value || !computed.sufficient;
  if (judgement && !body.reason) {
    const why = body.carryForward ? '沿用上期' : !computed.sufficient ? '数据不足' : `评估值与计算值${fmt(computed.value)}不同`;
    throw refusedWith(ERRORS.reasonRequired, `${why}，请填写理由`);
  }
  await noPending(db, product, body.period);
  const before = await findValue(db, product.id, body.period);
  const { result: plausibility } = await plausible(db, product, body.period, value, Boolean(before), body, now);
  return db.transaction(async (tx) => {
    const id = await insertAssessment(tx, {
      kind: before ? 'correction' : 'assessment',
      productId: product.id,
      period: body.period,
      value,
      computedValue: computed.value,
      previousValue: before?.value ?? null,
      reason: body.reason ?? '',
      judgement,
      methodologyVersion: computed.methodologyVersion,
      dealCount: computed.dealCount,
      contributorCount: computed.contributorCount,
      sufficient: computed.sufficient,
      computation: {
        basis: computed.basis,
        notes: computed.notes,
        inputs: computed.inputs.map(({ submissionId, used, reason, weight, normalisedPrice }) => ({ submissionId, used, reason, weight, normalisedPrice })),
      },
      plausibility,
      makerId: staff.id,
      makerName: staff.name,
    });
    const at = { productId: product.id, period: body.period, assessmentId: id, actor: auditActor(staff) };
    const steps: AuditStep[] = [
      {
        ...at,
        action: 'computation',
        detail: `按第${computed.methodologyVersion}版方法计算：${fmt(computed.value)}（${computed.dealCount}笔成交，${computed.contributorCount}家机构，共${computed.inputs.length}条数据${computed.sufficient ? '' : '，数据不足'}）${computed.notes.length ? `；${computed.notes.join('；')}` : ''}`,
      },
      ...computed.inputs
        .filter((i) => !i.used)
        .map((i): AuditStep => ({ ...at, action: 'exclusion', detail: `#${i.submissionId} ${i.contributorName} ${i.price}：${i.reason}` })),
    ];
    if (judgement)
      steps.push({
        ...at,
        action: 'judgement',
        detail: `${body.carryForward ? '沿用上期' : '评估判断'}：${value}（计算值${fmt(computed.value)}）。理由：${body.reason}`,
      });
    steps.push({
      ...at,
      action: 'proposal',
      detail: `${before ? `更正（原值${before.value}）` : '提交'}${value}待审批${plausibility.warnings.length ? `；提示：${plausibility.warnings.join('；')}（已确认：${body.reason}）` : ''}`,
    });
    await appendAudit(tx, steps);
    return { id, status: 'pending' as const };
  });
}

/** The back-office value save (IndexProductManagement): a typed value or correction, pending approval. */
export async function proposeTypedValue(
  db: Database,
  staff: StaffActor,
  input: { productId: number; period: string; value: number; reason?: string; confirmed: boolean },
  now: Date,
) {
  const found = await findProductById(db, input.productId);
  if (!found) throw notFound(PRICE_MESSAGES.productNotFound);
  const product = activeProduct(found);
  checkPeriod(product, input.period, now);
  await noPending(db, product, input.period);
  const before = await findValue(db, product.id, input.period);
  const { result: plausibility, version } = await plausible(db, product, input.period, input.value, Boolean(before), input, now);
  return db.transaction(async (tx) => {
    const id = await insertAssessment(tx, {
      kind: before ? 'correction' : 'manual',
      productId: product.id,
      period: input.period,
      value: input.value,
      previousValue: before?.value ?? null,
      reason: input.reason ?? '',
      methodologyVersion: version?.version ?? null,
      plausibility,
      makerId: staff.id,
      makerName: staff.name,
    });
    await appendAudit(tx, [
      {
        productId: product.id,
        period: input.period,
        assessmentId: id,
        actor: auditActor(staff),
        action: 'proposal',
        detail: `${before ? `录入更正（原值${before.value}）` : '录入'}${input.value}待审批${input.reason ? `。理由：${input.reason}` : ''}${plausibility.warnings.length ? `；提示：${plausibility.warnings.join('；')}` : ''}`,
      },
    ]);
    return { id, product };
  });
}

/** An import: one pending batch, approved as a whole. */
export async function proposeImport(db: Database, staff: StaffActor, rows: ValueTuple[], fileName: string) {
  // Like every proposal, an import waits behind nothing: no period of it may already wait for approval.
  const [waiting, products, suspended] = await Promise.all([pendingPeriods(db), listProducts(db), suspensionsOf(db, [...new Set(rows.map((r) => r[0]))])]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const suspendedKeys = new Set(suspended.map((s) => `${s.productId}|${s.period}`));
  for (const [productId, period] of rows) {
    const product = byId.get(productId);
    if (product && !product.active) throw refusedWith(ERRORS.productInactive, `${product.code}：${ERRORS.productInactive.message}`);
    if (suspendedKeys.has(`${productId}|${period}`)) throw badRequest(`${product?.code ?? productId} ${period} 已暂停发布，不能导入数据`);
    if (waiting.has(`${productId}|${period}`))
      throw refusedWith(ERRORS.pendingExists, `${product?.code ?? productId} ${period} 已有待审批的条目，请等待审批或驳回后再导入`);
  }
  const items: Array<[number, string, number, number | null]> = [];
  for (const [productId, period, value] of rows) items.push([productId, period, value, (await findValue(db, productId, period))?.value ?? null]);
  const first = items[0];
  return db.transaction(async (tx) => {
    const id = await insertAssessment(tx, {
      kind: 'import',
      productId: new Set(items.map((i) => i[0])).size === 1 ? (first?.[0] ?? null) : null,
      period: first?.[1] ?? null,
      reason: `导入文件：${fileName}（${items.length}行）`,
      items,
      makerId: staff.id,
      makerName: staff.name,
    });
    const steps: AuditStep[] = items.map(([productId, period, value, previous]) => ({
      productId,
      period,
      assessmentId: id,
      actor: auditActor(staff),
      action: 'proposal',
      detail: `导入${previous === null ? '' : `（原值${previous}）`}${value}，批次#${id}（${fileName}）待审批`,
    }));
    for (let i = 0; i < steps.length; i += 1000) await appendAudit(tx, steps.slice(i, i + 1000));
    return id;
  });
}

/** The withdrawal of a released value (indexValues/delete): pending until a second person approves it. */
export async function proposeWithdrawal(db: Database, staff: StaffActor, product: ProductRow, period: string, value: number, reason: string): Promise<number> {
  await noPending(db, product, period);
  return db.transaction(async (tx) => {
    const id = await insertAssessment(tx, {
      kind: 'withdrawal',
      productId: product.id,
      period,
      previousValue: value,
      reason,
      makerId: staff.id,
      makerName: staff.name,
    });
    await appendAudit(tx, [
      { productId: product.id, period, assessmentId: id, actor: auditActor(staff), action: 'proposal', detail: `撤回已发布值${value}待审批。理由：${reason}` },
    ]);
    return id;
  });
}

/** POST /api/admin/assessments/suspend: a pending suspension of a period. */
export async function proposeSuspension(db: Database, staff: StaffActor, body: { productCode: string; period: string; reason: string }, now: Date) {
  const product = activeProduct(await productByCode(db, body.productCode));
  if (product.frequency === 'monthly' && !body.period.endsWith('-01')) throw badRequest('月度指数的日期应为当月1日');
  if (body.period < addDays(beijingToday(now), -SUSPENSION_WINDOW_DAYS)) throw badRequest(`暂停发布的日期不能早于${SUSPENSION_WINDOW_DAYS}天前`);
  if (await findValue(db, product.id, body.period)) throw badRequest('该期已有数据，不能暂停发布（如需修改请提交更正）');
  await noPending(db, product, body.period);
  return db.transaction(async (tx) => {
    const id = await insertAssessment(tx, {
      kind: 'suspension',
      productId: product.id,
      period: body.period,
      reason: body.reason,
      makerId: staff.id,
      makerName: staff.name,
    });
    await appendAudit(tx, [
      {
        productId: product.id,
        period: body.period,
        assessmentId: id,
        actor: auditActor(staff),
        action: 'proposal',
        detail: `暂停发布待审批。原因：${body.reason}`,
      },
    ]);
    return { id, status: 'pending' as const };
  });
}
