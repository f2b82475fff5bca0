/**
 * `npm run db:backup` / `npm run db:restore`: a backup is a directory holding the database
 * (PGlite: the whole data directory DATA_DIR as a tarball, uploaded files included;
 * PostgreSQL: `pg_dump -Fc` plus a copy of DATA_DIR's uploaded files) and a manifest with
 * the row count of every table.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../config/env.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { dataDirHolder, LOCK_NAMES } from './data-dir-lock.ts';

/** DATA_DIR's file areas (uploads-tmp holds only unfinished uploads). */
const FILE_AREAS = ['uploads', 'uploads-private'];
const PGLITE_FILE = 'database.tar.gz';
const PG_FILE = 'database.dump';

export interface BackupManifest {
  engine: 'pglite' | 'postgres';
  createdAt: string;
  /** Rows per table (`schema.table`) at backup time. */
  tables: Record<string, number>;
  /** File areas copied from DATA_DIR. */
  files: string[];
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
async function rowsOf<T>(handle: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Row count of every table in the application's schemas (`schema.table` → rows). */
export async function countRows(handle: DatabaseHandle): Promise<Record<string, number>> {
  const tables = await rowsOf<{ schema: string; table: string }>(
    handle,
    sql`select schemaname as schema, tablename as table from pg_tables where schemaname in ('public', 'drizzle') order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, table } of tables) {
    const [row] = await rowsOf<{ n: number }>(handle, sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}`);
    counts[`${schema}.${table}`] = Number(row!.n);
  }
  return counts;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`))));
  });
}

async function refuseWhileServed(config: Config): Promise<void> {
  if (config.DATABASE_URL) return;
  const holder = await dataDirHolder(config.DATA_DIR);
  if (holder !== null) throw new Error(`${config.DATA_DIR} is in use by process ${holder || '(busy)'}: stop the server first (PGlite allows one process)`);
}

/** Writes a backup of the configured database and DATA_DIR's files into `dir` (created; must be empty). */
export async function backup(config: Config, dir: string): Promise<BackupManifest> {
  await refuseWhileServed(config);
  mkdirSync(dir, { recursive: true });
  if (readdirSync(dir).length > 0) throw new Error(`${dir} is not empty`);
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  let tables: Record<string, number>;
  try {
    if (config.DATABASE_URL) {
      tables = await countRows(handle);
      // One snapshot: pg_dump reads in a single repeatable-read transaction.
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${join(dir, PG_FILE)}`, `--dbname=${config.DATABASE_URL}`]);
    } else {
      // The process holds the data directory (lock), so the counts and the dump see the same data.
      tables = await countRows(handle);
      const dump = await handle.dumpDataDir!();
      writeFileSync(join(dir, PGLITE_FILE), Buffer.from(await dump.arrayBuffer()));
    }
  } finally {
    await handle.close();
  }
  const files = FILE_AREAS.filter((area) => existsSync(join(config.DATA_DIR, area)));
  // PGlite's tarball is all of DATA_DIR, files included; beside PostgreSQL they are copied.
  if (config.DATABASE_URL) for (const area of files) cpSync(join(config.DATA_DIR, area), join(dir, area), { recursive: true });
  const manifest: BackupManifest = { engine: config.DATABASE_URL ? 'postgres' : 'pglite', createdAt: new Date().toISOString(), tables, files };
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Replaces the configured database and DATA_DIR's files with the backup in `dir`. The server
 * must be stopped (PGlite: enforced by the data directory's lock).
 */
export async function restore(config: Config, dir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  const engine = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) throw new Error(`the backup is of ${manifest.engine}, the configured database is ${engine}`);
  await refuseWhileServed(config);
  if (!config.DATABASE_URL) {
    await restorePglite(config.DATA_DIR, join(dir, PGLITE_FILE));
    return manifest;
  }
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${config.DATABASE_URL}`,
    join(dir, PG_FILE),
  ]);
  mkdirSync(config.DATA_DIR, { recursive: true });
  for (const area of FILE_AREAS) {
    rmSync(join(config.DATA_DIR, area), { recursive: true, force: true });
    if (manifest.files.includes(area)) cpSync(join(dir, area), join(config.DATA_DIR, area), { recursive: true });
  }
  return manifest;
}

/** Unpacks the tarball (all of DATA_DIR) beside DATA_DIR first, then swaps its contents in. */
async function restorePglite(dataDir: string, tarball: string): Promise<void> {
  const parent = dirname(dataDir);
  mkdirSync(parent, { recursive: true });
  const staging = mkdtempSync(join(parent, `.${basename(dataDir)}-restore-`));
  try {
    const loaded = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([readFileSync(tarball)]) });
    await loaded.query('select 1');
    await loaded.close();
    mkdirSync(dataDir, { recursive: true });
    for (const name of readdirSync(dataDir)) rmSync(join(dataDir, name), { recursive: true, force: true });
    for (const name of readdirSync(staging)) {
      // The lock of the process that took the backup and unfinished uploads stay behind.
      if (!LOCK_NAMES.includes(name) && name !== 'uploads-tmp') renameSync(join(staging, name), join(dataDir, name));
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
