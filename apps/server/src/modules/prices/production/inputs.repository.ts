/** Contributors (报价机构) and their submissions: the inputs of an assessment. */
import type { ContributorListQuery, ContributorSaveBody, PriceSubmissionListQuery, SubmissionKind, SubmissionSource } from '@coal/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { indexProducts, priceContributors, priceSubmissions } from '../../../db/schema/index.ts';
import { contains, offsetOf } from '../../../lib/paging.ts';
import type { CalcInput } from './compute.ts';

export type ContributorRow = typeof priceContributors.$inferSelect;

export async function pageContributors(db: Database, q: ContributorListQuery) {
  const where = and(
    q.keyword ? contains(priceContributors.name, q.keyword) : undefined,
    q.kind ? eq(priceContributors.kind, q.kind) : undefined,
    q.active === undefined ? undefined : eq(priceContributors.active, q.active),
  );
  const submissions = db
    .select({ contributorId: priceSubmissions.contributorId, n: count().as('n') })
    .from(priceSubmissions)
    .groupBy(priceSubmissions.contributorId)
    .as('s');
  const [rows, [total]] = await Promise.all([
    db
      .select({ contributor: priceContributors, submissionCount: sql<number>`coalesce(${submissions.n}, 0)`.mapWith(Number) })
      .from(priceContributors)
      .leftJoin(submissions, eq(submissions.contributorId, priceContributors.id))
      .where(where)
      .orderBy(desc(priceContributors.active), asc(priceContributors.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(priceContributors).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findContributor(db: Executor, id: number): Promise<ContributorRow | undefined> {
  const [row] = await db.select().from(priceContributors).where(eq(priceContributors.id, id)).limit(1);
  return row;
}

export async function findContributorByName(db: Executor, name: string): Promise<ContributorRow | undefined> {
  const [row] = await db.select().from(priceContributors).where(eq(priceContributors.name, name)).limit(1);
  return row;
}

/** Active contributors a member's login id is linked to. */
const activeLinkedTo = (loginId: string) =>
  and(eq(priceContributors.active, true), sql`${priceContributors.memberLoginIds} @> ${JSON.stringify([loginId])}::jsonb`);

/** The active contributor a member's login id is linked to. */
export async function contributorOfMember(db: Database, loginId: string): Promise<ContributorRow | undefined> {
  const [row] = await db.select().from(priceContributors).where(activeLinkedTo(loginId)).orderBy(asc(priceContributors.id)).limit(1);
  return row;
}

/** The first login id of `loginIds` already linked to another active contributor, and that contributor's name. */
export async function linkedElsewhere(db: Executor, loginIds: string[], self?: number): Promise<{ loginId: string; name: string } | undefined> {
  for (const loginId of loginIds) {
    const rows = await db.select({ id: priceContributors.id, name: priceContributors.name }).from(priceContributors).where(activeLinkedTo(loginId));
    const other = rows.find((r) => r.id !== self);
    if (other) return { loginId, name: other.name };
  }
  return undefined;
}

export async function saveContributorRow(db: Executor, body: ContributorSaveBody, demo = false): Promise<number> {
  const values = { name: body.name, kind: body.kind, region: body.region ?? '', memberLoginIds: body.memberLoginIds, active: body.active };
  if (body.id) {
    await db
      .update(priceContributors)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(priceContributors.id, body.id));
    return body.id;
  }
  const [row] = await db
    .insert(priceContributors)
    .values({ ...values, demo })
    .returning({ id: priceContributors.id });
  return row!.id;
}

export interface SubmissionInsert {
  contributorId: number;
  productId: number;
  period: string;
  kind: SubmissionKind;
  price: number;
  volume: number;
  calorific?: number;
  sulphur?: number;
  deliveryPlace?: string;
  note?: string;
  source: SubmissionSource;
  enteredBy: string;
  memberId?: string | null;
  demo?: boolean;
}

export async function insertSubmissions(db: Executor, rows: SubmissionInsert[]): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await db
    .insert(priceSubmissions)
    .values(rows.map((r) => ({ ...r, calorific: r.calorific ?? null, sulphur: r.sulphur ?? null, deliveryPlace: r.deliveryPlace ?? '', note: r.note ?? '' })))
    .returning({ id: priceSubmissions.id });
  return inserted.map((r) => r.id);
}

const submissionColumns = {
  submission: priceSubmissions,
  contributorName: priceContributors.name,
  productCode: indexProducts.code,
  productName: indexProducts.name,
};

const joined = (db: Database) =>
  db
    .select(submissionColumns)
    .from(priceSubmissions)
    .innerJoin(priceContributors, eq(priceContributors.id, priceSubmissions.contributorId))
    .innerJoin(indexProducts, eq(indexProducts.id, priceSubmissions.productId));

export type SubmissionRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** Staff: submissions filtered by product and period, newest first. */
export async function pageSubmissions(db: Database, q: PriceSubmissionListQuery & { productId?: number }) {
  const where = and(q.productId ? eq(priceSubmissions.productId, q.productId) : undefined, q.period ? eq(priceSubmissions.period, q.period) : undefined);
  const [rows, [total]] = await Promise.all([
    joined(db).where(where).orderBy(desc(priceSubmissions.period), asc(priceSubmissions.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(priceSubmissions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A member's own submissions (any contributor they typed for), newest first. */
export async function pageMemberSubmissions(db: Database, memberId: string, q: { productId?: number; currentPage: number; pageSize: number }) {
  const where = and(eq(priceSubmissions.memberId, memberId), q.productId ? eq(priceSubmissions.productId, q.productId) : undefined);
  const [rows, [total]] = await Promise.all([
    joined(db).where(where).orderBy(desc(priceSubmissions.createdAt), desc(priceSubmissions.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(priceSubmissions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const toInput = (r: SubmissionRow): CalcInput => ({
  submissionId: r.submission.id,
  contributorId: r.submission.contributorId,
  contributorName: r.contributorName,
  kind: r.submission.kind,
  price: r.submission.price,
  volume: r.submission.volume,
  calorific: r.submission.calorific,
});

/** Every submission of a period, in the order they arrived: the computation's inputs. */
export async function inputsOfPeriod(db: Database, productId: number, period: string): Promise<CalcInput[]> {
  const rows = await joined(db)
    .where(and(eq(priceSubmissions.productId, productId), eq(priceSubmissions.period, period)))
    .orderBy(asc(priceSubmissions.id));
  return rows.map(toInput);
}

/** The submissions a stored computation used (replay), in id order. */
export async function inputsByIds(db: Database, ids: number[]): Promise<CalcInput[]> {
  if (!ids.length) return [];
  const rows = await joined(db).where(inArray(priceSubmissions.id, ids)).orderBy(asc(priceSubmissions.id));
  return rows.map(toInput);
}
