import { ERRORS, MESSAGES, PROTOCOL_CODES } from '@coal/contracts';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { refused, refusedWith } from '../../lib/errors.ts';
import type { AuthContext } from './auth.context.ts';
import type { ThrottleSlot } from './login-throttle.ts';
import { findMemberByLoginId, type MemberRow } from './member.repository.ts';
import { verifyPassword } from './passwords.ts';

export interface LoginAttempt {
  loginId: string;
  password: string;
  uuid: string;
  captchaCode: string;
  ip: string;
  /** The asking session: the captcha must have been issued to it. */
  sid: string;
}

/**
 * Captcha first (single-use, issued to this session), then a throttle slot: the password
 * may be checked only with a slot. Shared by members and staff.
 */
export async function admitAttempt(auth: AuthContext, scope: string, attempt: LoginAttempt): Promise<ThrottleSlot> {
  if (!(await auth.captcha.verify(attempt.uuid, attempt.captchaCode, attempt.sid))) {
    throw refusedWith(ERRORS.captchaWrong);
  }
  const slot = await auth.throttle.admit(scope, attempt.loginId, attempt.ip);
  if (!slot) throw refused(MESSAGES.loginThrottled, PROTOCOL_CODES.throttled);
  return slot;
}

export function isPasswordExpired(changedAt: Date, config: Config, now = Date.now()): boolean {
  return now - changedAt.getTime() > config.PASSWORD_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
}

/**
 * Checks a member's credentials. `passwordExpired`: the password is right but older than
 * PASSWORD_MAX_AGE_DAYS (the caller answers the spec's `resetPassword`, not a login).
 */
export async function authenticateMember(
  db: Database,
  auth: AuthContext,
  config: Config,
  attempt: LoginAttempt,
): Promise<{ member: MemberRow; passwordExpired: boolean }> {
  const slot = await admitAttempt(auth, 'member', attempt);
  const member = await findMemberByLoginId(db, attempt.loginId);
  if (!(await verifyPassword(member?.passwordHash, attempt.password)) || !member) {
    throw refusedWith(ERRORS.credentialsWrong);
  }
  await slot.succeeded();
  if (member.disabled) throw refused(MESSAGES.accountDisabled, PROTOCOL_CODES.forbidden);
  return { member, passwordExpired: isPasswordExpired(member.passwordChangedAt, config) };
}
