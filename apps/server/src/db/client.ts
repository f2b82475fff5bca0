/**
 * One schema, two engines: embedded PGlite (DATABASE_URL unset, data in DATA_DIR) or a
 * PostgreSQL server (DATABASE_URL set). Both expose the same Drizzle API.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Pool } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock.ts';
import { PGliteThread, SOCKET_PORT } from './pglite-thread.ts';
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
  /**
   * The connection pool both engines are reached through (`pg`; PGlite through its socket,
   * pglite-thread.ts). The job queue (lib/jobs.ts) runs its SQL on it.
   */
  pool: Pool;
  /** Applies the committed migrations. */
  migrate(): Promise<void>;
  /** PGlite only: the data directory as a tarball (`db:backup`). */
  dumpDataDir?(): Promise<Blob>;
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

/** Drizzle over a `pg` pool, with the node-postgres migrator: the same for both engines. */
async function overPool(pool: Pool): Promise<{ db: Database; migrate: () => Promise<void> }> {
  const [{ drizzle }, { migrate }] = await Promise.all([import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator')]);
  const db = drizzle(pool, { schema }) as unknown as Database;
  return { db, migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_DIR }) };
}

/** Each engine is started only when it is the one used (a start loads one, not both). */
export async function openDatabase({ databaseUrl, dataDir, fillFrom }: DatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    // A connection attempt that hangs (server unreachable, not refusing) fails after 5 s, so
    // calls answer 503 (errors plugin) well before the request deadline.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000, keepAlive: true });
    // An idle connection dropped by the server (restart, failover, DROP DATABASE) must not
    // crash the process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.error('postgres idle connection error:', error.message));
    return { ...(await overPool(pool)), pool, engine: 'postgres', close: () => pool.end() };
  }
  // PGlite on its own thread: its WebAssembly work does not take the request thread's CPU.
  // The thread is told at once: it copies a new directory and loads PGlite while `pg`, Drizzle
  // and the app's modules load here.
  let unlock = async () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  const thread = PGliteThread.start();
  let pool: Pool;
  try {
    if (fillFrom) beginFill(dataDir);
    const opening = thread.open(dataDir, fillFrom);
    opening.catch(() => undefined); // awaited below, after the driver's modules
    const { default: pg } = await import('pg');
    await opening;
    if (fillFrom) endFill(dataDir);
    // One connection: PGlite runs one statement at a time, and two connections' messages
    // would interleave on its one session. Waiting for it has no time limit (a long
    // transaction, the seed), nor does an idle connection close.
    pool = new pg.Pool({ host: thread.socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres', max: 1, idleTimeoutMillis: 0 });
    pool.on('error', (error) => console.error('database connection error:', error.message));
  } catch (error) {
    await thread.close(); // the thread first: the directory stays locked until nothing of this process uses it
    await unlock();
    throw error;
  }
  return {
    ...(await overPool(pool)),
    pool,
    engine: 'pglite',
    dumpDataDir: () => thread.dumpDataDir('gzip'),
    close: async () => {
      await pool.end();
      await thread.close();
      await unlock();
    },
  };
}
