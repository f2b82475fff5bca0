/**
 * Public answers (cache class `public`) as the read caches keep them: the envelope already
 * serialised with its ETag, so a cached hit is neither serialised nor hashed again
 * (@fastify/etag keeps a tag the route set; @fastify/compress compresses what goes out).
 */
import { hash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { SharedCache } from './cache/shared-cache.ts';
import { ok } from './envelope.ts';

export interface PublicAnswer {
  body: string;
  etag: string;
}

/** `ok(data)` serialised once, with a weak validator naming its content. */
export function answerOf(data: unknown): PublicAnswer {
  const body = JSON.stringify(ok(data));
  return { body, etag: `W/"${hash('sha1', body, 'base64url')}"` };
}

/** Sends a kept answer (a route returns what this returns). */
export function sendAnswer(reply: FastifyReply, answer: PublicAnswer): string {
  reply.type('application/json; charset=utf-8').header('etag', answer.etag);
  return answer.body;
}

/**
 * A public read from `cache` (loaded on a miss), sent as the bytes kept for it. The key must
 * name everything the answer depends on (the parsed query, and any reader class).
 */
export async function cachedAnswer(reply: FastifyReply, cache: SharedCache, name: string, query: object, load: () => Promise<unknown>): Promise<string> {
  return sendAnswer(reply, await cache.getFor(name, query, async () => answerOf(await load())));
}

/** Route options of a read whose answer is the same for everyone: no session lookup, cache class public. */
export const publicRead = { config: { auth: 'public' as const, cache: 'public' as const } };

/**
 * Route options of a read that needs a live session (a dead one answers `logout`, spec §8):
 * the answer hinges on the caller's session, so HTTP caches treat it as personal.
 */
export const sessionRead = { config: { cache: 'personal' as const } };
