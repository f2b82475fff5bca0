/** Approval entries (maker → checker) of index values, import batches, corrections and suspensions. */
import { ERRORS, type AssessmentListQuery, type AssessmentStatus } from '@coal/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { indexAssessments, indexProducts, indexSuspensions } from '../../../db/schema/index.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { refusedWith } from '../../../lib/errors.ts';
import { offsetOf } from '../../../lib/paging.ts';

export type AssessmentRow = typeof indexAssessments.$inferSelect;
export type AssessmentInsert = typeof indexAssessments.$inferInsert;

/** Inserts a pending entry; the database holds one pending entry per period, so the second of two makers submitting together is refused. */
export async function insertAssessment(db: Executor, row: AssessmentInsert): Promise<number> {
  try {
    const [inserted] = await db.insert(indexAssessments).values(row).returning({ id: indexAssessments.id });
    return inserted!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw refusedWith(ERRORS.pendingExists, `${row.period} 已有待审批的条目，请等待审批或驳回后再提交`);
    throw error;
  }
}

export async function findAssessment(db: Executor, id: number): Promise<AssessmentRow | undefined> {
  const [row] = await db.select().from(indexAssessments).where(eq(indexAssessments.id, id)).limit(1);
  return row;
}

/** Entries about a product's period: their own, or a row of an import batch ([productId, period, value, previous]). */
export function coversPeriod(productId: number, period: string): SQL {
  return or(
    and(eq(indexAssessments.productId, productId), eq(indexAssessments.period, period)),
    sql`${indexAssessments.items} @> ${JSON.stringify([[productId, period]])}::jsonb`,
  )!;
}

/** Whether a product's period already waits for approval (one pending entry per period), on its own or in an import batch. */
export async function pendingOf(db: Executor, productId: number, period: string): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(indexAssessments)
    .where(and(eq(indexAssessments.status, 'pending'), coversPeriod(productId, period)))
    .limit(1);
  return row;
}

/** Every `productId|period` waiting for approval, its own or in an import batch. */
export async function pendingPeriods(db: Executor): Promise<Set<string>> {
  const rows = await db
    .select({ productId: indexAssessments.productId, period: indexAssessments.period, items: indexAssessments.items })
    .from(indexAssessments)
    .where(eq(indexAssessments.status, 'pending'));
  const keys = new Set<string>();
  for (const r of rows) {
    if (r.productId && r.period) keys.add(`${r.productId}|${r.period}`);
    for (const [productId, period] of r.items) keys.add(`${productId}|${period}`);
  }
  return keys;
}

/**
 * Decides a pending entry: the status changes only from pending, so two checkers deciding at
 * once cannot both succeed. Answers whether this call decided it.
 */
export async function decideAssessment(
  db: Executor,
  id: number,
  decision: { status: Exclude<AssessmentStatus, 'pending'>; checkerId: string; checkerName: string; rejectReason?: string },
): Promise<boolean> {
  const rows = await db
    .update(indexAssessments)
    .set({ ...decision, rejectReason: decision.rejectReason ?? '', decidedAt: new Date() })
    .where(and(eq(indexAssessments.id, id), eq(indexAssessments.status, 'pending')))
    .returning({ id: indexAssessments.id });
  return rows.length === 1;
}

export async function pageAssessments(db: Database, q: AssessmentListQuery & { productId?: number }) {
  const where = and(q.status ? eq(indexAssessments.status, q.status) : undefined, q.productId ? eq(indexAssessments.productId, q.productId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ assessment: indexAssessments, code: indexProducts.code, name: indexProducts.name, unit: indexProducts.unit })
      .from(indexAssessments)
      .leftJoin(indexProducts, eq(indexProducts.id, indexAssessments.productId))
      .where(where)
      .orderBy(q.status === 'pending' ? asc(indexAssessments.createdAt) : desc(indexAssessments.createdAt), desc(indexAssessments.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(indexAssessments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The last approved entry matching `which` of each (product, period), keyed `productId|period`. */
async function lastApprovedPerPeriod(db: Database, pairs: Array<[number, string]>, which: SQL | undefined): Promise<Map<string, AssessmentRow>> {
  const map = new Map<string, AssessmentRow>();
  if (!pairs.length) return map;
  const rows = await db
    .select()
    .from(indexAssessments)
    .where(
      and(
        eq(indexAssessments.status, 'approved'),
        which,
        or(...pairs.map(([productId, period]) => and(eq(indexAssessments.productId, productId), eq(indexAssessments.period, period)))),
      ),
    )
    .orderBy(asc(indexAssessments.decidedAt), asc(indexAssessments.id));
  for (const r of rows) map.set(`${r.productId}|${r.period}`, r);
  return map;
}

/** The approved entry that set each (product, period) value last: what its disclosure rests on. */
export const lastApprovedOf = (db: Database, pairs: Array<[number, string]>) =>
  lastApprovedPerPeriod(db, pairs, inArray(indexAssessments.kind, ['assessment', 'manual', 'correction']));

/** The approved computation of a period last published (replay): assessments and corrections that carry one. */
export async function lastApprovedComputation(db: Database, productId: number, period: string): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(indexAssessments)
    .where(
      and(
        eq(indexAssessments.productId, productId),
        eq(indexAssessments.period, period),
        eq(indexAssessments.status, 'approved'),
        isNotNull(indexAssessments.computation),
      ),
    )
    .orderBy(desc(indexAssessments.decidedAt), desc(indexAssessments.id))
    .limit(1);
  return row;
}

/** Which submissions of a member's list have a released outcome: the approved computation of their period. */
export const approvedComputations = (db: Database, pairs: Array<[number, string]>) => lastApprovedPerPeriod(db, pairs, isNotNull(indexAssessments.computation));

export async function insertSuspension(db: Executor, row: typeof indexSuspensions.$inferInsert): Promise<void> {
  await db
    .insert(indexSuspensions)
    .values(row)
    .onConflictDoUpdate({
      target: [indexSuspensions.productId, indexSuspensions.period],
      set: { reason: row.reason, assessmentId: row.assessmentId, approvedAt: sql`now()` },
    });
}

export async function isSuspended(db: Executor, productId: number, period: string): Promise<boolean> {
  const [row] = await db
    .select({ period: indexSuspensions.period })
    .from(indexSuspensions)
    .where(and(eq(indexSuspensions.productId, productId), eq(indexSuspensions.period, period)))
    .limit(1);
  return Boolean(row);
}

/** Each product's latest suspended period after `after` (per product), with its reason. */
export async function suspensionsOf(db: Database, productIds: number[]) {
  if (!productIds.length) return [];
  return db
    .select()
    .from(indexSuspensions)
    .where(inArray(indexSuspensions.productId, productIds))
    .orderBy(asc(indexSuspensions.productId), asc(indexSuspensions.period));
}
