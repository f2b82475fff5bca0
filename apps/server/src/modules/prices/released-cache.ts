/**
 * The public price reads' cache under the embargo (embargo.ts): each entry is keyed by the
 * release slot it was computed in, so a value appears the moment its release time passes and
 * never before, whichever instance cached the read. Answers sent from it are kept by browsers
 * and proxies no longer than the slot lasts (http-caching.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { queryKey } from '../../lib/cache/shared-cache.ts';
import { answerOf, sendAnswer } from '../../lib/public-answer.ts';
import { cachePublicUntil } from '../../plugins/http-caching.ts';
import { listProducts } from './catalog.repository.ts';
import { nextSlotAt, releaseSlot } from './embargo.ts';

export interface ReleasedCache {
  /** The release slot `now` falls in: a key part for any answer showing released values. */
  slot(now: Date): Promise<string>;
  /** The value of `load` at now's release slot. */
  value<T>(name: string, query: object, load: (now: Date) => Promise<T>): Promise<T>;
  /** The public answer of `load` at now's release slot, sent with its lifetime bounded by the slot's end. */
  send(reply: FastifyReply, name: string, query: object, load: (now: Date) => Promise<unknown>): Promise<string | Buffer>;
  /** Bounds the lifetime of an answer showing released values (built otherwise) to the slot's end. */
  bound(reply: FastifyReply): Promise<void>;
}

export function releasedCache(app: FastifyInstance): ReleasedCache {
  const cache = app.marketCache;
  const slotAt = async (now: Date) => {
    const times = await cache.getFor('release-times', {}, async () => [...new Set((await listProducts(app.db)).map((p) => p.releaseTime))]);
    return { slot: releaseSlot(times, now), until: nextSlotAt(times, now) };
  };
  const value = async <T>(name: string, query: object, load: (now: Date) => Promise<T>): Promise<T> => {
    const now = app.clock.now();
    const { slot } = await slotAt(now);
    return cache.get(`${queryKey(name, query)}@${slot}`, () => load(now));
  };
  return {
    value,
    slot: async (now) => (await slotAt(now)).slot,
    async bound(reply) {
      const now = app.clock.now();
      cachePublicUntil(reply, (await slotAt(now)).until, now.getTime());
    },
    async send(reply, name, query, load) {
      const now = app.clock.now();
      const { slot, until } = await slotAt(now);
      const answer = await cache.get(`${queryKey(`${name}:answer`, query)}@${slot}`, async () => answerOf(await load(now)));
      cachePublicUntil(reply, until, now.getTime());
      return sendAnswer(reply, answer);
    },
  };
}
