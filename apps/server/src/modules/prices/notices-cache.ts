/**
 * The public notice reads' cache. A notice is public from its publication moment, which may
 * come after it was written (the demo's weekly commentary quotes the week's values and is
 * dated after their release), so each entry is keyed by the newest publication moment that
 * has passed: a notice appears at its moment on every instance, never before, and an answer
 * computed later is never served for an earlier moment.
 */
import type { FastifyInstance } from 'fastify';
import { currentWhile, queryKey } from '../../lib/cache/shared-cache.ts';
import { publicationTimes } from './notices.repository.ts';

export type NoticesCache = <T>(name: string, query: object, load: (now: Date) => Promise<T>) => Promise<T>;

export function noticesCache(app: FastifyInstance): NoticesCache {
  const cache = app.marketCache;
  return async (name, query, load) => {
    const now = app.clock.now();
    const at = now.getTime();
    const times = await cache.getFor('notice-times', {}, () => publicationTimes(app.db));
    const next = times.findIndex((t) => t > at);
    const passed = (next === -1 ? times.at(-1) : times[next - 1]) ?? 0;
    const until = next === -1 ? Number.POSITIVE_INFINITY : times[next]!;
    const key = `${queryKey(name, query)}@${passed}`;
    const value = await cache.get(key, () => load(now));
    // A replayed answer holds only until the next notice's moment (or the clock is set back).
    currentWhile(cache, key, value, () => {
      const t = app.clock.now().getTime();
      return t >= passed && t < until;
    });
    return value;
  };
}
