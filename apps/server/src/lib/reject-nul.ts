import { MESSAGES } from '@coal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 4 || !value || typeof value !== 'object') return false;
  return Object.values(value as Record<string, unknown>).some((v) => hasNul(v, depth + 1));
}

// The field kit's wording: a NUL is refused with one message whichever check sees it first.
export const NUL_MESSAGE = MESSAGES.nulCharacter;

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any field would fail deep in a query (a 500).
 * Refused up front as bad input, for every route of the plugin this is added to.
 */
export function rejectNulBytes(app: FastifyInstance): void {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (hasNul(request.query) || hasNul(request.body)) throw badRequest(NUL_MESSAGE);
  });
}
