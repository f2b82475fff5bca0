/**
 * `npm run bench`: every GET call the pages make, discovered by loading them in
 * Chromium (portal Home, Price, PriceCalendar, QuesAnsw, TextList as a tourist, Personal as a
 * logged-in member, and the mobile price pages on a phone), not listed by hand. Each call is
 * then loaded with autocannon at 50 connections with the token and encodings the browser sent,
 * beside a bare Fastify route in its own process measured just before it (goal: p99 ≤ 50 ms
 * and ≥ 0.2× its req/s, public and personal reads alike). The public calls are measured again
 * through the shipped deploy/nginx.conf (answered from its cache) beside nginx sending a static
 * file of the same bytes (goal ≥ 0.8×). Runs the real buildApp() and the production web build
 * (`npm run build` first) on a throwaway embedded database with the demo data, or with
 * `BENCH_DATABASE_URL` (a PostgreSQL server) a throwaway database there. `BENCH_ONLY=<text>`
 * measures the calls whose path holds it, `BENCH_CLASS=public|personal` one class.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page, type Request } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.ts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { measure, type Pair, rawAnswer, setConnections, startBareProcess } from './measure.ts';
import { startNginx } from './nginx.ts';

setConnections(50);

const P99_GOAL_MS = 50;
const RATIO_GOAL = 0.2;
const NGINX_RATIO_GOAL = 0.8;
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

interface Call {
  /** Where it was seen first and as whom. */
  page: string;
  /** The path and query the browser asked (its `_t` stamp kept: autocannon repeats one URL). */
  path: string;
  headers: Record<string, string>;
  /** The cache class the answer declared: public, personal (none are not measured: writes, credentials). */
  cache: 'public' | 'personal';
}

/** A call's identity: the path without `_t`, and the caller for a personal answer. */
const keyOf = (path: string, who: string) => `${path.replace(/([?&])_t=[^&]*&?/, '$1').replace(/[?&]$/, '')} ${who}`;

/** The GET calls to the server `page` makes while `load` runs (API and data paths, not the app's files). */
async function discover(
  page: Page,
  base: string,
  basePath: string,
  load: () => Promise<void>,
): Promise<Array<{ path: string; headers: Record<string, string> }>> {
  const seen: Array<{ path: string; headers: Record<string, string> }> = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || url.origin !== base || url.pathname.startsWith(basePath) || url.pathname.startsWith('/uploads/')) return;
    const headers = request.headers();
    seen.push({
      path: `${url.pathname}${url.search}`,
      headers: { 'accept-encoding': 'gzip, deflate, br', ...(headers['e-user-token'] ? { 'e-user-token': headers['e-user-token'] } : {}) },
    });
  };
  page.on('request', listener);
  await load();
  await page.waitForLoadState('networkidle');
  page.off('request', listener);
  return seen;
}

async function loginAsMember(page: Page, web: string): Promise<void> {
  const loginButton = /^\s*登\s*录\s*$/;
  await page.goto(`${web}portal/Home`, { waitUntil: 'networkidle' });
  await page.locator('header').getByRole('button', { name: loginButton }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('请输入交易系统账号').fill('member');
  await dialog.getByPlaceholder('请输入密码').fill('Member@2026');
  await dialog.locator('img[alt*="验证码"][src^="data:image/"]').waitFor();
  await dialog.getByPlaceholder('请输入验证码').fill('8888');
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: loginButton }).click()]);
  await page.waitForLoadState('networkidle');
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

