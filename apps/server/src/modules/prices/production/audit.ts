/**
 * The index audit trail: every step of producing a value (submissions, computation,
 * exclusions, judgement, approval, release, correction), in order. The table is append-only
 * at the database level (migration `index_append_only`): nothing here or elsewhere edits it.
 */
import { AUDIT_ACTION_NAMES, type AuditAction, type AuditEntry } from '@coal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { indexAuditLog } from '../../../db/schema/index.ts';

export interface AuditStep {
  productId: number | null;
  period: string | null;
  assessmentId?: number | null;
  actor: string;
  action: AuditAction;
  detail: string;
  at?: Date;
}

/**
 * Who a step was taken by: the display name and the login id, so two accounts that share a
 * name are told apart in the record.
 */
export const auditActor = (staff: { name: string; loginId: string }): string => `${staff.name}（${staff.loginId}）`;

export async function appendAudit(db: Executor, steps: AuditStep[]): Promise<void> {
  if (!steps.length) return;
  // One timestamp per call keeps the order of a call's steps; the id orders within it.
  const at = new Date();
  await db.insert(indexAuditLog).values(steps.map((s) => ({ ...s, assessmentId: s.assessmentId ?? null, at: s.at ?? at })));
}

export async function auditOfPeriod(db: Database, productId: number, period: string): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(indexAuditLog)
    .where(and(eq(indexAuditLog.productId, productId), eq(indexAuditLog.period, period)))
    .orderBy(asc(indexAuditLog.at), asc(indexAuditLog.id));
  return rows.map((r) => ({ id: r.id, at: r.at.toISOString(), actor: r.actor, action: r.action, actionName: AUDIT_ACTION_NAMES[r.action], detail: r.detail }));
}
