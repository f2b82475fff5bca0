/**
 * The checker's side (four eyes): approve or reject a pending entry. The checker is never the
 * maker (refused, changing nothing). On approval the value becomes the period's index value —
 * public from the product's release moment, like every value (prices/embargo.ts) — a released
 * value's correction publishes a correction notice, a suspension a 暂停发布 notice.
 */
import { ERRORS, UNIT_NAMES, type ReplayResult } from '@coal/contracts';
import type { Database, Executor } from '../../../db/client.ts';
import { notFound, refusedWith } from '../../../lib/errors.ts';
import { enqueueRelease, type ReleaseWrite } from '../release-jobs.ts';
import { findProductById, listProducts, type ProductRow } from '../catalog.repository.ts';
import { beijingToday } from '../../../lib/dates.ts';
import { isReleased } from '../embargo.ts';
import { refreshLatest } from '../latest.service.ts';
import { insertNotice } from '../notices.repository.ts';
import { recordRevisions } from '../revisions.ts';
import { deleteValue, findValue, upsertValues } from '../values.repository.ts';
import type { StaffActor } from '../../staff/staff.repository.ts';
import { appendAudit, auditActor, type AuditStep } from './audit.ts';
import { decideAssessment, findAssessment, insertSuspension, lastApprovedComputation, type AssessmentRow } from './assessments.repository.ts';
import { computeValue } from './compute.ts';
import { inputsByIds } from './inputs.repository.ts';
import { versionInForce } from './methodology.ts';
import { productByCode } from './proposals.ts';

/** Loads a pending entry the caller may decide: never their own. */
async function decidable(db: Database, staff: StaffActor, id: number): Promise<AssessmentRow> {
  const entry = await findAssessment(db, id);
  if (!entry) throw notFound('审批条目不存在');
  if (entry.status !== 'pending') throw refusedWith(ERRORS.notPending);
  if (entry.makerId === staff.id) throw refusedWith(ERRORS.ownAssessment);
  return entry;
}

const unitOf = (p: ProductRow) => UNIT_NAMES[p.unit];

/** A notice the process publishes about one period of an index (never edited by hand). */
function publishProcessNotice(
  tx: Executor,
  product: ProductRow,
  notice: { kind: 'correction' | 'delay'; period: string; heading: string; content: string; effectiveDate: string; createdBy: string },
): Promise<number> {
  return insertNotice(tx, {
    kind: notice.kind,
    title: `${product.name} ${notice.period} ${notice.heading}`,
    content: `${product.name}（${product.code}）${notice.period} ${notice.content}`,
    familyId: product.familyId,
    productId: product.id,
    effectiveDate: notice.effectiveDate,
    createdBy: notice.createdBy,
    fromProcess: true,
  });
}

/** Writes approved values (one, or an import batch) the way every value write goes: revisions, latest row, alerts. */
async function writeValues(tx: Executor, rows: Array<[number, string, number]>, by: string, now: Date, reason: string): Promise<AuditStep[]> {
  const products = new Map((await listProducts(tx)).map((p) => [p.id, p]));
  const writes: ReleaseWrite[] = [];
  const steps: AuditStep[] = [];
  for (const [productId, period, value] of rows) {
    const product = products.get(productId);
    const before = await findValue(tx, productId, period);
    if (!product || before?.value === value) continue;
    writes.push({ product, period, previousValue: before?.value ?? null });
    const released = isReleased(product, period, now);
    if (before && released) {
      const unit = unitOf(product);
      await publishProcessNotice(tx, product, {
        kind: 'correction',
        period,
        heading: '数据更正',
        content: `的发布值由 ${before.value} ${unit} 更正为 ${value} ${unit}。${reason ? `理由：${reason}` : ''}`,
        effectiveDate: beijingToday(now),
        createdBy: by,
      });
      steps.push({ productId, period, actor: by, action: 'correction', detail: `已发布值更正：原值${before.value}，新值${value}；已发布更正公告` });
    } else
      steps.push({
        productId,
        period,
        actor: by,
        action: 'release',
        detail: `${value}写入指数数据，${released ? '已到发布时间，即时公开' : `于发布时间（${product.releaseTime}）公开`}`,
      });
  }
  await recordRevisions(tx, [...products.values()], rows, by, now);
  await upsertValues(tx, rows);
  const touched = [...new Set(rows.map((r) => r[0]))].map((id) => products.get(id)!).filter(Boolean);
  await refreshLatest(tx, touched);
  // Alerts: per product only its newest written period (like an import).
  const newest = new Map<number, ReleaseWrite>();
  for (const w of writes) if (!newest.has(w.product.id) || newest.get(w.product.id)!.period < w.period) newest.set(w.product.id, w);
  await enqueueRelease(tx, [...newest.values()]);
  return steps;
}

