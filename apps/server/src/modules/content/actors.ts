import type { FastifyRequest } from 'fastify';
import { notLoggedIn } from '../../lib/errors.ts';
import { findMemberById, type MemberRow } from '../auth/member.repository.ts';
import { findStaffById, loadStaffPermissions } from '../staff/staff.repository.ts';

export interface StaffActor {
  id: string;
  name: string;
  permissions: Set<string>;
}

/** The staff member behind a back-office call, with the permissions held now. */
export async function staffActor(request: FastifyRequest): Promise<StaffActor> {
  const id = request.session?.userId;
  const row = id && request.session?.kind === 'staff' ? await findStaffById(request.server.db, id) : undefined;
  if (!row) throw notLoggedIn();
  return { id: row.id, name: row.name, permissions: await loadStaffPermissions(request.server.db, row.id) };
}

/** The logged-in member behind a portal call (routes declare auth `member`). */
export async function memberActor(request: FastifyRequest): Promise<MemberRow> {
  const id = request.session?.kind === 'member' ? request.session.userId : undefined;
  const row = id ? await findMemberById(request.server.db, id) : undefined;
  if (!row || row.disabled) throw notLoggedIn();
  return row;
}

/** The member id of the caller, or null for tourists and staff. */
export const viewerId = (request: FastifyRequest): string | null => (request.session?.kind === 'member' ? (request.session.userId ?? null) : null);

/** Whether a database error is a unique-constraint violation (a concurrent duplicate). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}
