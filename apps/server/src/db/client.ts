/**
 * One schema, two engines: embedded PGlite (DATABASE_URL unset, data in DATA_DIR) or a
 * PostgreSQL server (DATABASE_URL set). Both expose the same Drizzle API.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock.ts';
import { PGliteThread } from './pglite-thread.ts';
import { beginFill, endFill } from './template-fill.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction (`db.transaction(async (tx) => …)`). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository function runs on: the database, or a transaction of it. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Applies the committed migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for a throwaway in-memory database. */
  dataDir: string;
  /** A template directory to copy into the new `dataDir` first (db/demo-template.ts, db/template-fill.ts), on the database's thread. */
  fillFrom?: string;
}

/** Each engine's driver is loaded only when it is the one used (a start loads one, not both). */
export async function openDatabase({ databaseUrl, dataDir, fillFrom }: DatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // A connection attempt that hangs (server unreachable, not refusing) fails after 5 s, so
    // calls answer 503 (errors plugin) well before the request deadline.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000, keepAlive: true });
    // An idle connection dropped by the server (restart, failover, DROP DATABASE) must not
    // crash the process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.error('postgres idle connection error:', error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  // PGlite on its own thread: its WebAssembly work does not take the request thread's CPU.
  // The thread is told at once: it copies a new directory and loads PGlite while Drizzle and
  // the app's modules load here.
  let unlock = async () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  const client = PGliteThread.start();
  let drizzlePglite, migratePglite;
  try {
    if (fillFrom) beginFill(dataDir);
    const opening = client.open(dataDir, fillFrom);
    opening.catch(() => undefined); // awaited below, after Drizzle's modules
    [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
    await opening;
    if (fillFrom) endFill(dataDir);
  } catch (error) {
    await client.close(); // the thread first: the directory stays locked until nothing of this process uses it
    await unlock();
    throw error;
  }
  const db = drizzlePglite({ client: client as never, schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}
