/**
 * Demo index production (synthetic, marked 演示): every demo index gets methodology version 1
 * from its base period; the CCP family's submitted indexes get demo contributors and, for the
 * last 20 trading days, submissions whose computation gives exactly the demo series' value,
 * with an approved assessment and its audit steps — so the workbench computes real inputs and
 * replay answers equal. Older history stays as it was (typed, no inputs). Safe on every start.
 */
import { DEFAULT_TOLERANCE_PERCENT, type MethodologyRules, type SubmissionKind } from '@coal/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../client.ts';
import { indexAssessments, indexMethodologies, indexProducts, indexValues, priceContributors, priceSubmissions, staff } from '../schema/index.ts';
import { appendAudit, type AuditStep } from '../../modules/prices/production/audit.ts';
import { computeValue } from '../../modules/prices/production/compute.ts';
import { insertSubmissions, type SubmissionInsert } from '../../modules/prices/production/inputs.repository.ts';
import { listVersions, versionOn } from '../../modules/prices/production/methodology.ts';
import { addDays, beijingToday } from '../../lib/dates.ts';

const DAYS = 20;
/** The CCP indexes priced from submissions (the composite is computed from them; 5800 is retired). */
const SUBMITTED = ['CCP-TC5500', 'CCP-TC5000', 'CCP-TC4500', 'CCP-JM', 'CCP-J'];
const PER_KCAL = 0.12;
const ANNOUNCED = 'CCP-TC5500';

export const DEMO_CONTRIBUTORS = [
  { name: '晋能贸易（演示）', kind: 'trader', region: '山西太原', memberLoginIds: ['member'] },
  { name: '鄂尔多斯北联煤业（演示）', kind: 'producer', region: '内蒙古鄂尔多斯', memberLoginIds: [] },
  { name: '榆林神木矿业（演示）', kind: 'producer', region: '陕西榆林', memberLoginIds: [] },
  { name: '华东电力燃料（演示）', kind: 'consumer', region: '江苏南京', memberLoginIds: [] },
  { name: '秦皇岛港务煤炭（演示）', kind: 'port', region: '河北秦皇岛', memberLoginIds: [] },
  { name: '津南煤炭经纪（演示）', kind: 'broker', region: '天津', memberLoginIds: [] },
  { name: '汾河焦化（演示）', kind: 'consumer', region: '山西临汾', memberLoginIds: ['bidder'] },
] as const;

const baseRules = (calorific: number | null | undefined): MethodologyRules => ({
  weighting: 'volume',
  outlierPercent: 3,
  minDeals: 3,
  minContributors: 3,
  tolerancePercent: DEFAULT_TOLERANCE_PERCENT,
  ...(calorific ? { calorificBase: calorific, perKcal: PER_KCAL } : {}),
});

async function seedVersions(db: Executor): Promise<void> {
  const products = await db.select().from(indexProducts).where(eq(indexProducts.demo, true));
  const have = new Set((await db.selectDistinct({ id: indexMethodologies.productId }).from(indexMethodologies)).map((r) => r.id));
  const rows = products
    .filter((p) => !have.has(p.id))
    .map((p) => ({
      productId: p.id,
      version: 1,
      effectiveFrom: p.basePeriod,
      text: p.methodology,
      rules: baseRules(p.specification.calorificValue),
      createdBy: '演示数据',
    }));
  if (rows.length) await db.insert(indexMethodologies).values(rows);
  // An announced change, so the methodology tab shows one: a tighter outlier band in 45 days.
  const announced = products.find((p) => p.code === ANNOUNCED && !have.has(p.id));
  if (announced)
    await db.insert(indexMethodologies).values({
      productId: announced.id,
      version: 2,
      effectiveFrom: addDays(beijingToday(), 45),
      text: `${announced.methodology}\n【变更】剔除阈值由偏离中位数3%收紧为2.5%（演示）。`,
      rules: { ...baseRules(announced.specification.calorificValue), outlierPercent: 2.5 },
      reason: '',
      createdBy: '演示数据',
    });
}