/** POST /api/admin/assessments/approve */
export async function approveAssessment(db: Database, staff: StaffActor, id: number, now: Date) {
  const entry = await decidable(db, staff, id);
  const product = entry.productId ? await findProductById(db, entry.productId) : undefined;
  await db.transaction(async (tx) => {
    // A computation is released under the version it was made by: a version that came into force since asks for a new one.
    if (entry.computation && entry.methodologyVersion !== null && entry.productId && entry.period) {
      const inForce = await versionInForce(tx, entry.productId, entry.period);
      if (inForce.version !== entry.methodologyVersion) throw refusedWith(ERRORS.methodologyChanged);
    }
    if (!(await decideAssessment(tx, id, { status: 'approved', checkerId: staff.id, checkerName: staff.name }))) throw refusedWith(ERRORS.notPending);
    const at = { assessmentId: id, actor: auditActor(staff) };
    const steps: AuditStep[] = [];
    const approval = (productId: number | null, period: string | null, detail: string): AuditStep => ({ ...at, productId, period, action: 'approval', detail });
    if (entry.kind === 'suspension') {
      await insertSuspension(tx, { productId: entry.productId!, period: entry.period!, reason: entry.reason, assessmentId: id });
      await publishProcessNotice(tx, product!, {
        kind: 'delay',
        period: entry.period!,
        heading: '暂停发布',
        content: `暂停发布。原因：${entry.reason}`,
        effectiveDate: entry.period!,
        createdBy: staff.name,
      });
      steps.push(approval(entry.productId, entry.period, `批准暂停发布（提交人：${entry.makerName}）`));
      steps.push({ ...at, productId: entry.productId, period: entry.period, action: 'suspension', detail: `暂停发布，已发布公告。原因：${entry.reason}` });
    } else if (entry.kind === 'withdrawal') {
      const before = await findValue(tx, entry.productId!, entry.period!);
      if (before) {
        await deleteValue(tx, entry.productId!, entry.period!);
        await refreshLatest(tx, [product!]);
        const unit = unitOf(product!);
        await publishProcessNotice(tx, product!, {
          kind: 'correction',
          period: entry.period!,
          heading: '数据撤回',
          content: `的发布值 ${before.value} ${unit} 已撤回。理由：${entry.reason}`,
          effectiveDate: beijingToday(now),
          createdBy: auditActor(staff),
        });
      }
      steps.push(approval(entry.productId, entry.period, `批准撤回（提交人：${entry.makerName}）`));
      steps.push({
        ...at,
        productId: entry.productId,
        period: entry.period,
        action: 'deletion',
        detail: `已发布值${before?.value ?? entry.previousValue}撤回，已发布公告。理由：${entry.reason}`,
      });
    } else if (entry.kind === 'import') {
      for (const [productId, period] of entry.items) steps.push(approval(productId, period, `批准导入批次#${id}（提交人：${entry.makerName}）`));
      const written = await writeValues(
        tx,
        entry.items.map(([p, d, v]) => [p, d, v]),
        auditActor(staff),
        now,
        entry.reason,
      );
      steps.push(...written.map((s) => ({ ...s, assessmentId: id })));
    } else {
      const move = entry.plausibility?.warnings.length ? `；提示：${entry.plausibility.warnings.join('；')}` : '';
      steps.push(approval(entry.productId, entry.period, `批准${entry.value}（提交人：${entry.makerName}）${move}`));
      const written = await writeValues(tx, [[entry.productId!, entry.period!, entry.value!]], auditActor(staff), now, entry.reason);
      steps.push(...written.map((s) => ({ ...s, assessmentId: id })));
    }
    for (let i = 0; i < steps.length; i += 1000) await appendAudit(tx, steps.slice(i, i + 1000));
  });
  return { id, status: 'approved' as const };
}

/** POST /api/admin/assessments/reject */
export async function rejectAssessment(db: Database, staff: StaffActor, id: number, reason: string) {
  const entry = await decidable(db, staff, id);
  await db.transaction(async (tx) => {
    if (!(await decideAssessment(tx, id, { status: 'rejected', checkerId: staff.id, checkerName: staff.name, rejectReason: reason })))
      throw refusedWith(ERRORS.notPending);
    const periods: Array<[number | null, string | null]> = entry.kind === 'import' ? entry.items.map(([p, d]) => [p, d]) : [[entry.productId, entry.period]];
    await appendAudit(
      tx,
      periods.map(([productId, period]) => ({
        productId,
        period,
        assessmentId: id,
        actor: auditActor(staff),
        action: 'rejection',
        detail: `驳回（提交人：${entry.makerName}）。理由：${reason}`,
      })),
    );
  });
  return { id, status: 'rejected' as const };
}

/** GET /api/admin/assessments/replay: recompute the published computation from its stored inputs. */
export async function replayPeriod(db: Database, productCode: string, period: string): Promise<ReplayResult> {
  const product = await productByCode(db, productCode);
  const [entry, current] = await Promise.all([lastApprovedComputation(db, product.id, period), findValue(db, product.id, period)]);
  if (!entry?.computation) throw notFound(`${product.name} ${period} 没有经审批的计算记录`);
  const version = await versionInForce(db, product.id, period);
  const inputs = await inputsByIds(
    db,
    entry.computation.inputs.map((i) => i.submissionId),
  );
  const recomputed = computeValue(inputs, version.rules).value;
  return {
    productCode: product.code,
    period,
    methodologyVersion: version.version,
    storedValue: entry.computedValue,
    recomputedValue: recomputed,
    equal: entry.computedValue === recomputed && entry.methodologyVersion === version.version,
    publishedValue: current?.value ?? null,
    judgementReason: entry.judgement ? entry.reason : '',
  };
}
