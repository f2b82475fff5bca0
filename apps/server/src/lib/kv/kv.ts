/**
 * Small key-value store with expiry: sessions, captchas and login throttles live behind
 * it. In-process, database or Redis implementations share one contract (kv.test.ts).
 */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | null>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Reads and deletes in one step, so a value can be used once only. */
  take<T>(key: string): Promise<T | null>;
  /**
   * Stores the value only when the key is missing or expired, in one atomic step; answers
   * whether it was stored (the caller now owns the key). Idempotency keys are claimed so.
   */
  setIfAbsent(key: string, value: unknown, ttlSeconds: number): Promise<boolean>;
  /**
   * Compare-and-set: stores `value` (with a new expiry) only when the key is live and holds
   * exactly `expected`, in one atomic step; answers whether it did. A missing or expired key
   * is never created, so a late writer cannot bring back what was deleted meanwhile.
   */
  replace(key: string, expected: unknown, value: unknown, ttlSeconds: number): Promise<boolean>;
  /** Increments a counter, starting its expiry when it is created; answers the new count. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /**
   * Takes one off a live counter in one atomic step, never below zero, keeping its expiry;
   * a missing or expired counter stays missing (answers 0), so a give-back that arrives
   * after its window closed cannot lower the next window's count.
   */
  decr(key: string): Promise<number>;
  /**
   * Live entries whose key starts with `prefix`, at most `limit`, in no particular order.
   * For operators' views (the login locks), never for a request's hot path.
   */
  entries(prefix: string, limit: number): Promise<KvEntry[]>;
  close(): Promise<void>;
}

export interface KvEntry {
  key: string;
  value: unknown;
  expiresAt: Date;
}
