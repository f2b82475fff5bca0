/**
 * Redis and PostgreSQL going away under a running server process, through a TCP proxy (the
 * machine's own servers are never stopped): calls that need the missing store answer 503
 * with a Chinese message at once, the process stays up, and it recovers by itself.
 */
import { MESSAGES } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataStore, type DataStore, type ServerProcess, startServerProcess } from './server-process.ts';
import { TcpProxy } from './tcp-proxy.ts';
import { testEngine } from './test-database.ts';
import type { TestClient, TestResponse } from './test-server.ts';

const OUTAGE_MS = 2000;
const RECOVERY_LIMIT_MS = 8000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Repeats `call` (at most every 100 ms, within `limitMs`) until `ok`; answers the time it took. */
async function timeUntil(call: () => Promise<TestResponse>, ok: (res: TestResponse) => boolean, limitMs = RECOVERY_LIMIT_MS): Promise<number> {
  const start = Date.now();
  for (let attempt = 0; attempt < limitMs / 100; attempt++) {
    if (ok(await call())) return Date.now() - start;
    if (Date.now() - start > limitMs) break;
    await sleep(100);
  }
  throw new Error(`not recovered within ${limitMs} ms`);
}

const unavailable = { code: 503, result: false, message: MESSAGES.serviceUnavailable };

describe.skipIf(testEngine() !== 'postgres' || !process.env.REDIS_URL)('store faults (through a TCP proxy)', () => {
  let store: DataStore;
  let redisProxy: TcpProxy;
  let pgProxy: TcpProxy;
  let server: ServerProcess;
  let member: TestClient;

  beforeAll(async () => {
    store = await createDataStore();
    const redis = TcpProxy.target(store.env.REDIS_URL!);
    const postgres = TcpProxy.target(store.env.DATABASE_URL!);
    redisProxy = await TcpProxy.start(redis.host, redis.port);
    pgProxy = await TcpProxy.start(postgres.host, postgres.port);
    server = await startServerProcess(store, { REDIS_URL: redisProxy.via(store.env.REDIS_URL!), DATABASE_URL: pgProxy.via(store.env.DATABASE_URL!) });
    member = await server.client();
    expect((await member.login('member', 'Member@2026')).body.result).toBe(true);
  }, 120_000);

  afterAll(async () => {
    // Outages were answered 503; nothing was treated as a bug (500) or crashed the process.
    expect(server?.output() ?? '').not.toContain('unhandled error');
    await server?.stop();
    await Promise.all([redisProxy?.close(), pgProxy?.close()]);
    await store?.dispose();
  });

  const memberInfo = () => member.get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'portal' });
  const isMember = (res: TestResponse) => (res.body.data as { loginId?: string } | null)?.loginId === 'member';

  it('Redis down: session calls answer 503 at once, public reads still work; back by itself', async () => {
    await redisProxy.cut();
    const started = Date.now();
    const [info, ...burst] = await Promise.all([memberInfo(), ...Array.from({ length: 20 }, () => member.get('/api/user/getUnpublishList'))]);
    const elapsed = Date.now() - started;
    expect(info.status).toBe(503);
    expect(info.body).toMatchObject(unavailable);
    expect(burst.map((r) => r.status)).toEqual(burst.map(() => 503));
    expect(elapsed).toBeLessThan(3000); // failed fast, nothing queued
    // A fresh tourist cannot get a token either: getToken needs the session store.
    const token = await fetch(`${server.url}/api/user/getToken?flag=1`);
    expect(token.status).toBe(503);
    expect(await token.json()).toMatchObject(unavailable);
    // Public data does not need Redis: the cache reads through to the database.
    const theme = await member.get<{ themeNameEn: string }>('/api/theme/getSelectedTheme');
    expect(theme.body.result).toBe(true);

    await sleep(OUTAGE_MS);
    expect(server.child.exitCode).toBeNull();
    await redisProxy.restore();
    const recovery = await timeUntil(memberInfo, isMember);
    console.log(`[store-faults] Redis: ${burst.length + 1} calls answered 503 in ${elapsed} ms; recovered ${recovery} ms after Redis was back`);
    expect(recovery).toBeLessThan(RECOVERY_LIMIT_MS);
  });

  it('PostgreSQL restarted: calls answer 503 meanwhile, the pool reconnects by itself', async () => {
    // A read that queries the database every time (not one of the personal answers kept for seconds).
    const profile = () => member.get<{ total?: number }>('/api/notifications/list', { currentPage: 1, pageSize: 10 });
    const hasProfile = (res: TestResponse) => res.body.result === true;
    expect(hasProfile(await profile())).toBe(true); // the pool holds idle connections now

    await pgProxy.cut(); // idle pool connections are reset: the pool's error handler keeps the process up
    const started = Date.now();
    const burst = await Promise.all(Array.from({ length: 10 }, () => profile()));
    const elapsed = Date.now() - started;
    expect(burst.map((r) => r.status)).toEqual(burst.map(() => 503));
    expect(burst[0]!.body).toMatchObject(unavailable);
    expect(elapsed).toBeLessThan(6000);

    await sleep(OUTAGE_MS);
    expect(server.child.exitCode).toBeNull();
    await pgProxy.restore();
    const recovery = await timeUntil(profile, hasProfile);
    console.log(`[store-faults] PostgreSQL: ${burst.length} calls answered 503 in ${elapsed} ms; recovered ${recovery} ms after PostgreSQL was back`);
    expect(recovery).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(isMember(await memberInfo())).toBe(true);
  });
});
