/**
 * `npm run bench:analytics -w @coal/bench`: the visitor-analytics dashboards' calls as
 * requests/s and p99 ratios to a bare Fastify route measured in the same run, on the demo
 * database with its visits multiplied (BENCH_ANALYTICS_EVENTS, default 100 000; or
 * BENCH_ANALYTICS_COPIES copies of the demo's ≈10 000) so the aggregates work on a realistic
 * table, for the analyst's back-office session; BENCH_ANALYTICS_PERIODS (default 1) spreads
 * the copies over that many 40-day periods back in time (10: 400 days of history). Then
 * the tracking-event ingest (`ingest.ts`, which `npm run bench:ingest` runs alone on both engines). `BENCH_DASHBOARDS=0` measures the ingest alone;
 * `BENCH_DATABASE_URL` (a PostgreSQL server URL) runs on a throwaway database made there
 * instead of the embedded PGlite (`BENCH_KEEP_DATABASE=1` keeps it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptText } from '@coal/contracts/cipher';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { analyticsEvents } from '../apps/server/src/db/schema/index.ts';
import { addToRollup } from '../apps/server/src/modules/analytics/rollups.ts';
import { quickRangeArchives, RangeArchives } from '../apps/server/src/modules/analytics/dashboard/range-archives.ts';
import { rawTraffic, rolledUpTraffic } from '../apps/server/src/modules/analytics/dashboard/traffic.repository.ts';
import { buildOverview } from '../apps/server/src/modules/analytics/dashboard/traffic.service.ts';
import { ingestRatio, measureIngest, throwawayDatabase } from './ingest.ts';
import { measure, printResults, startBareRoute } from './measure.ts';

const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 100_000);
const COPIES_SET = process.env.BENCH_ANALYTICS_COPIES;
const PERIODS = Number(process.env.BENCH_ANALYTICS_PERIODS ?? 1);
/** Copies written by one statement (its rows and their rollup in one go). */
const COPIES_A_STATEMENT = 40;
const DASHBOARDS = process.env.BENCH_DASHBOARDS !== '0';
/** BENCH_RAW=0 skips timing the overviews from raw events (slow at millions of events). */
const RAW = process.env.BENCH_RAW !== '0';
const SERVER_URL = process.env.BENCH_DATABASE_URL;
/** BENCH_KEEP_DATABASE=1 leaves the PostgreSQL database behind, loaded, to EXPLAIN the dashboards' queries on it. */
const KEEP = process.env.BENCH_KEEP_DATABASE === '1';
const CAPTCHA = '8888';

const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10);

