/**
 * Cold start on the embedded database: a fresh DATA_DIR with demo data is copied from a
 * migrated, seeded template directory (initdb, migrations, argon2 hashing of the demo
 * accounts, demo PDFs and the visitor history are paid once, when the template is made)
 * instead of being built at boot. The server's usual migrate and seed still run after the
 * copy: they find everything there and only roll prices and visits forward to now.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.ts';
import { openDatabase } from './client.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CACHE = join(ROOT, 'node_modules/.cache/coal-demo-template');
/** What the template is made from: a change to any of these makes a new one. */
const SOURCES = ['apps/server/src/db/migrations', 'apps/server/src/db/schema', 'apps/server/src/db/seed'];
/** Per-process state the copy must not take along. */
const NOT_COPIED = new Set(['server.pid', 'postmaster.pid', 'analytics-journal']);

function hashTree(hash: ReturnType<typeof createHash>, path: string): void {
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) hashTree(hash, join(path, name));
    return;
  }
  hash.update(path.slice(ROOT.length)).update(readFileSync(path));
}

/**
 * The template's directory for these sources and today (UTC): the seed dates articles and
 * visits relative to the day it runs, so a template from another day is not used.
 */
export function templateDir(now = new Date()): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) hashTree(hash, join(ROOT, source));
  return join(CACHE, `${now.toISOString().slice(0, 10)}-${hash.digest('hex').slice(0, 16)}`);
}

/** Makes the template when missing (migrate + demo seed into a scratch dir, then renamed in). */
export async function ensureDemoTemplate(config: Config, log: FastifyBaseLogger): Promise<string> {
  const dir = templateDir();
  if (existsSync(dir)) return dir;
  mkdirSync(CACHE, { recursive: true });
  const scratch = mkdtempSync(join(CACHE, 'making-'));
  try {
    const handle = await openDatabase({ dataDir: scratch });
    try {
      await handle.migrate();
      // Loaded only to make a template (the seed's modules are not needed to copy one).
      const { seedDatabase } = await import('./seed/index.ts');
      await seedDatabase(handle.db, { ...config, DATA_DIR: scratch, seedDemo: true }, log);
    } finally {
      await handle.close();
    }
    for (const name of NOT_COPIED) rmSync(join(scratch, name), { recursive: true, force: true });
    // Another process may have made it meanwhile: theirs is as good.
    try {
      renameSync(scratch, dir);
    } catch (error) {
      if (!existsSync(dir)) throw error;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  // Older templates are of another day or of older sources.
  for (const name of readdirSync(CACHE))
    if (join(CACHE, name) !== dir && !name.startsWith('making-')) rmSync(join(CACHE, name), { recursive: true, force: true });
  return dir;
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** Whether `prepareDataDir` has anything to do: a new embedded data directory with demo data and files on disk. */
export function needsPreparing(config: Config): boolean {
  return !config.DATABASE_URL && !config.S3_BUCKET && config.seedDemo && !config.DATA_DIR.startsWith('memory://') && isEmptyDir(config.DATA_DIR);
}

/**
 * Before the server opens DATA_DIR: when it is new (missing or empty), the database is the
 * embedded one, uploads are on disk and demo data is on, fills it from the template (made first if missing).
 */
export async function prepareDataDir(config: Config, log: FastifyBaseLogger): Promise<void> {
  if (!needsPreparing(config)) return;
  const started = Date.now();
  const template = await ensureDemoTemplate(config, log);
  await fillFromReadyTemplate(config, template);
  log.info({ template, ms: Date.now() - started }, 'new data directory filled from the demo template');
}

/** What a fill from the template did, for the log. */
export interface TemplateFill {
  template: string;
  ms: number;
}

/** `cpSync` on a thread of its own (fs/promises' `cp` is JavaScript per file on this thread: slower, and in the way). */
const COPY_ON_A_THREAD = `const { workerData, parentPort } = require('node:worker_threads');
require('node:fs').cpSync(workerData.from, workerData.to, { recursive: true });
parentPort.postMessage('done');`;

/**
 * `prepareDataDir` when today's template is already made: just the copy, on another thread,
 * so main.ts loads the app meanwhile. Null when no template is made yet.
 */
export function fillFromReadyTemplate(config: Config, template = templateDir()): Promise<TemplateFill> | null {
  if (!existsSync(template)) return null;
  const started = Date.now();
  mkdirSync(dirname(config.DATA_DIR), { recursive: true });
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY_ON_A_THREAD, { eval: true, workerData: { from: template, to: config.DATA_DIR } });
    worker.once('message', () => resolve({ template, ms: Date.now() - started }));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`copying the demo template stopped (exit ${code})`)));
  });
}
