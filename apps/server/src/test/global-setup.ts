/**
 * Runs once per test project: builds a migrated, seeded template database, so each test
 * file copies it instead of paying for initdb, migrations and argon2 hashing again.
 * PGlite: a template data directory. PostgreSQL: a template database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { installJobQueue } from '../lib/jobs.ts';
import { adminUrl, databaseUrlFor } from './pg-urls.ts';

const silentLog = { info() {}, warn() {}, error() {} } as never;

async function prepare(handle: Awaited<ReturnType<typeof openDatabase>>) {
  await handle.migrate();
  await seedDatabase(handle.db, loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'true' }), silentLog);
  await installJobQueue(handle.pool); // so each test's copy has the queue's schema already
  await handle.close();
}

export default async function setup(project: TestProject) {
  // The project's env reaches its test workers, not this process: read it from the config.
  const engine = project.config.env?.TEST_DB_ENGINE ?? 'pglite';
  if (engine === 'postgres') {
    const base = process.env.TEST_DATABASE_URL!;
    const template = `coal_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl(base) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await prepare(await openDatabase({ databaseUrl: databaseUrlFor(base, template), dataDir: '' }));
    project.provide('pgTemplate', template);
    return async () => {
      // Drop every database this run made from the template, then the template.
      const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`coal_t_${process.pid}_%`]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'coal-tpl-'));
  await prepare(await openDatabase({ dataDir: dir }));
  project.provide('pgliteTemplate', dir);
  project.provide('pgTemplate', `coal_tpl_${process.pid}`);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}
