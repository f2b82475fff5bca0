import { isDeepStrictEqual } from 'node:util';
import type { KeyValueStore, KvEntry } from './kv.ts';

interface Entry {
  value: unknown;
  expiresAt: number;
}

/** In-process store, for one server instance without Redis. */
export class MemoryKv implements KeyValueStore {
  private readonly items = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    // Expired entries are dropped on read; the sweep bounds memory for keys never read again.
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.items.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.items.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.items) if (entry.expiresAt <= now) this.items.delete(key);
  }

  async get<T>(key: string): Promise<T | null> {
    const entry = this.live(key);
    return entry ? (structuredClone(entry.value) as T) : null;
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    this.items.set(key, { value: structuredClone(value), expiresAt: this.now() + ttlSeconds * 1000 });
  }

  async setIfAbsent(key: string, value: unknown, ttlSeconds: number): Promise<boolean> {
    if (this.live(key)) return false;
    await this.set(key, value, ttlSeconds);
    return true;
  }

  async replace(key: string, expected: unknown, value: unknown, ttlSeconds: number): Promise<boolean> {
    const entry = this.live(key);
    if (!entry || !isDeepStrictEqual(entry.value, expected)) return false;
    await this.set(key, value, ttlSeconds);
    return true;
  }

  async del(key: string): Promise<void> {
    this.items.delete(key);
  }

  async take<T>(key: string): Promise<T | null> {
    const entry = this.live(key);
    this.items.delete(key);
    return entry ? (entry.value as T) : null;
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    const entry = this.live(key);
    const next = (typeof entry?.value === 'number' ? entry.value : 0) + 1;
    this.items.set(key, { value: next, expiresAt: entry?.expiresAt ?? this.now() + ttlSeconds * 1000 });
    return next;
  }

  async decr(key: string): Promise<number> {
    const entry = this.live(key);
    if (!entry || typeof entry.value !== 'number') return 0;
    const next = Math.max(0, entry.value - 1);
    entry.value = next;
    return next;
  }

  async entries(prefix: string, limit: number): Promise<KvEntry[]> {
    const found: KvEntry[] = [];
    for (const key of this.items.keys()) {
      if (found.length >= limit) break;
      const entry = key.startsWith(prefix) ? this.live(key) : undefined;
      if (entry) found.push({ key, value: structuredClone(entry.value), expiresAt: new Date(entry.expiresAt) });
    }
    return found;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.items.clear();
  }
}
