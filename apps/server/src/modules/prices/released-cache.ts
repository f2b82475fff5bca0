/**
 * The public price reads' cache under the embargo (embargo.ts): each entry is keyed by the
 * release slot it was computed in, so a value appears the moment its release time passes and
 * never before, whichever instance cached the read.
 */
import type { FastifyInstance } from 'fastify';
import { currentWhile, queryKey } from '../../lib/cache/shared-cache.ts';
import { listProducts } from './catalog.repository.ts';
import { releaseSlot } from './embargo.ts';

export type ReleasedCache = <T>(name: string, query: object, load: (now: Date) => Promise<T>) => Promise<T>;

/** The minute `date` falls in: the release slot is worked out once a minute. */
const minuteOf = (date: Date) => Math.floor(date.getTime() / 60_000);

export function releasedCache(app: FastifyInstance): ReleasedCache {
  const cache = app.marketCache;
  // The slot depends on the release times and the Beijing minute only: worked out once a minute.
  let slot = { times: null as string[] | null, minute: Number.NaN, value: '' };
  return async (name, query, load) => {
    const now = app.clock.now();
    const times = await cache.getFor('release-times', {}, async () => [...new Set((await listProducts(app.db)).map((p) => p.releaseTime))]);
    const minute = minuteOf(now);
    if (slot.times !== times || slot.minute !== minute) slot = { times, minute, value: releaseSlot(times, now) };
    const key = `${queryKey(name, query)}@${slot.value}`;
    const value = await cache.get(key, () => load(now));
    // A replayed answer (plugins/answer-replay.ts) holds only within this minute: the next may open a new slot.
    currentWhile(cache, key, value, () => minuteOf(app.clock.now()) === minute);
    return value;
  };
}
