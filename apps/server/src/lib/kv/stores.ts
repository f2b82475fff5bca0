import type { Database } from '../../db/client.ts';
import { DbKv } from './db-kv.ts';
import type { KeyValueStore } from './kv.ts';
import { MemoryKv } from './memory-kv.ts';
import { RedisKv } from './redis-kv.ts';

export interface Stores {
  /** Survives a restart: sessions. Database, or Redis when configured. */
  durable: KeyValueStore;
  /** Short-lived state: captchas, login throttles. In-process, or Redis when configured. */
  ephemeral: KeyValueStore;
  close(): Promise<void>;
}

/** With REDIS_URL every piece of shared state lives in Redis, so instances can scale out. */
export function createStores(db: Database, redisUrl?: string, redisPrefix?: string): Stores {
  if (redisUrl) {
    const redis = new RedisKv(redisUrl, redisPrefix);
    return { durable: redis, ephemeral: redis, close: () => redis.close() };
  }
  const durable = new DbKv(db);
  const ephemeral = new MemoryKv();
  return {
    durable,
    ephemeral,
    close: async () => {
      await durable.close();
      await ephemeral.close();
    },
  };
}
