import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeyValueStore } from '../kv/kv.ts';
import { MemoryKv } from '../kv/memory-kv.ts';
import { RedisKv } from '../kv/redis-kv.ts';
import { CachingKv } from '../kv/caching-kv.ts';
import { LocalBus } from '../kv/invalidation-bus.ts';
import { currentWhile, invalidateOnWrite, isStillCurrent, queryKey, SharedCache } from './shared-cache.ts';

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

describe('knowing without waiting whether a cached answer is current (holds, isStillCurrent)', () => {
  const versioned = () => {
    const store = new MemoryKv();
    opened.push(store);
    const bus = new LocalBus();
    return { bus, kv: new CachingKv(store, bus, { cacheable: (key) => key.startsWith('cache-version:') }) };
  };

  it('holds the loaded value until a write, a change announced by another instance, or the end of its lifetime', async () => {
    const { bus, kv } = versioned();
    const cache = new SharedCache(kv, 'now', { ttlMs: 60_000 });
    const first = await cache.get('k', async () => ({ n: 1 }));
    expect(cache.holds('k', first)).toBe(true);
    expect(isStillCurrent(first)).toBe(true);
    expect(cache.holds('k', { n: 1 })).toBe(false); // another object: not what get answers

    await cache.invalidate();
    expect(isStillCurrent(first)).toBe(false);
    const second = await cache.get('k', async () => ({ n: 2 }));
    expect(isStillCurrent(second)).toBe(true);

    // Another instance drew a new version: this one no longer knows its version, so it is unsure.
    await bus.publish('cache-version:now');
    expect(isStillCurrent(second)).toBe(false);
    const third = await cache.get('k', async () => ({ n: 3 }));
    expect(third).toBe(second); // the version had not changed after all: the same value, known again
    expect(isStillCurrent(third)).toBe(true);

    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    try {
      expect(isStillCurrent(third)).toBe(false);
    } finally {
      later.mockRestore();
    }
  });

  it('is never sure over a store it cannot ask without waiting, nor of values that are not objects', async () => {
    const plain = new MemoryKv();
    opened.push(plain);
    const cache = new SharedCache(plain, 'plain');
    const value = await cache.get('k', async () => ({ n: 1 }));
    expect(cache.holds('k', value)).toBe(false);
    expect(isStillCurrent('text')).toBe(false);
  });

  it('narrows a value to a further condition (currentWhile)', async () => {
    const { kv } = versioned();
    const cache = new SharedCache(kv, 'slot');
    const value = await cache.get('k@slot', async () => ({ n: 1 }));
    let sameMinute = true;
    currentWhile(cache, 'k@slot', value, () => sameMinute);
    expect(isStillCurrent(value)).toBe(true);
    sameMinute = false;
    expect(isStillCurrent(value)).toBe(false);
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

  it('queryKey ignores key order and undefined values', () => {
    expect(queryKey('s', { b: 1, a: [2, 3], c: undefined })).toBe(queryKey('s', { a: [2, 3], b: 1 }));
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
