/**
 * Real server processes for the tests that need what an in-process `buildApp()` cannot show:
 * kill -9 in the middle of a write, two instances sharing PostgreSQL and Redis, a restart on
 * the same data. Each process runs `src/main.ts` as `npm start` does (through tsx, not its bundle; without the web
 * build), on a free loopback port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { adminUrl, databaseUrlFor } from './pg-urls.ts';
import { testEngine } from './test-database.ts';
import { TEST_CAPTCHA, TestClient } from './test-server.ts';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on loopback (asked of the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Where a test's server processes keep their data: a copy of the run's template (a PGlite
 * data directory, or a PostgreSQL database made WITH TEMPLATE plus a Redis key prefix), so
 * several processes, or one process restarted, share it.
 */
export interface DataStore {
  env: Record<string, string>;
  engine: 'pglite' | 'postgres';
  dispose(): Promise<void>;
}

export async function createDataStore(): Promise<DataStore> {
  if (testEngine() === 'postgres') {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `coal_t_${inject('pgTemplate').replace('coal_tpl_', '')}_p${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(base) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`).finally(() => admin.end());
    const env: Record<string, string> = { DATABASE_URL: databaseUrlFor(base, name), SEED_DEMO: 'true' };
    if (process.env.REDIS_URL) {
      env.REDIS_URL = process.env.REDIS_URL;
      env.REDIS_KEY_PREFIX = `coaltest:${randomBytes(6).toString('hex')}:`;
    }
    return {
      env,
      engine: 'postgres',
      async dispose() {
        const dropper = new pg.Client({ connectionString: adminUrl(base) });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'coal-proc-'));
  // The server keeps PGlite's files in DATA_DIR itself (uploads beside them).
  cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  return {
    env: { DATA_DIR: dir, SEED_DEMO: 'true' },
    engine: 'pglite',
    async dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process wrote to stderr (and stdout), for failure messages. */
  output(): string;
  /** A client with a fresh tourist session on this process. */
  client(flag?: '0' | '1'): Promise<TestClient>;
  /** kill -9: no shutdown hook runs. */
  crash(): Promise<void>;
  /** SIGTERM: the graceful shutdown of main.ts. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts `src/main.ts` in its own process with the data store's environment (and `env`
 * on top) and waits until it answers. The test captcha is on, logs at `warn`.
 */
export async function startServerProcess(store: DataStore, env: Record<string, string> = {}, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      CAPTCHA_TEST_CODE: TEST_CAPTCHA,
      LOG_LEVEL: 'warn',
      ...store.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  child.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server process exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/api/user/getToken?flag=1`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server process did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    child,
    output: () => output,
    async client(flag = '1') {
      const res = await new TestClient(url, null).get<string>('/api/user/getToken', { flag, timestamp: Date.now() });
      return new TestClient(url, res.body.data);
    },
    async crash() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
