import { Redis } from 'ioredis';
import { ServiceUnavailableError } from '../errors.ts';
import type { KeyValueStore, KvEntry } from './kv.ts';

// Decrement only an existing counter, floor 0, expiry kept (SET … KEEPTTL, Redis 6+).
const DECR_LIVE = `local v = redis.call('GET', KEYS[1])
if not v then return 0 end
local n = math.max(0, tonumber(v) - 1)
redis.call('SET', KEYS[1], n, 'KEEPTTL')
return n`;

// Compare-and-set on the stored JSON text (written by this class, so the same text for the same value).
const REPLACE_IF = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
return 1`;

/** A command unanswered this long fails (a connection that hangs instead of dropping). */
const COMMAND_TIMEOUT_MS = 2000;
/** Reconnection attempts back off to this delay at most, so recovery is noticed within it. */
const MAX_RECONNECT_DELAY_MS = 1000;
/** How long calls made before the first connection wait for it. */
const CONNECT_WAIT_MS = 5000;

/**
 * Redis store, shared by every server instance when REDIS_URL is set. While Redis is
 * unreachable every call fails at once with ServiceUnavailableError (HTTP 503, errors
 * plugin) instead of queueing; ioredis keeps reconnecting in the background, and the
 * first call after Redis is back works.
 */
export class RedisKv implements KeyValueStore {
  private readonly redis: Redis;
  private down = false;
  /** Settles at the first connection (or its timeout): calls made at boot wait for it. */
  private readonly connected: Promise<void>;

  constructor(
    url: string,
    private readonly prefix = 'coal:',
  ) {
    this.redis = new Redis(url, {
      lazyConnect: false,
      maxRetriesPerRequest: 2,
      enableOfflineQueue: false, // no pile-up of waiting requests during an outage
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: CONNECT_WAIT_MS,
      retryStrategy: (times) => Math.min(times * 100, MAX_RECONNECT_DELAY_MS),
    });
    // Without a listener ioredis prints every failed reconnection; one line per outage is enough.
    this.redis.on('error', (error: Error) => {
      if (this.down) return;
      this.down = true;
      console.error(`redis unavailable: ${error.message}`);
    });
    this.redis.on('ready', () => {
      if (this.down) console.error('redis available again');
      this.down = false;
    });
    this.connected = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, CONNECT_WAIT_MS);
      timer.unref();
      this.redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private k(key: string): string {
    return this.prefix + key;
  }

  /** Runs one command; a connection failure becomes ServiceUnavailableError. */
  private async run<T>(command: () => Promise<T>): Promise<T> {
    await this.connected;
    try {
      return await command();
    } catch (error) {
      throw new ServiceUnavailableError(error);
    }
  }

  async get<T>(key: string): Promise<T | null> {
    const raw = await this.run(() => this.redis.get(this.k(key)));
    return raw === null ? null : (JSON.parse(raw) as T);
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.run(() => this.redis.set(this.k(key), JSON.stringify(value), 'EX', Math.max(1, Math.ceil(ttlSeconds))));
  }

  async setIfAbsent(key: string, value: unknown, ttlSeconds: number): Promise<boolean> {
    const answer = await this.run(() => this.redis.set(this.k(key), JSON.stringify(value), 'EX', Math.max(1, Math.ceil(ttlSeconds)), 'NX'));
    return answer === 'OK';
  }

  async replace(key: string, expected: unknown, value: unknown, ttlSeconds: number): Promise<boolean> {
    const ttl = Math.max(1, Math.ceil(ttlSeconds));
    const result = await this.run(() => this.redis.eval(REPLACE_IF, 1, this.k(key), JSON.stringify(expected), JSON.stringify(value), ttl));
    return Number(result) === 1;
  }

  async del(key: string): Promise<void> {
    await this.run(() => this.redis.del(this.k(key)));
  }

  async take<T>(key: string): Promise<T | null> {
    const raw = await this.run(() => this.redis.getdel(this.k(key)));
    return raw === null ? null : (JSON.parse(raw) as T);
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    const results = await this.run(() =>
      this.redis
        .multi()
        .incr(this.k(key))
        .expire(this.k(key), Math.max(1, Math.ceil(ttlSeconds)), 'NX')
        .exec(),
    );
    return Number(results?.[0]?.[1] ?? 0);
  }

  async decr(key: string): Promise<number> {
    const result = await this.run(() => this.redis.eval(DECR_LIVE, 1, this.k(key)));
    return Number(result);
  }

  async entries(prefix: string, limit: number): Promise<KvEntry[]> {
    const pattern = `${this.k(prefix).replace(/[*?[\]\\]/g, (c) => `\\${c}`)}*`;
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await this.run(() => this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500));
      keys.push(...batch);
      cursor = next;
    } while (cursor !== '0' && keys.length < limit);
    const found: KvEntry[] = [];
    // Values and expiries in one round trip per batch, not two per key.
    for (let start = 0; start < Math.min(keys.length, limit); start += 500) {
      const batch = keys.slice(start, Math.min(start + 500, limit));
      const pipeline = this.redis.pipeline();
      for (const key of batch) pipeline.get(key).pttl(key);
      const replies = (await this.run(() => pipeline.exec())) ?? [];
      batch.forEach((key, i) => {
        const raw = replies[i * 2]?.[1] as string | null | undefined;
        const ttlMs = Number(replies[i * 2 + 1]?.[1] ?? -2);
        if (raw == null || ttlMs < 0) return; // gone meanwhile (or, never here, without expiry)
        found.push({ key: key.slice(this.prefix.length), value: JSON.parse(raw), expiresAt: new Date(Date.now() + ttlMs) });
      });
    }
    return found;
  }

  async close(): Promise<void> {
    // QUIT cannot be sent while disconnected: then just stop reconnecting.
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
