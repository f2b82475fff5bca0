/**
 * `npm run bench:analytics -w @coal/bench`: the visitor-analytics dashboards' calls as
 * requests/s and p99 ratios to a bare Fastify route measured in the same run, on the demo
 * database with its visits multiplied (BENCH_ANALYTICS_COPIES, default 10: ≈100 000 events)
 * so the aggregates work on a realistic table, for the analyst's back-office session; then
 * the burial-point ingest (`ingest.ts`). `BENCH_DASHBOARDS=0` measures the ingest alone;
 * `BENCH_DATABASE_URL` (a PostgreSQL server URL) runs on a throwaway database made there
 * instead of the embedded PGlite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptText } from '@coal/contracts/cipher';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { analyticsEvents } from '../apps/server/src/db/schema/index.ts';
import { measureIngest } from './ingest.ts';
import { measure, printResults, startBareRoute } from './measure.ts';

const COPIES = Number(process.env.BENCH_ANALYTICS_COPIES ?? 10);
const DASHBOARDS = process.env.BENCH_DASHBOARDS !== '0';
const SERVER_URL = process.env.BENCH_DATABASE_URL;
const CAPTCHA = '8888';

const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10);

/** A fresh database on the PostgreSQL server of `url` (the demo seed wants an empty one); returns its URL and its drop. */
async function throwawayDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `coal_bench_${process.pid}`;
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
  };
}

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
      ANALYTICS_FLUSH_MS: process.env.ANALYTICS_FLUSH_MS,
      ANALYTICS_BATCH_SIZE: process.env.ANALYTICS_BATCH_SIZE,
    }),
    serveWeb: false,
  });
  // More visits: copies of the demo events under new ids and visitors, in the same days.
  for (let copy = 1; copy < COPIES; copy++) {
    await app.db.execute(sql`
      insert into analytics_events
      select id || '-x' || ${copy}, event_name, uuid || '-x' || ${copy}, member_id, session_id || '-x' || ${copy}, start_time, end_time, duration_ms,
             ip, country, province, region, isp, url, title, article_id, source, referrer, sys_type, browser, os
      from analytics_events where uuid like 'demo-%' and id not like '%-x%'`);
  }
  const [row] = await app.db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const token = ((await (await fetch(`${base}/api/user/getToken?flag=1`)).json()) as { data: string }).data;
  const auth = { 'e-user-token': token };
  const uuid = 'bench-captcha';
  await fetch(`${base}/api/user/getCaptcha?uuid=${uuid}`, { headers: auth });
  const login = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ loginId: encryptText('analyst'), loginPass: encryptText('Analyst@2026'), uuid, captchaCode: CAPTCHA }),
  });
  if (!((await login.json()) as { result: boolean }).result) throw new Error('analyst login failed');

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
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  const engine = server ? 'PostgreSQL' : 'embedded PGlite';
  if (DASHBOARDS) {
    const bareOnce = await timed(bare.url);
    const cold: Array<[string, number]> = [];
    for (const [name, path] of calls) cold.push([name, await timed(`${base}${path}`, auth)]);

    const baseline = await measure('bare Fastify route (baseline)', bare.url);
    const results = [];
    for (const [name, path] of calls) results.push(await measure(name, `${base}${path}`, auth));

    console.log(`\n${row?.n ?? 0} analytics events in the table`);
    console.log(`\nfirst (uncached) call: ms, and ratio to one bare-route call (${bareOnce.toFixed(1)} ms)`);
    for (const [name, ms] of cold) console.log(name.padEnd(32), ms.toFixed(0).padStart(7), (ms / bareOnce).toFixed(1).padStart(8));
    printResults(baseline, results, 32, engine);
  }

  // Ingest last: it adds events the dashboards above would otherwise count.
  const ingest = await measureIngest(base, token);
  console.log('\nburial-point ingest (each answer waits for its batch commit)');
  printResults(ingest.baseline, ingest.results, 42, engine);
  await app.analytics.flush();
  console.log(app.analytics.counters);
  await app.close();
  await bare.close();
  await server?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
