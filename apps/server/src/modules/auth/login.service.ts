import { MESSAGES, PROTOCOL_MESSAGES } from '@coal/contracts';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { refused } from '../../lib/errors.ts';
import type { AuthContext } from './auth.context.ts';
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
}

/** Captcha first (single-use), then the lock, then the password: shared by members and staff. */
export async function checkCaptchaAndLock(auth: AuthContext, scope: string, attempt: LoginAttempt): Promise<void> {
  if (!(await auth.captcha.verify(attempt.uuid, attempt.captchaCode))) {
    throw refused(MESSAGES.captchaWrong, CODE_CAPTCHA);
  }
  if (await auth.throttle.isLocked(scope, attempt.loginId, attempt.ip)) {
    throw refused(MESSAGES.loginThrottled, CODE_THROTTLED);
  }
}

export function isPasswordExpired(changedAt: Date, config: Config, now = Date.now()): boolean {
  return now - changedAt.getTime() > config.PASSWORD_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
}

/**
 * Checks a member's credentials. Refuses with the spec's `resetPassword` message when the
 * password is right but older than PASSWORD_MAX_AGE_DAYS.
 */
export async function authenticateMember(
  db: Database,
  auth: AuthContext,
  config: Config,
  attempt: LoginAttempt,
): Promise<MemberRow> {
  await checkCaptchaAndLock(auth, 'member', attempt);
  const member = await findMemberByLoginId(db, attempt.loginId);
  if (!(await verifyPassword(member?.passwordHash, attempt.password)) || !member) {
    await auth.throttle.recordFailure('member', attempt.loginId, attempt.ip);
    throw refused(MESSAGES.loginWrong, CODE_CREDENTIALS);
  }
  await auth.throttle.recordSuccess('member', attempt.loginId, attempt.ip);
  if (member.disabled) throw refused(MESSAGES.accountDisabled, 403);
  if (isPasswordExpired(member.passwordChangedAt, config)) {
    throw refused(PROTOCOL_MESSAGES.resetPassword, CODE_PASSWORD_EXPIRED);
  }
  return member;
}
