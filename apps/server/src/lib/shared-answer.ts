/**
 * Answers built from the shared read caches (`SharedCache`): every request of a slot gets the
 * very same cached value, so its envelope is serialised, and its ETag computed, once per
 * value instead of once per request; the compression plugin keeps the compressed bodies by
 * that tag, so a cached hit is neither serialised, hashed nor compressed again. For three
 * years of a daily index with its changes (≈230 KB of JSON) that was most of a request's cost.
 */
import type { FastifyReply } from 'fastify';
import { weakEtag } from '../plugins/etag.ts';
import type { SharedCache } from './cache/shared-cache.ts';
import { ok } from './envelope.ts';

interface SerialisedAnswer {
  body: string;
  etag: string;
}

/** Keyed by the cached value itself: it goes when the cache drops the value. */
const answers = new WeakMap<object, SerialisedAnswer>();

/** `ok(data)` as sent, from the serialisation kept for this value (a route returns it). */
export function okShared(reply: FastifyReply, data: object): string {
  let answer = answers.get(data);
  if (!answer) {
    const body = JSON.stringify(ok(data));
    answer = { body, etag: weakEtag(body) };
    answers.set(data, answer);
  }
  reply.type('application/json; charset=utf-8').header('etag', answer.etag);
  // A public route's answer may then be replayed while `data` is current (plugins/answer-replay.ts).
  reply.request.sharedAnswer = data;
  return answer.body;
}

/**
 * A read whose answer is the same for every caller of its key, from `cache` (loaded on a
 * miss) and sent as the bytes kept for that value. The key must name everything the answer
 * depends on (the parsed query, and any reader class the route adds to it).
 */
export async function cachedAnswer(reply: FastifyReply, cache: SharedCache, name: string, query: object, load: () => Promise<object>): Promise<string> {
  return okShared(reply, await cache.getFor(name, query, load));
}

/** Route options of a read whose answer is the same for everyone: the session is not looked up (types.ts). */
export const publicRead = { config: { auth: 'public' as const } };
