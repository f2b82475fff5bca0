import type { Database } from '../../db/client.ts';
import { DbKv } from './db-kv.ts';
import { type InvalidationBus, LocalBus } from './invalidation-bus.ts';
import type { KeyValueStore } from './kv.ts';
import { MemoryKv } from './memory-kv.ts';

export interface Stores {
  /** Survives a restart: sessions. Database, or Redis when configured. */
  durable: KeyValueStore;
  /** Short-lived state: captchas, login throttles. In-process, or Redis when configured. */
  ephemeral: KeyValueStore;
  /** Tells every instance a key changed (in-process caches of shared state): a Redis channel, or local. */
  bus: InvalidationBus;
  close(): Promise<void>;
}

/**
 * With REDIS_URL every piece of shared state lives in Redis, so instances can scale out.
 * The Redis client is loaded only then (a start without Redis does not read it).
 */
export async function createStores(db: Database, redisUrl?: string, redisPrefix?: string): Promise<Stores> {
  if (redisUrl) {
    const [{ RedisKv }, { RedisBus }] = await Promise.all([import('./redis-kv.ts'), import('./redis-bus.ts')]);
    const redis = new RedisKv(redisUrl, redisPrefix);
    const bus = new RedisBus(redisUrl, redisPrefix ?? 'coal:');
    return {
      durable: redis,
      ephemeral: redis,
      bus,
      close: async () => {
        await bus.close();
        await redis.close();
      },
    };
  }
  // Without Redis there is one instance (DESIGN.md §2): the bus stays in this process.
  const durable = new DbKv(db);
  const ephemeral = new MemoryKv();
  const bus = new LocalBus();
  return {
    durable,
    ephemeral,
    bus,
    close: async () => {
      await bus.close();
      await durable.close();
      await ephemeral.close();
    },
  };
}
