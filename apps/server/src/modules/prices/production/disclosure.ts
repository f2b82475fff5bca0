/**
 * What the public reads add to a released value: what it rests on (本期依据：N 笔成交，M 家机构
 * / 含评估判断), the methodology version in force on its period, a released suspension (暂停发布
 * with its reason), and in the open API's series each point's status (N new, C corrected, with
 * its original value). Applied to values the embargo already let through, so it follows it.
 */
import type { IndexDisclosure, IndexSeries, IndexSuspension, LatestValues } from '@coal/contracts';
import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { indexMethodologies, indexValueRevisions } from '../../../db/schema/index.ts';
import { findProductsByCodes } from '../catalog.repository.ts';
import { isReleased } from '../embargo.ts';
import { lastApprovedOf, suspensionsOf, type AssessmentRow } from './assessments.repository.ts';
import { versionOn, type MethodologyRow } from './methodology.ts';

/** What a published value rests on: only when it is the value that computation's entry released (an import or a typed correction since replaces it). */
export function disclosureOf(entry: AssessmentRow | undefined, publishedValue: number): IndexDisclosure | null {
  if (!entry?.computation || entry.dealCount === null || entry.contributorCount === null) return null;
  if (entry.value !== publishedValue) return null;
  const quotes = entry.computation.basis === 'quotes' ? '（成交不足，采用报价）' : '';
  return {
    dealCount: entry.dealCount,
    contributorCount: entry.contributorCount,
    judgement: entry.judgement,
    methodologyVersion: entry.methodologyVersion,
    text: `本期依据：${entry.dealCount} 笔成交${quotes}，${entry.contributorCount} 家机构${entry.judgement ? '；含评估判断' : ''}`,
  };
}

/** Adds disclosure, methodology version and a released suspension to each latest value. */
export async function discloseLatest(db: Database, values: LatestValues, now: Date): Promise<LatestValues> {
  if (!values.list.length) return values;
  const products = await findProductsByCodes(db, [...new Set(values.list.map((v) => v.code))]);
  const byCode = new Map(products.map((p) => [p.code, p]));
  const ids = products.map((p) => p.id);
  const pairs = values.list.flatMap((v): Array<[number, string]> => (byCode.has(v.code) ? [[byCode.get(v.code)!.id, v.period]] : []));
  const [approved, versions, suspensions] = await Promise.all([
    lastApprovedOf(db, pairs),
    db.select().from(indexMethodologies).where(inArray(indexMethodologies.productId, ids)),
    suspensionsOf(db, ids),
  ]);
  const versionsOf = new Map<number, MethodologyRow[]>();
  for (const v of versions) versionsOf.set(v.productId, [...(versionsOf.get(v.productId) ?? []), v]);
  return {
    ...values,
    list: values.list.map((v) => {
      const product = byCode.get(v.code);
      if (!product) return v;
      const suspension = suspensions
        .filter((s) => s.productId === product.id && s.period > v.period && isReleased(product, s.period, now))
        .map((s): IndexSuspension => ({ period: s.period, reason: s.reason }))
        .at(-1);
      return {
        ...v,
        disclosure: disclosureOf(approved.get(`${product.id}|${v.period}`), v.value),
        methodologyVersion: versionOn(versionsOf.get(product.id) ?? [], v.period)?.version ?? null,
        suspension: suspension ?? null,
      };
    }),
  };
}

/** The open API's series: each point `N`, or `C` with `originalValue` when it was corrected after release. */
export async function markCorrections(db: Database, series: IndexSeries[]): Promise<IndexSeries[]> {
  const periods = series.flatMap((s) => s.points.map((p) => p.period)).sort();
  if (!periods.length) return series;
  const products = await findProductsByCodes(
    db,
    series.map((s) => s.code),
  );
  const codeOf = new Map(products.map((p) => [p.id, p.code]));
  const revisions = await db
    .select()
    .from(indexValueRevisions)
    .where(
      and(
        inArray(indexValueRevisions.productId, [...codeOf.keys()]),
        gte(indexValueRevisions.period, periods[0]!),
        lte(indexValueRevisions.period, periods.at(-1)!),
      ),
    )
    .orderBy(asc(indexValueRevisions.revisedAt), asc(indexValueRevisions.id));
  const original = new Map<string, number>();
  for (const r of revisions) {
    const key = `${codeOf.get(r.productId)}|${r.period}`;
    if (!original.has(key)) original.set(key, r.previousValue);
  }
  return series.map((s) => ({
    ...s,
    points: s.points.map((p) => {
      const first = original.get(`${s.code}|${p.period}`);
      return first === undefined ? { ...p, status: 'N' as const } : { ...p, status: 'C' as const, originalValue: first };
    }),
  }));
}
