import type { ComplaintReason, ComplaintStatus, ComplaintTarget, PaginationQuery } from '@coal/contracts';
import { and, count, desc, eq, gte, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { complaints } from '../../db/schema/index.ts';
import { contains, offsetOf } from '../../lib/paging.ts';

export type ComplaintRow = typeof complaints.$inferSelect;

export interface ComplaintFilter {
  memberId?: string;
  status?: ComplaintStatus;
  targetType?: ComplaintTarget;
  reasonType?: ComplaintReason;
  keyword?: string;
  from?: Date;
  to?: Date;
}

export async function listComplaints(db: Database, f: ComplaintFilter, page: PaginationQuery) {
  const where: SQL[] = [];
  if (f.memberId) where.push(eq(complaints.memberId, f.memberId));
  if (f.status) where.push(eq(complaints.status, f.status));
  if (f.targetType) where.push(eq(complaints.targetType, f.targetType));
  if (f.reasonType) where.push(eq(complaints.reasonType, f.reasonType));
  if (f.keyword)
    where.push(or(contains(complaints.targetTitle, f.keyword), contains(complaints.content, f.keyword), contains(complaints.memberName, f.keyword))!);
  if (f.from) where.push(gte(complaints.createdAt, f.from));
  if (f.to) where.push(lte(complaints.createdAt, f.to));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(complaints).where(condition).orderBy(desc(complaints.createdAt), desc(complaints.id)).limit(page.pageSize).offset(offsetOf(page)),
    db.select({ n: count() }).from(complaints).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findComplaint(db: Database, id: number): Promise<ComplaintRow | undefined> {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id)).limit(1);
  return row;
}

/** An unfinished complaint of this member against this target, if any. */
export async function findOpenComplaint(db: Database, memberId: string, type: ComplaintTarget, id: number, period?: string): Promise<ComplaintRow | undefined> {
  const [row] = await db
    .select()
    .from(complaints)
    .where(
      and(
        eq(complaints.memberId, memberId),
        eq(complaints.targetType, type),
        eq(complaints.targetId, id),
        period ? eq(complaints.targetPeriod, period) : undefined,
        or(eq(complaints.status, 'pending'), eq(complaints.status, 'processing')),
      ),
    )
    .limit(1);
  return row;
}

export async function insertComplaint(db: Database, values: typeof complaints.$inferInsert): Promise<ComplaintRow> {
  const [row] = await db.insert(complaints).values(values).returning();
  return row!;
}

export async function updateComplaint(db: Database, id: number, values: Partial<typeof complaints.$inferInsert>): Promise<ComplaintRow | undefined> {
  const [row] = await db
    .update(complaints)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(complaints.id, id))
    .returning();
  return row;
}
