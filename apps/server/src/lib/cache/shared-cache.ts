/**
 * Read-through cache for data that is read on every page and written only by staff (price
 * indexes, market charts, the site theme, public lists). Entries live in this process, in
 * lru-cache; freshness is decided by a version token kept in the shared ephemeral store
 * (Redis when configured), so a write on one instance invalidates every instance on its next
 * read. Only answers that are the same for every caller go here (cache class `public`).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { CachingKv } from '../kv/caching-kv.ts';
import type { InvalidationBus } from '../kv/invalidation-bus.ts';
import type { KeyValueStore } from '../kv/kv.ts';

export interface SharedCacheOptions {
  /** Upper bound of entries kept; the least recently used go first. */
  maxEntries?: number;
  /** Safety net for data that is time-dependent after all (release times, schedules). */
  ttlMs?: number;
}

interface Entry {
  version: string;
  value: Promise<unknown>;
}

// The version token outlives any entry by far; when it expires a fresh random token is drawn,
// so old entries can never match again (a counter restarting at 1 could).
const VERSION_TTL_SECONDS = 30 * 24 * 3600;

/** The store keys of the version tokens (an in-process cache in front of the store may keep these). */
const CACHE_VERSION_PREFIX = 'cache-version:';

/**
 * Where the read caches keep their version tokens: the shared store with an in-process cache
 * in front (a token is read on every cached hit: no Redis round trip), dropped on every
 * instance through the bus when any instance draws a new one.
 */
export function versionStore(stores: { ephemeral: KeyValueStore; bus: InvalidationBus }): KeyValueStore {
  return new CachingKv(stores.ephemeral, stores.bus, { cacheable: (key) => key.startsWith(CACHE_VERSION_PREFIX) });
}

export class SharedCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly ttlMs: number;
  private drawing: Promise<string> | null = null;

  constructor(
    private readonly store: KeyValueStore,
    private readonly namespace: string,
    options: SharedCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.entries = new LRUCache({ max: options.maxEntries ?? 500, ttl: this.ttlMs });
  }

  private get versionKey(): string {
    return `${CACHE_VERSION_PREFIX}${this.namespace}`;
  }

  private async currentVersion(): Promise<string> {
    const version = await this.store.get<string>(this.versionKey);
    if (version) return version;
    // Concurrent first reads share one new token instead of each drawing (and orphaning) one.
    this.drawing ??= (async () => {
      const fresh = randomUUID();
      await this.store.set(this.versionKey, fresh, VERSION_TTL_SECONDS);
      return fresh;
    })().finally(() => {
      this.drawing = null;
    });
    return this.drawing;
  }

  /**
   * The cached value for `key`, or `load()`'s. Concurrent misses share one load; a failed
   * load is not kept. Without the shared store every call loads. `maxAgeMs` keeps this
   * entry for less than the cache's ttl.
   */
  async get<T>(key: string, load: () => Promise<T>, maxAgeMs = this.ttlMs): Promise<T> {
    let version: string;
    try {
      version = await this.currentVersion();
    } catch {
      // The shared store is down: freshness cannot be known, so read through without caching
      // (public pages keep working on the database alone).
      return load();
    }
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value as Promise<T>;

    const value = load();
    const entry: Entry = { version, value };
    this.entries.set(key, entry, { ttl: Math.max(1, Math.min(maxAgeMs, this.ttlMs)) });
    value.catch(() => {
      if (this.entries.peek(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** `get` keyed by a route's name and parsed query. */
  getFor<T>(name: string, query: object, load: () => Promise<T>): Promise<T> {
    return this.get(queryKey(name, query), load);
  }

  /** Called after every write to the cached data: all instances reload on their next read. */
  async invalidate(): Promise<void> {
    this.entries.clear();
    await this.store.set(this.versionKey, randomUUID(), VERSION_TTL_SECONDS);
  }
}

const isNonGetCall = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';

/**
 * Invalidates `cache` after every successful write (non-GET) registered in `app`'s plugin
 * scope, before the answer leaves: a client that reads right after its write sees it. `when`
 * narrows the writes that count (a root-level registration); `isWrite` replaces what counts
 * as a write call (the GET writes of the spec too).
 */
export function invalidateOnWrite(
  app: FastifyInstance,
  cache: SharedCache,
  when?: (request: FastifyRequest) => boolean,
  isWrite: (request: FastifyRequest) => boolean = isNonGetCall,
): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const write = reply.statusCode < 400 && isWrite(request);
    if (!write || (when && !when(request))) return done(null, payload);
    cache.invalidate().then(() => done(null, payload), done);
  });
}

/** A stable cache key from a route's parsed query (key order does not matter; `_t` is never in it). */
export function queryKey(name: string, query: object): string {
  // Plain code-unit order (names are ASCII), no locale-aware comparison.
  const entries = Object.entries(query)
    .filter(([k, v]) => v !== undefined && k !== '_t')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${name}?${JSON.stringify(entries)}`;
}