async function seedContributors(db: Executor): Promise<Array<{ id: number; name: string }>> {
  const existing = await db.select({ id: priceContributors.id, name: priceContributors.name }).from(priceContributors).where(eq(priceContributors.demo, true));
  if (existing.length) return existing;
  return db
    .insert(priceContributors)
    .values(DEMO_CONTRIBUTORS.map((c) => ({ ...c, memberLoginIds: [...c.memberLoginIds], demo: true })))
    .returning({ id: priceContributors.id, name: priceContributors.name });
}

/**
 * Inputs whose volume-weighted mean (after normalisation and outlier exclusion) is exactly
 * `value`: symmetric pairs of deals, one deal at a lower calorific value normalised back, a
 * far deal the outlier rule drops, and a bid left out because deals suffice.
 */
export function demoInputs(
  value: number,
  k: number,
  calorific: number | null,
): Array<Pick<SubmissionInsert, 'kind' | 'price' | 'volume' | 'calorific'> & { who: number }> {
  const a = 4 + (k % 5);
  const b = 1 + (k % 3);
  const deal = (price: number, volume: number, who: number, cal: number | null = calorific) => ({
    kind: 'deal' as SubmissionKind,
    price,
    volume,
    who,
    calorific: cal ?? undefined,
  });
  return [
    deal(value - a, 5000, k % 7),
    deal(value + a, 5000, (k + 1) % 7),
    deal(value - b, 8000, (k + 2) % 7),
    deal(value + b, 8000, (k + 3) % 7),
    calorific ? deal(value - 100 * PER_KCAL, 3000, (k + 4) % 7, calorific - 100) : deal(value, 3000, (k + 4) % 7),
    deal(Math.round(value * 1.06), 2000, (k + 5) % 7),
    { kind: 'bid', price: value - 15, volume: 4000, who: (k + 6) % 7, calorific: calorific ?? undefined },
  ];
}

async function staffIds(db: Executor) {
  const rows = await db
    .select({ id: staff.id, loginId: staff.loginId, name: staff.name })
    .from(staff)
    .where(inArray(staff.loginId, ['assessor', 'approver']));
  const of = (loginId: string, fallback: string) => rows.find((r) => r.loginId === loginId) ?? { id: `demo-${loginId}`, name: fallback };
  return { maker: of('assessor', '价格评估 周明'), checker: of('approver', '价格审批 陈静') };
}

