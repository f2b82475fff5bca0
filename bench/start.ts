/**
 * `npm run bench:start -w @coal/bench`: cold start of `npm start` on a built tree with the
 * embedded database: the time from spawning `node scripts/start.mjs` to the first 200 of
 * `/epm-coalweb/portal/Home` (polled every 20 ms), on a fresh data directory and on the
 * existing one the fresh run left, BENCH_START_RUNS times each (default 3), medians printed.
 * The goal: under 3 s for both. A fresh data directory is copied from the demo template
 * (apps/server/src/db/demo-template.ts); the first start, unmeasured in the medians but
 * printed, makes the template when this day's is missing.
 *
 * The baseline in the same run: a bare `node -e` that starts a node:http server, timed the
 * same way (what the machine's process start and polling cost at that moment).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_START_PORT ?? 8362);
const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);

async function firstOk(url: string, child: ChildProcess, started: number): Promise<number> {
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the process exited before answering ${url}`);
    if (performance.now() - started > 300_000) throw new Error(`no 200 from ${url} within 300 s`);
    const ok = await fetch(url).then(
      async (r) => (await r.arrayBuffer(), r.status === 200),
      () => false,
    );
    if (ok) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** Spawn to first 200 of portal Home, ms. */
async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    return await firstOk(`http://127.0.0.1:${PORT}/epm-coalweb/portal/Home`, child, started);
  } finally {
    await stop(child);
  }
}

async function timeBaseline(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${PORT})`], {
    stdio: 'ignore',
  });
  try {
    return await firstOk(`http://127.0.0.1:${PORT}/`, child, started);
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => (ms / 1000).toFixed(2);

if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist is missing: run npm run build first (the bench times a built tree).');
  process.exit(1);
}
const warmDir = mkdtempSync(join(tmpdir(), 'coal-start-'));
const firstStart = await timeStart(warmDir).finally(() => rmSync(warmDir, { recursive: true, force: true }));
const fresh: number[] = [];
const existing: number[] = [];
const baseline: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'coal-start-'));
  try {
    baseline.push(await timeBaseline());
    fresh.push(await timeStart(dataDir));
    existing.push(await timeStart(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(`npm start → first 200 of portal/Home, seconds (${RUNS} runs; median, then each run)`);
console.log(`${'first start (template made if missing)'.padEnd(40)} ${seconds(firstStart).padStart(6)}`);
for (const [name, values] of [
  ['baseline: bare node:http process', baseline],
  ['fresh data directory', fresh],
  ['existing data directory', existing],
] as const) {
  console.log(`${name.padEnd(40)} ${seconds(median(values)).padStart(6)}   ${values.map(seconds).join(' ')}`);
}
