/**
 * `npm run bench:export-load -w @coal/bench`: what heavy anonymous reads do to everyone else.
 * Starts the server as its own process (`apps/server/src/main.ts` through tsx, embedded
 * database, demo data), then measures a cached public read (`/api/priceIndex/latest`, warmed)
 * with autocannon (10 connections, BENCH_SECONDS, default 15): alone, then while 12 clients
 * keep asking distinct ten-year Excel exports of 8 daily indexes (BENCH_EXPORT_FORMAT=csv for
 * CSV, BENCH_EXPORT=series for `series?changes=1`). Prints the read's p50/p99/max and req/s in
 * both, and how the exports fared (answered, refused 429, mean time).
 * BENCH_PORT (default 8212) is the server's port; BENCH_HEAVY_LIMIT sets the server's
 * HEAVY_READS_PER_MINUTE (a high one shows the worker pool alone, as many addresses would).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const SERVER_DIR = fileURLToPath(new URL('../apps/server/', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 8212);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CLIENTS = 12;
const FORMAT = process.env.BENCH_EXPORT_FORMAT ?? 'xlsx';
const KIND = process.env.BENCH_EXPORT ?? 'export';
const CODES = 'CCP-TC5500,CCP-TC5000,SX-TC5500,SX-JM-LS,SX-JM-FM,SX-J1,SX-COMP,SC-QHD5500';
const base = `http://127.0.0.1:${PORT}`;

async function ready(child: ChildProcess): Promise<void> {
  let exited = false;
  child.once('exit', () => (exited = true));
  for (const started = Date.now(); Date.now() - started < 300_000; await new Promise((r) => setTimeout(r, 200))) {
    if (exited) throw new Error('the server exited');
    if (
      await fetch(`${base}/api/priceIndex/latest`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
  }
  throw new Error('no answer within 300 s');
}

function cannon(url: string) {
  return autocannon({ url, connections: 10, duration: SECONDS, timeout: 60 });
}

/** Twelve clients, each asking a different heavy query after the last, until `until`. */
async function heavyLoad(until: () => boolean): Promise<{ ok: number; refused: number; other: string; meanMs: number }> {
  const totals = { ok: 0, refused: 0, other: new Map<number, number>(), ms: 0 };
  let n = 0;
  const client = async () => {
    while (!until()) {
      // A distinct range each time: nothing of it is cached yet.
      const from = new Date(Date.UTC(2017, 0, 1 + n++)).toISOString().slice(0, 10);
      const url =
        KIND === 'series'
          ? `${base}/api/priceIndex/series?codes=${CODES}&from=${from}&to=2026-12-31&changes=1`
          : `${base}/api/priceIndex/export?codes=${CODES}&from=${from}&to=2026-12-31&format=${FORMAT}`;
      const started = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      totals.ms += performance.now() - started;
      if (res.status === 200) totals.ok++;
      else if (res.status === 429) totals.refused++;
      else totals.other.set(res.status, (totals.other.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const answered = totals.ok + totals.refused + [...totals.other.values()].reduce((a, b) => a + b, 0);
  const other = [...totals.other].map(([status, n]) => `${n} × ${status}`).join(', ') || 'none other';
  return { ok: totals.ok, refused: totals.refused, other, meanMs: answered ? totals.ms / answered : 0 };
}

const line = (label: string, r: autocannon.Result) =>
  `${label.padEnd(34)} p50 ${String(r.latency.p50).padStart(6)} ms  p99 ${String(r.latency.p99).padStart(6)} ms  max ${String(r.latency.max).padStart(6)} ms  ${Math.round(r.requests.average)} req/s  ${r.timeouts} timeouts, ${r.non2xx} non-2xx`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coal-bench-export-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...(process.env.BENCH_HEAVY_LIMIT ? { HEAVY_READS_PER_MINUTE: process.env.BENCH_HEAVY_LIMIT } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await ready(child);
    const read = `${base}/api/priceIndex/latest`;
    await cannon(read); // warm-up
    const alone = await cannon(read);
    let done = false;
    const load = heavyLoad(() => done);
    const beside = await cannon(read);
    done = true;
    const heavy = await load;
    console.log(
      `cached read while ${CLIENTS} clients ask ${KIND === 'series' ? 'series?changes=1' : `${FORMAT} exports`} (8 daily indexes, ten years), ${SECONDS} s:`,
    );
    console.log(line('alone', alone));
    console.log(line('beside the heavy reads', beside));
    console.log(`heavy reads: ${heavy.ok} answered, ${heavy.refused} refused (429), ${heavy.other}, mean ${Math.round(heavy.meanMs)} ms`);
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