async function main(): Promise<void> {
  const bare = await startBareRoute();
  const dataDir = mkdtempSync(join(tmpdir(), 'coal-bench-analytics-'));
  const server = SERVER_URL ? await throwawayDatabase(SERVER_URL) : null;
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: server?.url,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      CAPTCHA_TEST_CODE: CAPTCHA,
      // The quick ranges' archives are computed below, once the visits are loaded, and timed.
      ANALYTICS_ARCHIVE_WARM_MS: '0',
    }),
    serveWeb: false,
  });
  // More visits: copies of the demo events under new ids, visitors and sessions, in the same
  // days (or 40·k days earlier), added to the rollup by the writer's own statement.
  const [demo] = await app.db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents);
  const copies = COPIES_SET ? Number(COPIES_SET) : Math.max(1, Math.round(EVENTS / (demo?.n ?? 1)));
  const loadStarted = performance.now();
  for (let first = 1; first < copies; first += COPIES_A_STATEMENT) {
    const last = Math.min(copies - 1, first + COPIES_A_STATEMENT - 1);
    const shift = sql`make_interval(days => 40 * (c % ${PERIODS}))`;
    await app.db.execute(sql`with ins as (insert into analytics_events
      select id || '-x' || c, event_name, uuid || '-x' || c, member_id, session_id || '-x' || c, start_time - ${shift}, end_time - ${shift}, duration_ms,
             ip, country, province, region, isp, url, title, article_id, source, referrer, sys_type, browser, os
      from analytics_events, generate_series(${first}::int, ${last}::int) as c where uuid like 'demo-%' and id not like '%-x%'
      returning *)
      ${addToRollup(sql`ins`, sql`true`, sql`null::bigint`, { voidArchives: true })}`);
  }
  // The loader writes the copies period by period, so a month's rollup rows end up spread over
  // the whole table; the writer appends them in time order. Put them in that order, as in use.
  if (copies > 1) await app.db.execute(sql`cluster analytics_visit_hours using analytics_visit_hours_pk`);
  if (copies > 1) await app.db.execute(sql`analyze`);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  // What the server's warmer does every minute: the quick ranges' archives of the days that are over.
  const archives = new RangeArchives(app.db);
  const archiveStarted = performance.now();
  for (const [f, bucket, scope] of quickRangeArchives(day(0))) await archives.figures(f, bucket, scope);
  const archiveSeconds = (performance.now() - archiveStarted) / 1000;
  const [row] = await app.db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const token = ((await (await fetch(`${base}/api/user/getToken?flag=1`)).json()) as { data: string }).data;
  let auth = { 'e-user-token': token };
  const uuid = 'bench-captcha';
  await fetch(`${base}/api/user/getCaptcha?uuid=${uuid}`, { headers: auth });
  const login = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ loginId: encryptText('analyst'), loginPass: encryptText('Analyst@2026'), uuid, captchaCode: CAPTCHA }),
  });
  if (!((await login.json()) as { result: boolean }).result) throw new Error('analyst login failed');
  // A login answers the session's new token (the old one stays the tourist's, used by the ingest below).
  auth = { 'e-user-token': login.headers.get('e-user-token') ?? token };

  const week = `from=${day(6)}&to=${day(0)}`;
  const month = `from=${day(29)}&to=${day(0)}`;
  const calls: Array<[string, string]> = [
    ['overview, today (by hour)', `/api/admin/analytics/overview?from=${day(0)}&to=${day(0)}`],
    ['overview, 7 days', `/api/admin/analytics/overview?${week}`],
    ['overview, 30 days', `/api/admin/analytics/overview?${month}`],
    ['regions, 30 days', `/api/admin/analytics/regions?${month}`],
    ['realtime, 30 minutes', '/api/admin/analytics/realtime?minutes=30'],
    ['contents (pages), 7 days', `/api/admin/analytics/contents?${week}&currentPage=1&pageSize=10`],
    ['contents (articles), 30 days', `/api/admin/analytics/contents?${month}&kind=article&currentPage=1&pageSize=10`],
    ['clicks, 30 days', `/api/admin/analytics/clicks?${month}&currentPage=1&pageSize=10`],
  ];
  // The first call of each aggregates for real (later ones within the TTL are cached answers).
  const timed = async (url: string, headers: Record<string, string> = {}) => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.text();
    // Answers are HTTP 200 envelopes: an error (not logged in, a refused query) is `result: false`.
    if (!response.ok || body.startsWith('{"result":false')) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
    return performance.now() - started;
  };
  const engine = server ? 'PostgreSQL' : 'embedded PGlite';
  if (DASHBOARDS) {
    const bareOnce = await timed(bare.url);
    const cold: Array<[string, number]> = [];
    for (const [name, path] of calls) cold.push([name, await timed(`${base}${path}`, auth)]);
    // The same overviews in process, from the rollup and from the raw events (the definition).
    const inProcess: Array<[string, number, number, number]> = [];
    for (const [name, from] of [
      ['overview, today (by hour)', day(0)],
      ['overview, 7 days', day(6)],
      ['overview, 30 days', day(29)],
    ] as const) {
      const f = { from, to: day(0) };
      const t0 = performance.now();
      const archived = await buildOverview(app.db, f, rolledUpTraffic, { archives, today: day(0) });
      const t1 = performance.now();
      const rolled = await buildOverview(app.db, f);
      const t2 = performance.now();
      const raw = RAW ? await buildOverview(app.db, f, rawTraffic) : rolled;
      const t3 = performance.now();
      if (JSON.stringify(rolled) !== JSON.stringify(raw)) throw new Error(`${name}: the rollup and the raw events disagree`);
      if (JSON.stringify(archived) !== JSON.stringify(rolled)) throw new Error(`${name}: the archived days and the whole rollup disagree`);
      inProcess.push([name, t1 - t0, t2 - t1, RAW ? t3 - t2 : NaN]);
    }

    const baseline = await measure('bare Fastify route (baseline)', bare.url);
    const results = [];
    for (const [name, path] of calls) results.push(await measure(name, `${base}${path}`, auth));

    console.log(`\n${row?.n ?? 0} analytics events in the table (${copies} copies over ${PERIODS} × 40 days, loaded in ${loadSeconds.toFixed(0)} s)`);
    console.log(`the quick ranges' archives (what the server computes ahead) took ${archiveSeconds.toFixed(1)} s`);
    console.log(`\nfirst (uncached) call: ms, and ratio to one bare-route call (${bareOnce.toFixed(1)} ms)`);
    for (const [name, ms] of cold) console.log(name.padEnd(32), ms.toFixed(0).padStart(7), (ms / bareOnce).toFixed(1).padStart(8));
    console.log('\nin process, ms: archived days + today, the whole range from the rollup, from the raw events (identical answers)');
    for (const [name, archived, rolled, raw] of inProcess)
      console.log(name.padEnd(32), archived.toFixed(0).padStart(7), rolled.toFixed(0).padStart(8), raw.toFixed(0).padStart(8));
    printResults(baseline, results, 32, engine);
  }

  // Ingest last: it adds events the dashboards above would otherwise count.
  const ingest = await measureIngest(base, token);
  console.log('\ntracking-event ingest (each answer after its commit)');
  for (const [i, round] of ingest.rounds.entries())
    console.log(
      `round ${i + 1}: bare ${round.baseline.rps.toFixed(0)} req/s, tracking-event save ${round.ingest.rps.toFixed(0)} req/s, ratio ${ingestRatio(round).toFixed(3)}`,
    );
  console.log(`the round of median ratio:`);
  printResults(ingest.baseline, ingest.results, 42, engine);
  await app.close();
  await bare.close();
  if (KEEP && server) {
    console.log(`\nkept for EXPLAIN: ${server.url} (drop database ${new URL(server.url).pathname.slice(1)} when done)`);
    await server.keep();
  } else await server?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