async function main(): Promise<void> {
  const bare = await startBareProcess();
  const dataDir = mkdtempSync(join(tmpdir(), 'coal-bench-pages-'));
  const server = process.env.BENCH_DATABASE_URL;
  const dbName = `coal_bench_pages_${process.pid}`;
  let databaseUrl: string | undefined;
  if (server) {
    const admin = await openDatabase({ databaseUrl: server, dataDir: '' });
    await admin.db.execute(sql.raw(`create database ${dbName}`));
    await admin.close();
    const url = new URL(server);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    CAPTCHA_TEST_CODE: '8888',
    HEAVY_READS_PER_MINUTE: '100000',
    OPEN_API_RATE_PER_MINUTE: '100000',
  });
  const app = await buildApp({ config, serveWeb: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}`;
  const web = `${base}${config.basePath}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const nginx = await startNginx(port);
  const calls = new Map<string, Call>();
  try {
    const record = async (pageName: string, who: string, seen: Array<{ path: string; headers: Record<string, string> }>) => {
      for (const { path, headers } of seen) {
        const answer = await rawAnswer(`${base}${path}`, headers);
        const cacheControl = answer.headers['cache-control'] ?? '';
        const cache = cacheControl.startsWith('public') ? 'public' : cacheControl === 'private, no-store' ? 'personal' : null;
        if (!cache) continue; // writes and credentials (class none): not reads
        const key = keyOf(path, cache === 'public' ? '' : who);
        if (!calls.has(key)) calls.set(key, { page: `${pageName} (${who})`, path, headers, cache });
      }
    };
    const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const tab = await desktop.newPage();
    for (const name of ['Home', 'Price', 'PriceCalendar', 'QuesAnsw', 'TextList']) {
      await record(name, 'tourist', await discover(tab, base, config.basePath, async () => void (await tab.goto(`${web}portal/${name}`))));
    }
    await loginAsMember(tab, web);
    await record('Personal', 'member', await discover(tab, base, config.basePath, async () => void (await tab.goto(`${web}portal/Personal`))));
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, isMobile: true, hasTouch: true });
    const mobile = await phone.newPage();
    for (const name of ['priceCCP', 'priceSXCCP', 'priceSCSPI']) {
      await record(`mobile/${name}`, 'tourist', await discover(mobile, base, config.basePath, async () => void (await mobile.goto(`${web}mobile/${name}`))));
    }
    await browser.close();
    console.log(
      `Discovered ${calls.size} GET calls on the pages (load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );

    const only = process.env.BENCH_ONLY;
    const onlyClass = process.env.BENCH_CLASS;
    const measured = [...calls.values()].filter((c) => (!only || c.path.includes(only)) && (!onlyClass || c.cache === onlyClass));
    const pairs: Array<Pair & { call: Call }> = [];
    for (const call of measured) {
      const baseline = await measure('bare', bare.url, {}, undefined, bare.cpuMs);
      pairs.push({ call, baseline, result: await measure(call.path, `${base}${call.path}`, call.headers) });
    }
    const width = Math.min(90, Math.max(...measured.map((c) => c.path.length)) + 2);
    const engine = databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
    console.log(`\n50 connections, ${engine}, each call right after its bare-route run (own process); load average ${loadavg()[0]!.toFixed(2)}\n`);
    console.log('call'.padEnd(width), 'class'.padEnd(9), 'req/s'.padStart(8), 'bare'.padStart(8), 'ratio'.padStart(7), 'p99 ms'.padStart(8), '  first seen on');
    for (const { call, baseline, result } of pairs) {
      console.log(
        call.path.slice(0, width - 1).padEnd(width),
        call.cache.padEnd(9),
        fmt(result.rps).padStart(8),
        fmt(baseline.rps).padStart(8),
        fmt(result.rps / baseline.rps, 2).padStart(7),
        fmt(result.p99, 1).padStart(8),
        ` ${call.page}`,
      );
    }
    const missed = pairs.filter(({ baseline, result }) => result.p99 > P99_GOAL_MS || result.rps < baseline.rps * RATIO_GOAL);
    console.log(
      `\nGoal (p99 ≤ ${P99_GOAL_MS} ms, ≥ ${RATIO_GOAL}× the bare route): ${missed.length ? `not met by ${missed.map((m) => m.call.path).join(', ')}` : 'met by every call'}`,
    );

    // The public calls through nginx (its cache answers them) beside nginx sending the same bytes from a file.
    const publicCalls = measured.filter((c) => c.cache === 'public');
    const throughNginx: Array<{ call: Call; cached: number; file: number; p99: number; status: string }> = [];
    for (const [i, call] of publicCalls.entries()) {
      const url = `${nginx.front}${call.path}`;
      await rawAnswer(url, call.headers); // fills the cache
      const answer = await rawAnswer(url, call.headers);
      const file = nginx.staticFile(`answer-${i}`, answer.body, answer.headers);
      const baseline = await measure('nginx static', file, { 'accept-encoding': call.headers['accept-encoding']! });
      const result = await measure(call.path, url, call.headers);
      throughNginx.push({ call, cached: result.rps, file: baseline.rps, p99: result.p99, status: answer.headers['x-cache-status'] ?? '' });
    }
    if (throughNginx.length === 0) return;
    console.log('\nThe public calls through deploy/nginx.conf, beside nginx sending a static file of the same bytes\n');
    console.log('call'.padEnd(width), 'req/s'.padStart(8), 'file'.padStart(8), 'ratio'.padStart(7), 'p99 ms'.padStart(8), ' cache');
    for (const r of throughNginx) {
      console.log(
        r.call.path.slice(0, width - 1).padEnd(width),
        fmt(r.cached).padStart(8),
        fmt(r.file).padStart(8),
        fmt(r.cached / r.file, 2).padStart(7),
        fmt(r.p99, 1).padStart(8),
        ` ${r.status}`,
      );
    }
    const slowNginx = throughNginx.filter((r) => r.cached < r.file * NGINX_RATIO_GOAL);
    console.log(
      `\nGoal through nginx (≥ ${NGINX_RATIO_GOAL}× a static file): ${slowNginx.length ? `not met by ${slowNginx.map((r) => r.call.path).join(', ')}` : 'met by every public call'}`,
    );
  } finally {
    await browser.close().catch(() => undefined);
    nginx.close();
    await app.close();
    bare.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (server) {
      const admin = await openDatabase({ databaseUrl: server, dataDir: '' });
      await admin.db.execute(sql.raw(`drop database if exists ${dbName} with (force)`));
      await admin.close();
    }
  }
}

await main();
