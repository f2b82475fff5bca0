/**
 * The public notice reads' cache. A notice is public from its publication moment, which may
 * come after it was written (the demo's weekly commentary quotes the week's values and is
 * dated after their release), so each entry is keyed by the newest publication moment that
 * has passed: a notice appears at its moment on every instance, never before, and browsers
 * and proxies keep the answer no longer than until the next moment.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { queryKey } from '../../lib/cache/shared-cache.ts';
import { answerOf, sendAnswer } from '../../lib/public-answer.ts';
import { cachePublicUntil } from '../../plugins/http-caching.ts';
import { publicationTimes } from './notices.repository.ts';

export type NoticesCache = (reply: FastifyReply, name: string, query: object, load: (now: Date) => Promise<unknown>) => Promise<string | Buffer>;

export function noticesCache(app: FastifyInstance): NoticesCache {
  const cache = app.marketCache;
  return async (reply, name, query, load) => {
    const now = app.clock.now();
    const at = now.getTime();
    const times = await cache.getFor('notice-times', {}, () => publicationTimes(app.db));
    const next = times.findIndex((t) => t > at);
    const passed = (next === -1 ? times.at(-1) : times[next - 1]) ?? 0;
    const until = next === -1 ? Number.POSITIVE_INFINITY : times[next]!;
    const answer = await cache.get(`${queryKey(name, query)}@${passed}`, async () => answerOf(await load(now)));
    cachePublicUntil(reply, until, at);
    return sendAnswer(reply, answer);
  };
}
