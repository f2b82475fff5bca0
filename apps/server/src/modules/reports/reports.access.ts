import { PROTOCOL_CODES } from '@coal/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { refused } from '../../lib/errors.ts';
import type { SessionData } from '../auth/session.service.ts';

export type FileMode = 'preview' | 'download';

export const MEMBERS_ONLY_MESSAGE = '该报告为会员专享，请登录后阅读或下载';
export const LINK_INVALID_MESSAGE = '链接无效或已过期，请重新打开报告';
/** How long a signed file link works. */
export const LINK_TTL_SECONDS = 300;

/** Free reports for everyone; members-only reports for logged-in members (and staff). */
export function canReadReport(access: string, session: SessionData | null): boolean {
  return access === 'free' || session?.kind === 'member' || session?.kind === 'staff';
}

export function assertCanRead(access: string, session: SessionData | null): void {
  if (!canReadReport(access, session)) throw refused(MEMBERS_ONLY_MESSAGE, PROTOCOL_CODES.notLoggedIn);
}

const signature = (secret: string, id: number, mode: FileMode, exp: number) =>
  createHmac('sha256', secret).update(`research-report-file:${id}:${mode}:${exp}`).digest('base64url');

/**
 * A short-lived link to a report's PDF for places that cannot send the e-user-token header
 * (an iframe, a download link): made after the access check, checked by signature.
 */
export function signFileLink(app: FastifyInstance, id: number, mode: FileMode, now = Date.now()): { url: string; expiresAt: string } {
  const exp = Math.floor(now / 1000) + LINK_TTL_SECONDS;
  const sig = signature(app.secrets.ticket, id, mode, exp);
  return { url: `/api/researchReport/file?id=${id}&mode=${mode}&exp=${exp}&sig=${sig}`, expiresAt: new Date(exp * 1000).toISOString() };
}

export function verifyFileLink(app: FastifyInstance, id: number, mode: FileMode, exp: number, sig: string): boolean {
  if (exp * 1000 < Date.now()) return false;
  const expected = Buffer.from(signature(app.secrets.ticket, id, mode, exp));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
