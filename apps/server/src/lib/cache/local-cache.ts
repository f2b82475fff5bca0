/**
 * A small in-process map with a lifetime per entry and a bound on its size (the oldest
 * entry goes first). For values another store owns; callers delete what they change.
 */
export class LocalCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value` for the cache's lifetime, or until `expiresAt` when that comes first. */
  set(key: string, value: V, expiresAt = Number.POSITIVE_INFINITY): void {
    this.entries.delete(key); // re-inserted last: Map order is the eviction order
    this.entries.set(key, { value, expiresAt: Math.min(expiresAt, this.now() + this.ttlMs) });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
