/**
 * One-click unsubscribe links: the member id and the kind, signed with an app secret (HMAC),
 * so the link works without a login and cannot be forged for someone else or another kind.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotifyKind } from '@coal/contracts';
import type { Config } from '../../config/env.ts';

const sign = (secret: string, memberId: string, kind: NotifyKind) => createHmac('sha256', secret).update(`unsubscribe:${memberId}:${kind}`).digest('base64url');

export function verifyUnsubscribe(secret: string, memberId: string, kind: NotifyKind, signature: string): boolean {
  const expected = Buffer.from(sign(secret, memberId, kind));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The site's public origin for links in email: SITE_URL, else this server on localhost. */
export const mailOrigin = (config: Config) => config.SITE_URL ?? `http://localhost:${config.PORT}`;

export function unsubscribeUrl(config: Config, secret: string, memberId: string, kind: NotifyKind): string {
  const q = new URLSearchParams({ m: memberId, k: kind, s: sign(secret, memberId, kind) });
  return `${mailOrigin(config)}/api/notifications/unsubscribe?${q}`;
}