/** Seeds what is missing; answers how many periods got demo inputs. */
export async function seedDemoIndexProduction(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await seedVersions(tx);
    const products = await tx
      .select()
      .from(indexProducts)
      .where(and(eq(indexProducts.demo, true), inArray(indexProducts.code, SUBMITTED)));
    if (!products.length) return 0;
    const contributors = await seedContributors(tx);
    const { maker, checker } = await staffIds(tx);
    const daily = products.find((p) => p.frequency === 'daily');
    const recent = await tx
      .select({ period: indexValues.period })
      .from(indexValues)
      .where(eq(indexValues.productId, (daily ?? products[0]!).id))
      .orderBy(desc(indexValues.period))
      .limit(DAYS);
    if (!recent.length) return 0;
    const from = recent.at(-1)!.period;
    const done = new Set(
      (
        await tx
          .selectDistinct({ key: sql<string>`${priceSubmissions.productId} || '|' || ${priceSubmissions.period}` })
          .from(priceSubmissions)
          .where(and(eq(priceSubmissions.demo, true), sql`${priceSubmissions.period} >= ${from}`))
      ).map((r) => r.key),
    );
    let seeded = 0;
    for (const product of products) {
      const versions = await listVersions(tx, product.id);
      const values = await tx
        .select({ period: indexValues.period, value: indexValues.value })
        .from(indexValues)
        .where(and(eq(indexValues.productId, product.id), sql`${indexValues.period} >= ${from}`));
      for (const { period, value } of values) {
        if (done.has(`${product.id}|${period}`)) continue;
        const k = Number(period.replaceAll('-', '')) % 97;
        const inputs = demoInputs(value, k, product.specification.calorificValue);
        const ids = await insertSubmissions(
          tx,
          inputs.map(({ who, ...i }) => ({
            ...i,
            contributorId: contributors[who % contributors.length]!.id,
            productId: product.id,
            period,
            deliveryPlace: product.deliveryPlace,
            source: who % 3 === 0 ? 'portal' : 'phone',
            enteredBy: who % 3 === 0 ? '演示会员' : maker.name,
            note: '演示数据',
            demo: true,
          })),
        );
        const version = versionOn(versions, period)!;
        const result = computeValue(
          inputs.map((i, n) => ({
            submissionId: ids[n]!,
            contributorId: contributors[i.who % contributors.length]!.id,
            contributorName: '',
            kind: i.kind,
            price: i.price,
            volume: i.volume,
            calorific: i.calorific ?? null,
          })),
          version.rules,
        );
        const decidedAt = new Date(`${period}T${product.releaseTime}:00+08:00`);
        const [row] = await tx
          .insert(indexAssessments)
          .values({
            kind: 'assessment',
            productId: product.id,
            period,
            value,
            computedValue: result.value,
            methodologyVersion: version.version,
            dealCount: result.dealCount,
            contributorCount: result.contributorCount,
            sufficient: result.sufficient,
            computation: {
              basis: result.basis,
              notes: result.notes,
              inputs: result.inputs.map(({ submissionId, used, reason, weight, normalisedPrice }) => ({ submissionId, used, reason, weight, normalisedPrice })),
            },
            status: 'approved',
            makerId: maker.id,
            makerName: maker.name,
            checkerId: checker.id,
            checkerName: checker.name,
            decidedAt: new Date(decidedAt.getTime() - 30 * 60_000),
            createdAt: new Date(decidedAt.getTime() - 60 * 60_000),
          })
          .returning({ id: indexAssessments.id });
        const at = { productId: product.id, period, assessmentId: row!.id };
        const received = new Date(decidedAt.getTime() - 3 * 60 * 60_000);
        const steps: AuditStep[] = [
          ...inputs.map((i, n): AuditStep => ({
            ...at,
            assessmentId: null,
            actor: i.who % 3 === 0 ? '演示会员' : maker.name,
            action: 'submission',
            detail: `#${ids[n]} ${contributors[i.who % contributors.length]!.name} ${i.kind === 'deal' ? '成交' : i.kind === 'bid' ? '买方报价' : '卖方报价'} ${i.price} × ${i.volume}吨`,
            at: received,
          })),
          {
            ...at,
            actor: maker.name,
            action: 'computation',
            detail: `按第${version.version}版方法计算：${result.value}（${result.dealCount}笔成交，${result.contributorCount}家机构，共${inputs.length}条数据）`,
            at: new Date(decidedAt.getTime() - 60 * 60_000),
          },
          ...result.inputs
            .filter((i) => !i.used)
            .map((i): AuditStep => ({
              ...at,
              actor: maker.name,
              action: 'exclusion',
              detail: `#${i.submissionId} ${i.price}：${i.reason}`,
              at: new Date(decidedAt.getTime() - 60 * 60_000),
            })),
          { ...at, actor: maker.name, action: 'proposal', detail: `提交${value}待审批`, at: new Date(decidedAt.getTime() - 60 * 60_000) },
          { ...at, actor: checker.name, action: 'approval', detail: `批准${value}（提交人：${maker.name}）`, at: new Date(decidedAt.getTime() - 30 * 60_000) },
          {
            ...at,
            actor: checker.name,
            action: 'release',
            detail: `${value}于发布时间（${product.releaseTime}）公开`,
            at: new Date(decidedAt.getTime() - 30 * 60_000),
          },
        ];
        await appendAudit(tx, steps);
        seeded += 1;
      }
    }
    return seeded;
  });
}
