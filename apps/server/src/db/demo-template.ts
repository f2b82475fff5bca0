/**
 * Cold start on the embedded database: a fresh DATA_DIR with demo data is copied from a
 * migrated, seeded template directory (initdb, migrations, argon2 hashing of the demo
 * accounts, demo PDFs and the visitor history are paid once, when the template is made)
 * instead of being built at boot; the database's thread copies it (`openDatabase`'s
 * `fillFrom`). The server's usual migrate and seed still run after the copy: they find
 * everything there and only roll prices and visits forward to now.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.ts';
import { openDatabase } from './client.ts';
import { LOCK_NAMES } from './data-dir-lock.ts';
import { isNewDataDir } from './template-fill.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CACHE = join(ROOT, 'node_modules/.cache/coal-demo-template');
/** What the template is made from: a change to any of these makes a new one. */
const SOURCES = ['apps/server/src/db/migrations', 'apps/server/src/db/schema', 'apps/server/src/db/seed'];
/** Per-process state the copy must not take along. */
const NOT_COPIED = new Set([...LOCK_NAMES, 'postmaster.pid']);

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

/** Whether `demoTemplateFor` has anything to do: a new embedded data directory with demo data and files on disk. */
export function needsPreparing(config: Config): boolean {
  return !config.DATABASE_URL && !config.S3_BUCKET && config.seedDemo && !config.DATA_DIR.startsWith('memory://') && isNewDataDir(config.DATA_DIR);
}

/**
 * The template a new DATA_DIR is filled from before the server opens it (made first if
 * missing), when it is new (missing or empty), the database is the embedded one, uploads are
 * on disk and demo data is on; undefined otherwise. `openDatabase`'s `fillFrom` copies it.
 */
export async function demoTemplateFor(config: Config, log: FastifyBaseLogger): Promise<string | undefined> {
  if (!needsPreparing(config)) return undefined;
  return ensureDemoTemplate(config, log);
}

/** `demoTemplateFor` when today's template is already made (main.ts: nothing to wait for); null when it is not. */
export function readyDemoTemplate(): string | null {
  const template = templateDir();
  return existsSync(template) ? template : null;
}
