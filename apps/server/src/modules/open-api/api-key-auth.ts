/**
 * `auth: 'api-key'` (types.ts): the open data API's caller is a personal API key in
 * `Authorization: Bearer <key>`, never a portal session. Checked by the session plugin, the one
 * place that enforces every route's auth level.
 */
import { OPEN_API_MESSAGES, PROTOCOL_CODES } from '@coal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { beijingClock } from '../prices/embargo.ts';
import { countUse, findUsableKey } from './api-keys.repository.ts';
import { hashSecret } from './api-keys.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** On `api-key` routes: the key that opened the call. */
    apiKey: { id: number; memberId: string } | null;
  }
}

const WINDOW_SECONDS = 60;
const BEARER = /^Bearer\s+(\S+)\s*$/i;

const unauthorized = (message: string) => new AppError(message, PROTOCOL_CODES.notLoggedIn, 401);

/**
 * Admits the call or refuses it: 401 when the key is missing, unknown, revoked or no longer
 * usable; 429 with Retry-After when the key used up this minute's calls. Admitted calls are
 * counted (today and in all) on the key.
 */
export async function authenticateApiKey(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match) throw unauthorized(OPEN_API_MESSAGES.keyMissing);
  const key = await findUsableKey(app.db, hashSecret(match[1]!));
  if (!key) throw unauthorized(OPEN_API_MESSAGES.keyInvalid);

  // Fixed one-minute windows in the shared store: increment first, then decide, so parallel
  // calls on any instance are admitted exactly up to the limit.
  const now = app.clock.now();
  const window = Math.floor(now.getTime() / (WINDOW_SECONDS * 1000));
  const used = await app.stores.ephemeral.incr(`open-api:rate:${key.id}:${window}`, WINDOW_SECONDS * 2);
  if (used > app.config.OPEN_API_RATE_PER_MINUTE) {
    const retryAfter = Math.max(1, Math.ceil(((window + 1) * WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
    reply.header('retry-after', String(retryAfter));
    throw new AppError(OPEN_API_MESSAGES.rateLimited, PROTOCOL_CODES.throttled, 429);
  }
  await countUse(app.db, key.id, beijingClock(now).date, now);
  request.apiKey = key;
}
