import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { tempDirs } from '../test/temp-dirs.ts';
import { testEngine } from '../test/test-database.ts';
import { openDatabase } from './client.ts';
import { needsPreparing } from './demo-template.ts';
import { openDatabaseEarly } from './open-early.ts';
import { beginFill, isNewDataDir } from './template-fill.ts';

const tempDir = tempDirs('coal-template-test-');

describe('a new data directory from the demo template', () => {
  it.skipIf(testEngine() === 'postgres')('is filled with a copy of the template by the database’s thread, then opened', async () => {
    const template = inject('pgliteTemplate'); // migrated and seeded, like the demo template
    const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'true', DATA_DIR: join(tempDir(), 'nested/new') });
    expect(needsPreparing(config)).toBe(true);

    const handle = await openDatabase({ dataDir: config.DATA_DIR, fillFrom: template });
    try {
      // What initdb alone would not have: the migrations and the seeded accounts.
      const result = await handle.db.execute(
        sql`SELECT (SELECT count(*) FROM drizzle.__drizzle_migrations)::int AS migrations, (SELECT count(*) FROM staff)::int AS staff`,
      );
      const [counts] = (result as unknown as { rows: Array<{ migrations: number; staff: number }> }).rows;
      expect(counts!.migrations).toBeGreaterThan(0);
      expect(counts!.staff).toBeGreaterThan(0);
      expect(readFileSync(join(config.DATA_DIR, 'PG_VERSION'), 'utf8')).toBe(readFileSync(join(template, 'PG_VERSION'), 'utf8'));
      // Filled: no longer new, so nothing more to prepare.
      expect(needsPreparing(config)).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it.skipIf(testEngine() === 'postgres')('is filled again when an earlier fill was cut short, then opened', async () => {
    const dataDir = join(tempDir(), 'cut-short');
    mkdirSync(dataDir);
    beginFill(dataDir); // an earlier start's copy, killed halfway
    writeFileSync(join(dataDir, 'PG_VERSION'), 'half');
    mkdirSync(join(dataDir, 'base'));
    writeFileSync(join(dataDir, 'base/junk'), 'half');

    const handle = await openDatabase({ dataDir, fillFrom: inject('pgliteTemplate') });
    try {
      const result = await handle.db.execute(sql`SELECT count(*)::int AS staff FROM staff`);
      expect((result as unknown as { rows: Array<{ staff: number }> }).rows[0]!.staff).toBeGreaterThan(0);
      expect(existsSync(join(dataDir, 'base/junk'))).toBe(false);
      expect(isNewDataDir(dataDir)).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it('is left to buildApp (which makes the template first) when today’s template is not made yet', () => {
    const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'true', DATA_DIR: join(tempDir(), 'new') });
    expect(needsPreparing(config)).toBe(true);
    expect(openDatabaseEarly(config, () => null)).toBeNull();
  });
});
