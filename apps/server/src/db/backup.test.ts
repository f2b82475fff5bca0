/**
 * `npm run db:backup` / `db:restore` round trip through the real scripts, on the engine of the
 * project (PGlite, or PostgreSQL): backup, change and delete data and files, restore, and every
 * table has the backup's row count again.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataStore, type DataStore } from '../test/server-process.ts';
import { type BackupManifest, countRows } from './backup.ts';
import { openDatabase } from './client.ts';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** Runs `scripts/db-<mode>.mjs` as `npm run db:<mode>` would. */
function runScript(mode: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, `scripts/db-${mode}.mjs`), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('db:backup and db:restore', () => {
  let store: DataStore;
  let dataDir: string;
  let backups: string;
  const open = () => openDatabase({ databaseUrl: store.env.DATABASE_URL, dataDir });

  beforeAll(async () => {
    store = await createDataStore();
    // Uploads live in DATA_DIR on both engines (without S3).
    dataDir = store.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'coal-backup-data-'));
    mkdirSync(join(dataDir, 'uploads/2026/11'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads/2026/11/kept.png'), 'picture');
    backups = mkdtempSync(join(tmpdir(), 'coal-backups-'));
  });

  afterAll(async () => {
    await store?.dispose();
    rmSync(backups, { recursive: true, force: true });
    if (!store?.env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  });

  it('restores every table to the backup’s row count, and the uploaded files', async () => {
    const env = { ...store.env, DATA_DIR: dataDir };
    const dir = join(backups, 'one');
    const made = await runScript('backup', [dir], env);
    expect(made.code, made.output).toBe(0);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
    expect(manifest.engine).toBe(store.engine);
    expect(manifest.files).toEqual(['uploads']);
    expect(existsSync(join(dir, 'uploads'))).toBe(store.engine === 'postgres'); // PGlite: inside the tarball
    expect(Object.keys(manifest.tables).length).toBeGreaterThan(20);
    expect(manifest.tables['public.analytics_events']).toBeGreaterThan(0);

    // Change and delete data and files after the backup.
    let handle = await open();
    expect(await countRows(handle)).toEqual(manifest.tables);
    await handle.db.execute(sql`delete from analytics_events`);
    await handle.db.execute(sql`insert into kv_entries (key, value, expires_at) values ('after-backup', '1', now() + interval '1 day')`);
    await handle.db.execute(sql`update themes set selected = (theme_name_en = 'mourn')`);
    const changed = await countRows(handle);
    await handle.close();
    expect(changed['public.analytics_events']).toBe(0);
    expect(changed['public.kv_entries']).toBe(manifest.tables['public.kv_entries']! + 1);
    rmSync(join(dataDir, 'uploads/2026/11/kept.png'));
    writeFileSync(join(dataDir, 'uploads/2026/11/later.png'), 'later');

    const restored = await runScript('restore', [dir], env);
    expect(restored.code, restored.output).toBe(0);
    handle = await open();
    try {
      expect(await countRows(handle)).toEqual(manifest.tables);
      const selected = await handle.db.execute(sql`select theme_name_en from themes where selected`);
      expect((selected as unknown as { rows: Array<{ theme_name_en: string }> }).rows.map((r) => r.theme_name_en)).toEqual(['default']);
    } finally {
      await handle.close();
    }
    expect(readFileSync(join(dataDir, 'uploads/2026/11/kept.png'), 'utf8')).toBe('picture');
    expect(existsSync(join(dataDir, 'uploads/2026/11/later.png'))).toBe(false);
  }, 120_000); // two script processes and three opens of the database: slow on a busy machine

  it('refuses a PGlite data directory another process has open, and a backup of the other engine', async () => {
    const env = { ...store.env, DATA_DIR: dataDir };
    if (store.engine === 'pglite') {
      const handle = await open(); // this test process holds the data directory now
      try {
        const refused = await runScript('backup', [join(backups, 'two')], env);
        expect(refused.code).toBe(1);
        expect(refused.output).toContain(`in use by process ${process.pid}`);
      } finally {
        await handle.close();
      }
    }
    const other = join(backups, 'other');
    mkdirSync(other);
    writeFileSync(
      join(other, 'manifest.json'),
      JSON.stringify({ engine: store.engine === 'pglite' ? 'postgres' : 'pglite', createdAt: '', tables: {}, files: [] }),
    );
    const wrong = await runScript('restore', [other], env);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('the backup is of');
  });
});
