import { and, eq, gt, like, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { kvEntries } from '../../db/schema/index.ts';
import type { KeyValueStore, KvEntry } from './kv.ts';

const expiry = (ttlSeconds: number) => new Date(Date.now() + ttlSeconds * 1000);

/** Database store: durable across restarts without Redis (used for sessions). */
export class DbKv implements KeyValueStore {
  constructor(private readonly db: Database) {}

  /** Deletes expired rows (a job of the queue, every ten minutes: app.ts); reads already ignore them. */
  async sweep(): Promise<void> {
    await this.db.delete(kvEntries).where(lte(kvEntries.expiresAt, new Date()));
  }

  async get<T>(key: string): Promise<T | null> {
    const rows = await this.db
      .select({ value: kvEntries.value })
      .from(kvEntries)
      .where(and(eq(kvEntries.key, key), gt(kvEntries.expiresAt, new Date())));
    return rows[0] ? (rows[0].value as T) : null;
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    const expiresAt = expiry(ttlSeconds);
    await this.db.insert(kvEntries).values({ key, value, expiresAt }).onConflictDoUpdate({ target: kvEntries.key, set: { value, expiresAt } });
  }

  async setIfAbsent(key: string, value: unknown, ttlSeconds: number): Promise<boolean> {
    // An expired row is taken over in the same statement; a live one is left alone (no row back).
    const rows = await this.db
      .insert(kvEntries)
      .values({ key, value, expiresAt: expiry(ttlSeconds) })
      .onConflictDoUpdate({
        target: kvEntries.key,
        set: { value: sql`excluded.value`, expiresAt: sql`excluded.expires_at` },
        setWhere: lte(kvEntries.expiresAt, sql`now()`),
      })
      .returning({ key: kvEntries.key });
    return rows.length > 0;
  }

  async replace(key: string, expected: unknown, value: unknown, ttlSeconds: number): Promise<boolean> {
    // jsonb equality: the same document whatever its key order or spacing.
    const rows = await this.db
      .update(kvEntries)
      .set({ value, expiresAt: expiry(ttlSeconds) })
      .where(and(eq(kvEntries.key, key), gt(kvEntries.expiresAt, sql`now()`), sql`${kvEntries.value} = ${JSON.stringify(expected)}::jsonb`))
      .returning({ key: kvEntries.key });
    return rows.length > 0;
  }

  async del(key: string): Promise<void> {
    await this.db.delete(kvEntries).where(eq(kvEntries.key, key));
  }

  async take<T>(key: string): Promise<T | null> {
    const rows = await this.db.delete(kvEntries).where(eq(kvEntries.key, key)).returning({ value: kvEntries.value, expiresAt: kvEntries.expiresAt });
    const row = rows[0];
    return row && row.expiresAt > new Date() ? (row.value as T) : null;
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    // An expired counter restarts at 1 with a fresh expiry, in one statement.
    const rows = await this.db
      .insert(kvEntries)
      .values({ key, value: 1, expiresAt: expiry(ttlSeconds) })
      .onConflictDoUpdate({
        target: kvEntries.key,
        set: {
          value: sql`case when ${kvEntries.expiresAt} <= now() then '1'::jsonb else to_jsonb((${kvEntries.value})::int + 1) end`,
          expiresAt: sql`case when ${kvEntries.expiresAt} <= now() then excluded.expires_at else ${kvEntries.expiresAt} end`,
        },
      })
      .returning({ value: kvEntries.value });
    return Number(rows[0]?.value ?? 0);
  }

  async decr(key: string): Promise<number> {
    const rows = await this.db
      .update(kvEntries)
      .set({ value: sql`to_jsonb(greatest((${kvEntries.value})::int - 1, 0))` })
      .where(and(eq(kvEntries.key, key), gt(kvEntries.expiresAt, new Date())))
      .returning({ value: kvEntries.value });
    return Number(rows[0]?.value ?? 0);
  }

  async entries(prefix: string, limit: number): Promise<KvEntry[]> {
    const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.db
      .select({ key: kvEntries.key, value: kvEntries.value, expiresAt: kvEntries.expiresAt })
      .from(kvEntries)
      .where(and(like(kvEntries.key, pattern), gt(kvEntries.expiresAt, new Date())))
      .limit(limit);
  }

  async close(): Promise<void> {}
}
