/**
 * The public price reads' cache under the embargo (embargo.ts): each entry is keyed by the
 * release slot it was computed in, so a value appears the moment its release time passes and
 * never before, whichever instance cached the read.
 */
import type { FastifyInstance } from 'fastify';
import { listProducts } from './catalog.repository.ts';
import { releaseSlot } from './embargo.ts';

export type ReleasedCache = <T>(name: string, query: object, load: (now: Date) => Promise<T>) => Promise<T>;

export function releasedCache(app: FastifyInstance): ReleasedCache {
  const cache = app.marketCache;
  return async (name, query, load) => {
    const now = app.clock.now();
    const times = await cache.getFor('release-times', {}, async () => [...new Set((await listProducts(app.db)).map((p) => p.releaseTime))]);
    return cache.getFor(name, { ...query, releaseSlot: releaseSlot(times, now) }, () => load(now));
  };
}
