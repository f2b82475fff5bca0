import type { FastifyRequest } from 'fastify';
import { findMemberById, type MemberRow } from '../modules/auth/member.repository.ts';
import type { StaffActor } from '../modules/staff/staff.repository.ts';
import { notLoggedIn } from './errors.ts';

/**
 * The staff member behind a back-office call, with the permissions held now: resolved once
 * per request by the session plugin (routes with auth `staff`).
 */
export function staffActor(request: FastifyRequest): StaffActor {
  if (!request.staff) throw notLoggedIn();
  return request.staff;
}

/** The name of the staff member making a back-office write (stored as createdBy/updatedBy). */
export const actorName = (request: FastifyRequest): string => request.staff?.name ?? request.session?.loginId ?? '';

/** The audit target of a write: `#id 标题`. */
export const describeTarget = (id: number, title: string) => `#${id} ${title}`.slice(0, 200);

/** The logged-in member behind a portal call (routes declare auth `member`). */
export async function memberActor(request: FastifyRequest): Promise<MemberRow> {
  const id = request.session?.kind === 'member' ? request.session.userId : undefined;
  const row = id ? await findMemberById(request.server.db, id) : undefined;
  if (!row || row.disabled) throw notLoggedIn();
  return row;
}

/**
 * The member id of a member route's caller, unchecked: for a read that checks the member
 * (exists, not disabled) in its own statement, as `memberActor` would, saving a round trip.
 */
export function memberSessionId(request: FastifyRequest): string {
  const id = request.session?.kind === 'member' ? request.session.userId : undefined;
  if (!id) throw notLoggedIn();
  return id;
}

/** The member id of the caller, or null for tourists and staff. */
export const viewerId = (request: FastifyRequest): string | null => (request.session?.kind === 'member' ? (request.session.userId ?? null) : null);
