import { MESSAGES } from '@coal/contracts';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { refused } from '../../lib/errors.ts';
import type { AuthContext } from './auth.context.ts';
import type { ThrottleSlot } from './login-throttle.ts';
import { findMemberByLoginId, type MemberRow } from './member.repository.ts';
import { verifyPassword } from './passwords.ts';

export const CODE_CAPTCHA = 1001;
export const CODE_CREDENTIALS = 1002;
export const CODE_PASSWORD_EXPIRED = 1003;
export const CODE_THROTTLED = 429;

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
    throw refused(MESSAGES.captchaWrong, CODE_CAPTCHA);
  }
  const slot = await auth.throttle.admit(scope, attempt.loginId, attempt.ip);
  if (!slot) throw refused(MESSAGES.loginThrottled, CODE_THROTTLED);
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
    throw refused(MESSAGES.loginWrong, CODE_CREDENTIALS);
  }
  await slot.succeeded();
  if (member.disabled) throw refused(MESSAGES.accountDisabled, 403);
  return { member, passwordExpired: isPasswordExpired(member.passwordChangedAt, config) };
}
