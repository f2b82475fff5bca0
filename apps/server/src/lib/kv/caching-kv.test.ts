import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CachingKv } from './caching-kv.ts';
import { type InvalidationBus, LocalBus } from './invalidation-bus.ts';
import { RedisBus } from './redis-bus.ts';
import { MemoryKv } from './memory-kv.ts';
import { RedisKv } from './redis-kv.ts';

/** A store that counts its reads, so a test can see which reads the cache answered. */
class CountingKv extends MemoryKv {
  reads = 0;
  /** When set, reads wait for it (a read "in flight" while something else happens). */
  gate: Promise<void> | null = null;
  override async get<T>(key: string): Promise<T | null> {
    this.reads += 1;
    const value = await super.get<T>(key);
    if (this.gate) await this.gate;
    return value;
  }
}

const cacheAll = { cacheable: (key: string) => key.startsWith('session:') };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('CachingKv', () => {
  it('answers repeated reads of a cacheable key from memory, nulls included, others from the store', async () => {
    const store = new CountingKv();
    const kv = new CachingKv(store, new LocalBus(), cacheAll);
    await store.set('session:a', { kind: 'tourist' }, 60);
    for (let i = 0; i < 5; i++) expect(await kv.get('session:a')).toEqual({ kind: 'tourist' });
    for (let i = 0; i < 3; i++) expect(await kv.get('session:none')).toBeNull();
    expect(store.reads).toBe(2);
    await kv.get('captcha:x');
    await kv.get('captcha:x');
    expect(store.reads).toBe(4);
  });

  it('hands out frozen values: a caller cannot change the cache, nor the cache what the caller wrote', async () => {
    const store = new CountingKv();
    const kv = new CachingKv(store, new LocalBus(), cacheAll);
    const written = { n: 1, grant: { exp: 5 } };
    await kv.set('session:a', written, 60);
    written.grant.exp = 6; // the writer's own object stays its own (and unfrozen)
    const first = await kv.get<{ n: number; grant: { exp: number } }>('session:a');
    expect(() => (first!.n = 99)).toThrow(TypeError);
    expect(() => (first!.grant.exp = 99)).toThrow(TypeError);
    expect(await kv.get('session:a')).toEqual({ n: 1, grant: { exp: 5 } });
    // Read from the store: frozen too, the same way.
    await store.set('session:b', { n: 2 }, 60);
    const fromStore = await kv.get<{ n: number }>('session:b');
    expect(() => (fromStore!.n = 99)).toThrow(TypeError);
    expect(await kv.get('session:b')).toEqual({ n: 2 });
  });

  it('a write or delete through any instance on the bus drops the key on every instance', async () => {
    const store = new CountingKv();
    const bus = new LocalBus();
    const a = new CachingKv(store, bus, cacheAll);
    const b = new CachingKv(store, bus, cacheAll);
    await a.set('session:s', 'member', 60);
    expect(await b.get('session:s')).toBe('member');
    await a.set('session:s', 'tourist', 60);
    expect(await b.get('session:s')).toBe('tourist');
    await a.del('session:s');
    expect(await b.get('session:s')).toBeNull();
  });

  it('does not keep a value read while the key was being changed', async () => {
    const store = new CountingKv();
    const bus = new LocalBus();
    const a = new CachingKv(store, bus, cacheAll);
    const b = new CachingKv(store, bus, cacheAll);
    await store.set('session:s', 'old', 60);
    let open!: () => void;
    store.gate = new Promise<void>((resolve) => (open = resolve));
    const slowRead = b.get('session:s'); // reads "old", then waits
    await sleep(5);
    store.gate = null;
    await a.set('session:s', 'new', 60); // announced while b's read is in flight
    open();
    expect(await slowRead).toBe('old');
    expect(await b.get('session:s')).toBe('new');
  });

  it('expires entries after its lifetime, so a lost announcement is bounded', async () => {
    const store = new CountingKv();
    const kv = new CachingKv(store, new LocalBus(), { ...cacheAll, ttlMs: 50 });
    await store.set('session:s', 'old', 60);
    expect(await kv.get('session:s')).toBe('old');
    await store.set('session:s', 'new', 60); // behind the cache's back
    expect(await kv.get('session:s')).toBe('old');
    await sleep(80);
    expect(await kv.get('session:s')).toBe('new');
  });

  it.skipIf(!process.env.REDIS_URL)('two instances on Redis: a change on one is seen by the other at once', async () => {
    const prefix = `coaltest:${randomBytes(4).toString('hex')}:`;
    const url = process.env.REDIS_URL!;
    const stores = [new RedisKv(url, prefix), new RedisKv(url, prefix)];
    const buses: InvalidationBus[] = [new RedisBus(url, prefix), new RedisBus(url, prefix)];
    await sleep(200); // subscriptions in place
    const [a, b] = [new CachingKv(stores[0]!, buses[0]!, cacheAll), new CachingKv(stores[1]!, buses[1]!, cacheAll)];
    try {
      await a.set('session:s', 'member', 60);
      expect(await b.get('session:s')).toBe('member');
      await a.set('session:s', 'tourist', 60);
      await sleep(50); // the channel's delivery
      expect(await b.get('session:s')).toBe('tourist');
    } finally {
      for (const bus of buses) await bus.close();
      for (const store of stores) await store.close();
    }
  });
});
