import { isValidPassword, MESSAGES } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { refused } from '../../lib/errors.ts';
import type { AuthContext } from './auth.context.ts';
import { CODE_CREDENTIALS, CODE_THROTTLED } from './login.service.ts';
import { findMemberByLoginId, type MemberRow, updateMemberPassword } from './member.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export interface ResetRequest {
  loginId: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  ip: string;
}

/**
 * Changes a member's password after checking the old one and the spec's rules (§5). Used
 * logged in and from the expired-password flow, so it is throttled like a login.
 */
export async function resetMemberPassword(db: Database, auth: AuthContext, req: ResetRequest): Promise<MemberRow> {
  if (!isValidPassword(req.newPassword)) throw refused(MESSAGES.passwordRule, 400);
  if (req.newPassword !== req.confirmPassword) throw refused(MESSAGES.passwordMismatch, 400);
  if (await auth.throttle.isLocked('member', req.loginId, req.ip)) {
    throw refused(MESSAGES.loginThrottled, CODE_THROTTLED);
  }
  const member = await findMemberByLoginId(db, req.loginId);
  if (!(await verifyPassword(member?.passwordHash, req.oldPassword)) || !member) {
    await auth.throttle.recordFailure('member', req.loginId, req.ip);
    throw refused(MESSAGES.oldPasswordWrong, CODE_CREDENTIALS);
  }
  if (req.newPassword === req.oldPassword) throw refused(MESSAGES.samePassword, 400);
  await updateMemberPassword(db, member.id, await hashPassword(req.newPassword));
  await auth.throttle.recordSuccess('member', req.loginId, req.ip);
  return member;
}
