/**
 * Methodology versions (immutable: a trigger refuses UPDATE and DELETE). A value of a period
 * is computed by the version in force on that period; a change is announced ahead by at least
 * METHODOLOGY_NOTICE_DAYS, unless urgent with a reason, and saving publishes a notice.
 */
import { ERRORS, PRICE_MESSAGES, WEIGHTING_NAMES, type MethodologyResult, type MethodologyRules, type MethodologySaveBody } from '@coal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { indexMethodologies } from '../../../db/schema/index.ts';
import { badRequest, notFound, refusedWith } from '../../../lib/errors.ts';
import { findProductsByCodes } from '../catalog.repository.ts';
import { addDays, beijingToday } from '../../../lib/dates.ts';
import { insertNotice } from '../notices.repository.ts';
import { appendAudit } from './audit.ts';

export type MethodologyRow = typeof indexMethodologies.$inferSelect;

export async function listVersions(db: Executor, productId: number): Promise<MethodologyRow[]> {
  return db.select().from(indexMethodologies).where(eq(indexMethodologies.productId, productId)).orderBy(asc(indexMethodologies.version));
}

/** The version in force on `date`: the latest effective on or before it (a later version of the same date wins). */
export function versionOn(versions: MethodologyRow[], date: string): MethodologyRow | undefined {
  return versions
    .filter((v) => v.effectiveFrom <= date)
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom) || a.version - b.version)
    .at(-1);
}

export async function versionInForce(db: Executor, productId: number, period: string): Promise<MethodologyRow> {
  const version = versionOn(await listVersions(db, productId), period);
  if (!version) throw refusedWith(ERRORS.noMethodology);
  return version;
}

export function describeRules(r: MethodologyRules): string {
  const parts = [
    WEIGHTING_NAMES[r.weighting],
    `偏离中位数超过${r.outlierPercent}%的数据剔除`,
    `成交少于${r.minDeals}笔时采用买卖报价`,
    `至少${r.minContributors}家机构`,
  ];
  if (r.calorificBase !== undefined) parts.push(`按每大卡${r.perKcal}元折算到${r.calorificBase}大卡`);
  if (r.maxSharePercent !== undefined) parts.push(`单家机构权重不超过${r.maxSharePercent}%`);
  return parts.join('；');
}

/** Saves a new version (never edits one) and publishes its methodology notice. */
export async function saveMethodology(db: Database, body: MethodologySaveBody, by: string, noticeDays: number, now: Date): Promise<number> {
  const [product] = await findProductsByCodes(db, [body.productCode]);
  if (!product) throw notFound(PRICE_MESSAGES.productNotFound);
  const today = beijingToday(now);
  const earliest = addDays(today, noticeDays);
  if (body.urgent && !body.reason) throw refusedWith(ERRORS.reasonRequired, '紧急变更请填写理由');
  return db.transaction(async (tx) => {
    const versions = await listVersions(tx, product.id);
    // The first version may date back (it states how existing values were made); a change may not.
    if (versions.length && body.effectiveFrom < today) throw badRequest('生效日期不能早于今天（已发布的数据按当时的版本）');
    if (versions.length && body.effectiveFrom < earliest && !body.urgent)
      throw refusedWith(ERRORS.noticeTooShort, `方法变更须提前${noticeDays}天公告，生效日期不能早于${earliest}；紧急变更请勾选紧急并填写理由`);
    if (versions.some((v) => v.effectiveFrom === body.effectiveFrom)) throw badRequest(`${body.effectiveFrom}已有生效的版本，请选择其他生效日期`);
    const version = (versions.at(-1)?.version ?? 0) + 1;
    await tx.insert(indexMethodologies).values({
      productId: product.id,
      version,
      effectiveFrom: body.effectiveFrom,
      text: body.text,
      rules: body.rules,
      urgent: body.urgent,
      reason: body.reason ?? '',
      createdBy: by,
    });
    const why = body.urgent ? `紧急变更，理由：${body.reason}。` : '';
    await insertNotice(tx, {
      kind: 'methodology',
      title: `${product.name}编制方法第${version}版，${body.effectiveFrom}起生效`,
      content: `${product.name}（${product.code}）编制方法第${version}版自${body.effectiveFrom}起生效。${why}\n规则：${describeRules(body.rules)}。\n${body.text}`,
      familyId: product.familyId,
      productId: product.id,
      effectiveDate: body.effectiveFrom,
      createdBy: by,
      fromProcess: true,
    });
    await appendAudit(tx, [
      {
        productId: product.id,
        period: body.effectiveFrom,
        actor: by,
        action: 'methodology',
        detail: `第${version}版，${body.effectiveFrom}起生效：${describeRules(body.rules)}${body.urgent ? `（紧急：${body.reason}）` : ''}`,
      },
    ]);
    return version;
  });
}

/** GET /api/priceIndex/methodology: every version, the one in force marked, an announced change. */
export async function methodologyOf(db: Database, code: string, now: Date): Promise<MethodologyResult> {
  const [product] = await findProductsByCodes(db, [code]);
  if (!product) throw notFound(PRICE_MESSAGES.productNotFound);
  const versions = await listVersions(db, product.id);
  const today = beijingToday(now);
  const inForce = versionOn(versions, today);
  const announced = versions.filter((v) => v.effectiveFrom > today).sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))[0];
  return {
    code: product.code,
    name: product.name,
    inForceVersion: inForce?.version ?? null,
    announced: announced ? { version: announced.version, effectiveFrom: announced.effectiveFrom } : null,
    versions: versions
      .map((v) => ({
        version: v.version,
        effectiveFrom: v.effectiveFrom,
        text: v.text,
        rules: v.rules,
        urgent: v.urgent,
        reason: v.reason,
        createdAt: v.createdAt.toISOString(),
        inForce: v.version === inForce?.version,
        announced: v.effectiveFrom > today,
      }))
      .reverse(),
  };
}
