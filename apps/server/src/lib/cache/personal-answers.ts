/**
 * Personal reads (getUserInfo, the personal centre's counts, unread notifications…) kept for
 * a few seconds in the instance's SharedCache, so a page's repeated calls do not each queue a
 * query on the database. Still `private, no-store` on the wire: nothing leaves this process.
 *
 * - Keyed by the session's login `sid`: only a live session of that very login reaches its
 *   entries (the session plugin answers first). Logout, expiry, a password change or a disable
 *   ends the login (new sid or none), so what was derived from it is never served again.
 * - One version token for all personal answers, drawn anew (and announced over the bus to every
 *   instance) after every successful write call and by jobs that change what a member reads:
 *   any write may change someone's counts (a follow, an answer, a review), and writes are rare
 *   beside reads. Changes made outside the app (a member disabled in the database) show
 *   within the entries' lifetime.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerOf, sendAnswer } from '../public-answer.ts';
import { invalidateOnWrite, queryKey, type SharedCache } from './shared-cache.ts';

/** How long a personal answer is kept at most: the session store's own staleness bound. */
export const PERSONAL_ANSWER_TTL_MS = 10_000;

/** The caller's answer to `name` with `query`, from the cache when this login asked it since the last write. */
export function personalAnswer<T>(request: FastifyRequest, name: string, query: object, load: () => Promise<T>): Promise<T> {
  const sid = request.session?.sid;
  if (!sid) return load();
  return request.server.personalCache.get(`${sid} ${queryKey(name, query)}`, load);
}

/** `ok(data)` of a personal read, kept serialised and compressed as public answers are (public-answer.ts). */
export async function sendPersonalAnswer(reply: FastifyReply, name: string, query: object, load: () => Promise<unknown>): Promise<string | Buffer> {
  return sendAnswer(reply, await personalAnswer(reply.request, name, query, async () => answerOf(await load())));
}

/**
 * A write call: any method but GET, or a GET the spec makes a write (cache class `none`:
 * follow, thumbsUp, logout, delete…). Credential reads (auth `open`: getToken, tickets) and
 * tracking events (`changesContent: false`) change nobody's personal answers.
 */
const isWriteCall = (request: FastifyRequest) => {
  const config = request.routeOptions.config;
  if (config.changesContent === false) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  return config.cache === 'none' && config.auth !== 'open';
};

/** Registered at the root: every successful write call draws a new personal version before its answer leaves. */
export function invalidatePersonalAnswersOnWrite(app: FastifyInstance, cache: SharedCache): void {
  invalidateOnWrite(app, cache, undefined, isWriteCall);
}
