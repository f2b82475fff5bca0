import { Redis } from 'ioredis';
import type { KeyValueStore } from './kv.ts';

// Decrement only an existing counter, floor 0, expiry kept (SET … KEEPTTL, Redis 6+).
const DECR_LIVE = `local v = redis.call('GET', KEYS[1])
if not v then return 0 end
local n = math.max(0, tonumber(v) - 1)
redis.call('SET', KEYS[1], n, 'KEEPTTL')
return n`;

/** Redis store, shared by every server instance when REDIS_URL is set. */
export class RedisKv implements KeyValueStore {
  private readonly redis: Redis;

  constructor(url: string, private readonly prefix = 'coal:') {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }

  private k(key: string): string {
    return this.prefix + key;
  }

  async get<T>(key: string): Promise<T | null> {
    const raw = await this.redis.get(this.k(key));
    return raw === null ? null : (JSON.parse(raw) as T);
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.k(key), JSON.stringify(value), 'EX', Math.max(1, Math.ceil(ttlSeconds)));
  }

  async del(key: string): Promise<void> {
    await this.redis.del(this.k(key));
  }

  async take<T>(key: string): Promise<T | null> {
    const raw = await this.redis.getdel(this.k(key));
    return raw === null ? null : (JSON.parse(raw) as T);
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    const results = await this.redis
      .multi()
      .incr(this.k(key))
      .expire(this.k(key), Math.max(1, Math.ceil(ttlSeconds)), 'NX')
      .exec();
    return Number(results?.[0]?.[1] ?? 0);
  }

  async decr(key: string): Promise<number> {
    const result = await this.redis.eval(DECR_LIVE, 1, this.k(key));
    return Number(result);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
