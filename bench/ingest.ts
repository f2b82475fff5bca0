/**
 * `npm run bench:ingest -w @coal/bench`: tracking-event ingest, each save (`POST /api/burialPoint/saveBurialPoint`) answered
 * once its write is committed (group commit), at 100 connections, as a ratio to a bare
 * Fastify POST of the same body in its own process, on the embedded PGlite and, with
 * BENCH_DATABASE_URL (a PostgreSQL server URL; a throwaway database is made there), on
 * PostgreSQL. Goal: ≥ 0.2× on each. Rounds of (bare, ingest) side by side, the round of
 * median ratio reported (`BENCH_INGEST_ROUNDS`, default 3). After the runs, every
 * acknowledged event is counted in the table.
 * `measureIngest` is also the ingest part of `analytics.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { measure, printResults, type Result, setConnections, startBareProcess } from './measure.ts';

const ROUNDS = Number(process.env.BENCH_INGEST_ROUNDS ?? 3);
const CONNECTIONS = 100;
const GOAL = 0.2;

export interface IngestRound {
  baseline: Result;
  ingest: Result;
}

export const ingestRatio = (round: IngestRound): number => round.ingest.rps / round.baseline.rps;

/** A fresh database on the PostgreSQL server of `url`; returns its URL and its drop (or keep). */
export async function throwawayDatabase(url: string): Promise<{ url: string; drop: () => Promise<void>; keep: () => Promise<void> }> {
  const name = `coal_bench_${process.pid}_${Date.now() % 100_000}`;
  const admin = await openDatabase({ databaseUrl: url, dataDir: '' });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
    keep: () => admin.close(),
  };
}

/**
 * Measures the bare POST, then the tracking-event save on `base` (served by this process's main thread)
 * with the session `token`, ROUNDS times in turn: on a shared machine the baseline alone moves
 * by a fifth from one run to the next, so one pair is a coin toss and the median pair is the
 * figure. Answers the 2xx answers of the ingest runs too (warm-ups included).
 */
export async function measureIngest(base: string, token: string): Promise<{ baseline: Result; results: Result[]; rounds: IngestRound[] }> {
  const body = JSON.stringify({
    eventName: 'pageView',
    uuid: 'bench-visitor',
    sessionId: 'bench-session',
    startTime: Date.now(),
    url: '/epm-coalweb/portal/Home',
    title: '首页',
    referrer: 'https://www.baidu.com/s?wd=焦煤价格',
  });
  const post = { method: 'POST' as const, body, headers: { 'content-type': 'application/json' } };
  const bare = await startBareProcess();
  try {
    const auth = { 'e-user-token': token };
    const rounds: IngestRound[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const baseline = await measure('bare Fastify POST, own process (baseline)', bare.url, {}, post, bare.cpuMs);
      const ingest = await measure('POST tracking event (answered after commit)', `${base}/api/burialPoint/saveBurialPoint`, auth, post);
      rounds.push({ baseline, ingest });
    }
    const median = [...rounds].sort((a, b) => ingestRatio(a) - ingestRatio(b))[Math.floor(rounds.length / 2)]!;
    return { baseline: median.baseline, results: [median.ingest], rounds };
  } finally {
    bare.close();
  }
}

async function benchEngine(databaseUrl?: string): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coal-bench-ingest-'));
  const server = databaseUrl ? await throwawayDatabase(databaseUrl) : null;
  const engine = server ? 'PostgreSQL' : 'embedded PGlite';
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: server?.url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ANALYTICS_ARCHIVE_WARM_MS: '0',
    }),
    serveWeb: false,
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const token = ((await (await fetch(`${base}/api/user/getToken?flag=1`)).json()) as { data: string }).data;
    const ingest = await measureIngest(base, token);
    console.log(`\ntracking-event ingest on ${engine}: each answer after its commit`);
    for (const [i, round] of ingest.rounds.entries())
      console.log(
        `round ${i + 1}: bare ${round.baseline.rps.toFixed(0)} req/s, tracking-event save ${round.ingest.rps.toFixed(0)} req/s, ratio ${ingestRatio(round).toFixed(3)}`,
      );
    printResults(ingest.baseline, ingest.results, 44, engine);
    const counted = (await app.db.execute(sql`select count(*)::int as n from analytics_events where uuid = 'bench-visitor'`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    const acknowledged = ingest.rounds.reduce((sum, round) => sum + (round.ingest.answered ?? 0), 0);
    console.log(`${acknowledged} saves acknowledged, ${counted.rows[0]?.n ?? 0} stored`);
    const ratio = ingestRatio([...ingest.rounds].sort((a, b) => ingestRatio(a) - ingestRatio(b))[Math.floor(ingest.rounds.length / 2)]!);
    console.log(`median ratio ${ratio.toFixed(3)}: ${ratio >= GOAL ? 'meets' : 'MISSES'} the goal (≥ ${GOAL}×)`);
    return ratio;
  } finally {
    await app.close();
    await server?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  setConnections(CONNECTIONS);
  await benchEngine();
  if (process.env.BENCH_DATABASE_URL) await benchEngine(process.env.BENCH_DATABASE_URL);
  else console.log('\nPostgreSQL: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to measure it too');
}
