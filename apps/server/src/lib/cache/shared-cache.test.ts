import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeyValueStore } from '../kv/kv.ts';
import { MemoryKv } from '../kv/memory-kv.ts';
import { RedisKv } from '../kv/redis-kv.ts';
import { invalidateOnWrite, queryKey, SharedCache } from './shared-cache.ts';

const stores: Array<[string, () => KeyValueStore]> = [
  ['memory', () => new MemoryKv()],
  ...(process.env.REDIS_URL
    ? [['redis', () => new RedisKv(process.env.REDIS_URL!, `coaltest:${randomBytes(4).toString('hex')}:`)] as [string, () => KeyValueStore]]
    : []),
];

const opened: KeyValueStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

describe.each(stores)('shared cache over the %s store', (_name, make) => {
  const open = () => {
    const store = make();
    opened.push(store);
    return store;
  };

  it('loads once, then answers from memory until invalidated', async () => {
    const cache = new SharedCache(open(), 'test');
    const load = vi.fn(async () => ({ value: 1 }));
    expect(await cache.get('k', load)).toEqual({ value: 1 });
    expect(await cache.get('k', load)).toEqual({ value: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    await cache.invalidate();
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses and forgets a failed load', async () => {
    const cache = new SharedCache(open(), 'test');
    const load = vi.fn(async () => 'v');
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);

    const failing = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValueOnce('back');
    await expect(cache.get('f', failing)).rejects.toThrow('db down');
    expect(await cache.get('f', failing)).toBe('back');
  });

  it('a write on one instance refreshes the other instances on their next read', async () => {
    const shared = open();
    const [a, b] = [new SharedCache(shared, 'prices'), new SharedCache(shared, 'prices')];
    let stored = 'old';
    const load = async () => stored;
    expect(await a.get('latest', load)).toBe('old');
    expect(await b.get('latest', load)).toBe('old');
    stored = 'new';
    await a.invalidate();
    expect(await b.get('latest', load)).toBe('new');
    expect(await a.get('latest', load)).toBe('new');
  });

  it('keeps at most maxEntries and drops entries older than the ttl', async () => {
    const cache = new SharedCache(open(), 'bounded', { maxEntries: 2, ttlMs: 50 });
    const load = vi.fn(async () => 'x');
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load); // evicts a
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
    await new Promise((r) => setTimeout(r, 60));
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('keeps an entry asked with a shorter maxAgeMs only that long, and never longer than the ttl', async () => {
    // Wide margins: over Redis each get is a round trip, and CI machines are loaded.
    const cache = new SharedCache(open(), 'short', { ttlMs: 1_500 });
    const load = vi.fn(async () => ({}));
    await cache.get('short', load, 300);
    await cache.get('long', load, 60_000);
    await cache.get('short', load, 300);
    expect(load).toHaveBeenCalledTimes(2);
    await new Promise((r) => setTimeout(r, 400));
    await cache.get('short', load, 300);
    await cache.get('long', load, 60_000); // still within the ttl
    expect(load).toHaveBeenCalledTimes(3);
    await new Promise((r) => setTimeout(r, 1_200));
    await cache.get('long', load, 60_000);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('invalidateOnWrite', () => {
  it('invalidates before a successful write answers, not on reads or refused writes', async () => {
    const store = new MemoryKv();
    opened.push(store);
    const cache = new SharedCache(store, 'hook');
    const invalidate = vi.spyOn(cache, 'invalidate');
    const app = Fastify();
    await app.register(async (scope) => {
      invalidateOnWrite(scope, cache);
      scope.get('/read', async () => 'r');
      scope.post('/write', async () => 'w');
      scope.post('/refused', async (_req, reply) => reply.code(400).send('no'));
    });
    await app.inject({ method: 'GET', url: '/read' });
    await app.inject({ method: 'POST', url: '/refused' });
    expect(invalidate).not.toHaveBeenCalled();
    await app.inject({ method: 'POST', url: '/write' });
    expect(invalidate).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('queryKey ignores key order, undefined values and the web client’s `_t` stamp', () => {
    expect(queryKey('s', { b: 1, a: [2, 3], c: undefined })).toBe(queryKey('s', { a: [2, 3], b: 1 }));
    expect(queryKey('s', { a: 1, _t: '123' })).toBe(queryKey('s', { a: 1 }));
    expect(queryKey('s', { a: 1 })).not.toBe(queryKey('t', { a: 1 }));
  });
});

describe('shared cache without its store', () => {
  it('reads through to the loader while the store fails, and caches again once it is back', async () => {
    const store = new MemoryKv();
    opened.push(store);
    let down = true;
    const get = store.get.bind(store);
    store.get = async <T>(key: string) => {
      if (down) throw new Error('store unavailable');
      return get<T>(key);
    };
    const cache = new SharedCache(store, 'test');
    const load = vi.fn(async () => 'fresh');
    expect(await cache.get('k', load)).toBe('fresh');
    expect(await cache.get('k', load)).toBe('fresh');
    expect(load).toHaveBeenCalledTimes(2);
    down = false;
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
