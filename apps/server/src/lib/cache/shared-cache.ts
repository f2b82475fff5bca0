/**
 * Read-through cache for data that is read on every page and written only by staff (price
 * indexes, market charts, the site theme). Entries live in this process; freshness is
 * decided by a version token kept in the shared ephemeral store (Redis when configured), so a
 * write on one instance invalidates every instance on its next read.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CachingKv } from '../kv/caching-kv.ts';
import type { InvalidationBus } from '../kv/invalidation-bus.ts';
import type { KeyValueStore } from '../kv/kv.ts';

export interface SharedCacheOptions {
  /** Upper bound of entries kept; the oldest go first. */
  maxEntries?: number;
  /** Safety net for data that is time-dependent after all (release times, schedules). */
  ttlMs?: number;
}

interface Entry {
  version: string;
  storedAt: number;
  /** Kept this long at most (the cache's ttl unless the get asked for less). */
  maxAgeMs: number;
  value: Promise<unknown>;
  /** The loaded value, once it is (for `holds`, which cannot wait). */
  settled?: unknown;
}

/** A store the caches can ask without waiting (CachingKv): what it holds, or undefined. */
type VersionStore = KeyValueStore & { peek?(key: string): unknown };

/**
 * For each object a cache answered: whether it is still the answer, decided without waiting
 * (false when unsure). An answer built from the value may be replayed while this holds
 * (plugins/answer-replay.ts).
 */
const freshness = new WeakMap<object, () => boolean>();

/** Whether `value`, answered by a SharedCache, is known to be still current (false when unknown). */
export function isStillCurrent(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  return freshness.get(value)?.() ?? false;
}

/** Marks a constant answer (never changes while the process runs) as always current. */
export function currentAlways(value: object): void {
  freshness.set(value, () => true);
}

/**
 * Narrows how long `value` counts as current, by `alsoWhile` (for a key that depends on
 * more than the cache's version: the price embargo's release slot).
 */
export function currentWhile(cache: SharedCache, key: string, value: unknown, alsoWhile: () => boolean): void {
  if (value && typeof value === 'object') freshness.set(value, () => cache.holds(key, value) && alsoWhile());
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
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private drawing: Promise<string> | null = null;

  constructor(
    private readonly store: VersionStore,
    private readonly namespace: string,
    options: SharedCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 500;
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
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
    if (hit && hit.version === version && Date.now() - hit.storedAt < hit.maxAgeMs) return hit.value as Promise<T>;

    const value = load();
    const entry: Entry = { version, storedAt: Date.now(), maxAgeMs: Math.min(maxAgeMs, this.ttlMs), value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    value.then(
      (loaded) => {
        entry.settled = loaded;
        if (loaded && typeof loaded === 'object') freshness.set(loaded, () => this.holds(key, loaded));
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /**
   * Whether `get(key)` would answer `value` now, decided without waiting: the entry is the
   * same, within its lifetime, and its version is the one this instance holds (a change on
   * any instance drops that through the bus). False when unsure (the version not held here).
   */
  holds(key: string, value: unknown): boolean {
    const entry = this.entries.get(key);
    if (!entry || entry.settled !== value || Date.now() - entry.storedAt >= entry.maxAgeMs) return false;
    const version = this.store.peek?.(this.versionKey);
    return version !== undefined && version === entry.version;
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

/**
 * Invalidates `cache` after every successful write (non-GET) registered in `app`'s plugin
 * scope, before the answer leaves: a client that reads right after its write sees it. `when`
 * narrows the writes that count (a root-level registration). Callback style: every answer of
 * the scope passes here, and a read must cost nothing.
 */
export function invalidateOnWrite(app: FastifyInstance, cache: SharedCache, when?: (request: FastifyRequest) => boolean): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS' && reply.statusCode < 400;
    if (!write || (when && !when(request))) return done(null, payload);
    cache.invalidate().then(() => done(null, payload), done);
  });
}

/** Keys of frozen queries (parseQuery's), by name: the same query object always makes the same key. */
const keysOfFrozen = new WeakMap<object, Map<string, string>>();

/** A stable cache key from a route's parsed query (key order does not matter). */
export function queryKey(name: string, query: object): string {
  const frozen = Object.isFrozen(query);
  const known = frozen ? keysOfFrozen.get(query)?.get(name) : undefined;
  if (known !== undefined) return known;
  // Plain code-unit order (names are ASCII), no locale-aware comparison.
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const key = `${name}?${JSON.stringify(entries)}`;
  if (frozen) {
    let byName = keysOfFrozen.get(query);
    if (!byName) keysOfFrozen.set(query, (byName = new Map()));
    byName.set(name, key);
  }
  return key;
}
