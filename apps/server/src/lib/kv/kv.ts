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
   * Adds `by` (default 1, may be negative) to a counter in one atomic step, starting its
   * expiry when it is created; answers the new count.
   */
  incr(key: string, ttlSeconds: number, by?: number): Promise<number>;
  close(): Promise<void>;
}
