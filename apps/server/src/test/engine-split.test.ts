import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { postgresTestFiles, runsOnPostgres } from './engine-split.ts';

const importOf = (what: string, from: string) => `import { ${what} } from '${from}';\n`;

describe('which server tests also run on PostgreSQL', () => {
  it('takes a file that builds SQL, holds rows or handles, or reads the shared stores', () => {
    expect(runsOnPostgres('src/modules/x/x.routes.test.ts', importOf('eq', 'drizzle-orm'))).toBe(true);
    expect(runsOnPostgres('src/modules/x/x.routes.test.ts', importOf('articles', '../../db/schema/index.ts'))).toBe(true);
    expect(runsOnPostgres('src/modules/x/x.test.ts', importOf('type Database', '../../db/client.ts'))).toBe(true);
    expect(runsOnPostgres('src/modules/x/x.test.ts', importOf('enqueue', '../../lib/jobs.ts'))).toBe(true);
    expect(runsOnPostgres('src/modules/x/x.test.ts', importOf('RedisKv', '../../lib/kv/redis-kv.ts'))).toBe(true);
    expect(runsOnPostgres('src/modules/x/x.test.ts', `it.skipIf(testEngine() !== 'postgres')`)).toBe(true);
  });

  it('takes SQL subjects by their place or name, whatever they import', () => {
    for (const file of [
      'src/modules/search/search.routes.test.ts',
      'src/modules/x/x.repository.test.ts',
      'src/modules/x/y.rollup.test.ts',
      'src/x/two-instances.test.ts',
    ])
      expect(runsOnPostgres(file, ''), file).toBe(true);
  });

  it('leaves out what runs the same on any engine: pure functions, API tests that only call the API', () => {
    expect(runsOnPostgres('src/lib/errors.test.ts', importOf('AppError', './errors.ts'))).toBe(false);
    expect(runsOnPostgres('src/modules/auth/login-throttle.test.ts', importOf('MemoryKv', '../../lib/kv/memory-kv.ts'))).toBe(false);
    expect(runsOnPostgres('src/modules/ads/ads.routes.test.ts', importOf('startTestServer', '../../test/test-server.ts'))).toBe(false);
  });

  it('holds the suites the engines differ in: backup, rollups, search, jobs, stores, several instances', () => {
    const files = postgresTestFiles(fileURLToPath(new URL('../..', import.meta.url)));
    for (const file of [
      'src/db/backup.test.ts',
      'src/lib/jobs.test.ts',
      'src/lib/kv/kv.test.ts',
      'src/modules/analytics/dashboard/traffic.rollup.test.ts',
      'src/modules/search/search.routes.test.ts',
      'src/test/store-faults.test.ts',
      'src/test/two-instances.test.ts',
      'src/modules/alerts/two-instances.test.ts',
    ])
      expect(files).toContain(file);
    expect(files).not.toContain('src/lib/errors.test.ts');
  });
});
