import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { adminUrl, databaseUrlFor } from './pg-urls.ts';

export const testEngine = (): 'pglite' | 'postgres' => (process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite');

let counter = 0;

/**
 * A fresh, migrated and seeded database for one test file, copied from the run's template:
 * a PGlite data directory, or a PostgreSQL database created WITH TEMPLATE.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testEngine() === 'postgres') {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `coal_t_${inject('pgTemplate').replace('coal_tpl_', '')}_${process.pid}_${++counter}_${Date.now() % 100000}`;
    const admin = new pg.Client({ connectionString: adminUrl(base) });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    } finally {
      await admin.end();
    }
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(base, name), dataDir: '' });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: adminUrl(base) });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'coal-test-'));
  const handle = await openDatabase({ dataDir: dir, fillFrom: inject('pgliteTemplate') });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
