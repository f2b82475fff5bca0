import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { postgresTestFiles } from './apps/server/src/test/engine-split.ts';

const serverProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${engine}`,
    root: './apps/server',
    include: engine === 'pglite' ? ['src/**/*.test.ts'] : postgresTestFiles('./apps/server'),
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

function isAfterTeardownTick(error: { message?: string; stack?: string }): boolean {
  return /^(window|document) is not defined$/.test(error.message ?? '') && /react-dom|scheduler/.test(error.stack ?? '');
}

/**
 * Every unit and API test of the project. Every server test runs against the embedded PGlite;
 * when TEST_DATABASE_URL is set (CI), those that touch SQL or the shared stores run against
 * PostgreSQL (+ Redis) as well (apps/server/src/test/engine-split.ts).
 */
export default defineConfig({
  test: {
    // Vitest's default (one worker per core but one) leaves one of two cores idle while the only
    // worker waits on its database thread, the PostgreSQL server or a timer: two keep both busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Only the jsdom teardown artefact is ignored: a React scheduler tick that fires after a web
    // test file's window is gone. Every other unhandled error still fails the run.
    onUnhandledError: (error) => !isAfterTeardownTick(error),
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      './apps/web/vitest.config.ts',
    ],
  },
});
