/**
 * A key-value store with an in-process read cache in front, for keys read on nearly every
 * request and written rarely (sessions and account revocation epochs): a session lookup
 * then costs no store round trip. Every write through this wrapper drops the key here and,
 * through the invalidation bus, on every other instance; entries also expire after
 * `ttlMs`, the bound on staleness should a bus message be lost.
 *
 * Cached values are deep-frozen and handed out as they are, not copied: a session lookup on
 * every request then costs no clone. A caller that wants a changed value builds a new one
 * (a change in place throws, as modules are strict).
 */
import { LRUCache } from 'lru-cache';
import { deepFreeze } from '../deep-freeze.ts';
import { FORGET_ALL, type InvalidationBus } from './invalidation-bus.ts';
import type { KeyValueStore, KvEntry } from './kv.ts';

export interface CachingKvOptions {
  /** Which keys are cached; the others go straight to the store. */
  cacheable: (key: string) => boolean;
  ttlMs?: number;
  maxEntries?: number;
}

export class CachingKv implements KeyValueStore {
  /** Values boxed: the store answers null for a missing key, which lru-cache cannot hold. */
  private readonly cache: LRUCache<string, { value: unknown }>;
  private readonly cacheable: (key: string) => boolean;
  /** Reads in flight per key; a change announced meanwhile marks them stale (not cached). */
  private readonly reading = new Map<string, { stale: boolean }>();

  constructor(
    private readonly store: KeyValueStore,
    private readonly bus: InvalidationBus,
    options: CachingKvOptions,
  ) {
    this.cache = new LRUCache({ max: options.maxEntries ?? 20_000, ttl: options.ttlMs ?? 10_000 });
    this.cacheable = options.cacheable;
    bus.subscribe((key) => this.forget(key));
  }

  private forget(key: string): void {
    if (key === FORGET_ALL) {
      this.cache.clear();
      for (const read of this.reading.values()) read.stale = true;
      return;
    }
    this.cache.delete(key);
    const read = this.reading.get(key);
    if (read) read.stale = true;
  }

  /** Drops the key everywhere: here at once, on the other instances through the bus. */
  private async changed(key: string): Promise<void> {
    if (this.cacheable(key)) await this.bus.publish(key);
  }

  async get<T>(key: string): Promise<T | null> {
    if (!this.cacheable(key)) return this.store.get<T>(key);
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached.value as T | null;
    const read = { stale: false };
    // Concurrent first reads of one key share the marker: any change during either voids both.
    const shared = this.reading.get(key) ?? read;
    this.reading.set(key, shared);
    try {
      // The store's answer is this call's own copy (parsed or cloned by the store): frozen in place.
      const value = deepFreeze(await this.store.get<T>(key));
      if (!shared.stale) this.cache.set(key, { value });
      return value;
    } finally {
      if (this.reading.get(key) === shared) this.reading.delete(key);
    }
  }

  /**
   * The value this instance holds for `key` without asking the store, or undefined when it
   * holds none (not cached, expired, or dropped by a change announced on the bus): for
   * callers that must decide without waiting and take "unknown" as "no".
   */
  peek(key: string): unknown {
    return this.cacheable(key) ? this.cache.get(key)?.value : undefined;
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.store.set(key, value, ttlSeconds);
    await this.changed(key);
    // Kept for this instance only after the announcement (which dropped every copy).
    if (this.cacheable(key) && !this.reading.has(key))
      this.cache.set(key, { value: deepFreeze(structuredClone(value)) }, { ttl: Math.min(ttlSeconds * 1000, this.cache.ttl) });
  }

  async setIfAbsent(key: string, value: unknown, ttlSeconds: number): Promise<boolean> {
    const stored = await this.store.setIfAbsent(key, value, ttlSeconds);
    if (stored) await this.changed(key);
    return stored;
  }

  async replace(key: string, expected: unknown, value: unknown, ttlSeconds: number): Promise<boolean> {
    const replaced = await this.store.replace(key, expected, value, ttlSeconds);
    // Replaced: announced like a set. Refused: what this instance held was stale; read it anew.
    if (replaced) await this.changed(key);
    else this.forget(key);
    return replaced;
  }

  async del(key: string): Promise<void> {
    await this.store.del(key);
    await this.changed(key);
  }

  async take<T>(key: string): Promise<T | null> {
    const value = await this.store.take<T>(key);
    await this.changed(key);
    return value;
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    const value = await this.store.incr(key, ttlSeconds);
    await this.changed(key);
    return value;
  }

  async decr(key: string): Promise<number> {
    const value = await this.store.decr(key);
    await this.changed(key);
    return value;
  }

  /** Always from the store: an operator's view must show what every instance sees. */
  entries(prefix: string, limit: number): Promise<KvEntry[]> {
    return this.store.entries(prefix, limit);
  }

  async close(): Promise<void> {
    this.cache.clear();
  }
}
