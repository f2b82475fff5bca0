import { ERRORS, isValidPassword, MESSAGES, PROTOCOL_CODES } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { notLoggedIn, refused, refusedWith } from '../../lib/errors.ts';
import type { AuthContext } from './auth.context.ts';
import { findMemberByLoginId, type MemberRow, updateMemberPassword } from './member.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SessionData } from './session.service.ts';

/** How long the expired-password grant of a login lets that session change the password. */
export const RESET_GRANT_MS = 10 * 60_000;

export interface ResetRequest {
  loginId: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  ip: string;
}

/**
 * The member whose password this session may change: its own login, or the member its
 * expired-password grant names (a login that answered `resetPassword` minutes ago).
 */
export function resettableMemberId(session: SessionData, now = Date.now()): string | undefined {
  if (session.kind === 'member') return session.userId;
  const grant = session.resetGrant;
  return grant && grant.exp > now ? grant.userId : undefined;
}

/**
 * Changes a member's password after checking the old one and the spec's rules (§5). Only
 * for the member's own session or grant, and throttled like a login (shared counters).
 * The caller then ends every session and ticket of the account.
 */
export async function resetMemberPassword(db: Database, auth: AuthContext, session: SessionData, req: ResetRequest): Promise<MemberRow> {
  if (!isValidPassword(req.newPassword)) throw refused(MESSAGES.passwordRule, PROTOCOL_CODES.badRequest);
  if (req.newPassword !== req.confirmPassword) throw refused(MESSAGES.passwordMismatch, PROTOCOL_CODES.badRequest);
  const allowed = resettableMemberId(session);
  const member = allowed ? await findMemberByLoginId(db, req.loginId) : undefined;
  if (!member || member.id !== allowed) throw notLoggedIn();
  const slot = await auth.throttle.admit('member', req.loginId, req.ip);
  if (!slot) throw refused(MESSAGES.loginThrottled, PROTOCOL_CODES.throttled);
  if (!(await verifyPassword(member.passwordHash, req.oldPassword))) {
    throw refusedWith(ERRORS.credentialsWrong, MESSAGES.oldPasswordWrong);
  }
  await slot.succeeded();
  if (req.newPassword === req.oldPassword) throw refused(MESSAGES.samePassword, PROTOCOL_CODES.badRequest);
  await updateMemberPassword(db, member.id, await hashPassword(req.newPassword));
  return member;
}
