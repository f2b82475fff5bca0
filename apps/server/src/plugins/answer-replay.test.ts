import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { okShared } from '../lib/shared-answer.ts';
import { Replays } from './answer-replay.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import type { SessionData } from '../modules/auth/session.service.ts';

let database: DatabaseHandle;
let app: FastifyInstance;
/** How often each test route's handler ran, and the value its cache loads next. */
const handled = { public: 0, open: 0, cookie: 0 };
let next = 1;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'true' }), database, serveWeb: false });
  // Big enough to be compressed; the same for everyone of a key until the content cache changes.
  const load = async () => ({ n: next, text: '焦煤价格'.repeat(500) });
  app.get('/api/test/replayed', { config: { auth: 'public' } }, async (_request, reply) => {
    handled.public++;
    return okShared(reply, await app.contentCache.get('replayed', load));
  });
  app.get('/api/test/per-session', { config: { auth: 'open' } }, async (_request, reply) => {
    handled.open++;
    return okShared(reply, await app.contentCache.get('per-session', load));
  });
  app.get('/api/test/with-cookie', { config: { auth: 'public' } }, async (_request, reply) => {
    handled.cookie++;
    reply.header('set-cookie', 'seen=1; Path=/');
    return okShared(reply, await app.contentCache.get('with-cookie', load));
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await app.contentCache.invalidate();
  handled.public = handled.open = handled.cookie = 0;
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const withoutDate = (headers: Record<string, unknown>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

describe('replaying the public reads', () => {
  it('answers a repeated public read with the bytes and headers the pipeline sent, without running the route', async () => {
    const first = await get('/api/test/replayed?x=1', { 'accept-encoding': 'gzip, deflate, br' });
    const again = await get('/api/test/replayed?x=1', { 'accept-encoding': 'gzip, deflate, br' });
    expect(handled.public).toBe(1);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-encoding']).toBe('br');
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(again.rawPayload).toString()).data.n).toBe(next);
    // The security headers of a JSON answer came along.
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });

  it('replays to the web client, whose every request carries a new random _t stamp', async () => {
    const first = await get('/api/test/replayed?x=2&_t=1732780000000111111');
    const again = await get('/api/test/replayed?_t=1732780000000222222&x=2');
    expect(handled.public).toBe(1);
    expect(again.body).toBe(first.body);
    await get('/api/test/replayed?x=3&_t=1732780000000333333'); // another query: its own answer
    expect(handled.public).toBe(2);
  });

  it('keeps each accepted encoding apart (the first request of each runs the route)', async () => {
    const gzip = await get('/api/test/replayed', { 'accept-encoding': 'gzip' });
    const plain = await get('/api/test/replayed');
    expect(handled.public).toBe(2);
    const [gzipAgain, plainAgain] = [await get('/api/test/replayed', { 'accept-encoding': 'gzip' }), await get('/api/test/replayed')];
    expect(handled.public).toBe(2);
    expect(gzipAgain.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipAgain.rawPayload).toString()).toBe(plain.body);
    expect(plainAgain.headers['content-encoding']).toBeUndefined();
    expect(plainAgain.body).toBe(plain.body);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it('answers 304 to a browser that has the answer, still without running the route', async () => {
    const first = await get('/api/test/replayed', { 'accept-encoding': 'br' });
    const unchanged = await get('/api/test/replayed', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(first.headers.etag);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    expect(handled.public).toBe(1);
  });

  it('shows a change at once: a write on the cache ends the replay', async () => {
    await get('/api/test/replayed');
    next++;
    await app.contentCache.invalidate();
    const after = await get('/api/test/replayed');
    expect(handled.public).toBe(2);
    expect(JSON.parse(after.body).data.n).toBe(next);
  });

  it('does not replay while this instance is unsure of the version (a change announced by another instance)', async () => {
    await get('/api/test/replayed');
    await app.stores.bus.publish('cache-version:content');
    await new Promise((resolve) => setTimeout(resolve, 200)); // over Redis, this instance hears its own announcement again
    await get('/api/test/replayed');
    expect(handled.public).toBe(2);
    await get('/api/test/replayed'); // known again: replayed
    expect(handled.public).toBe(2);
  });

  it('never replays a route that reads the session, nor an answer that sets a cookie', async () => {
    await get('/api/test/per-session');
    await get('/api/test/per-session');
    expect(handled.open).toBe(2);
    await get('/api/test/with-cookie');
    await get('/api/test/with-cookie');
    expect(handled.cookie).toBe(2);
  });

  it('replays a real public read (the site theme) under 100 parallel requests, every answer the same', async () => {
    const first = await get('/api/theme/getSelectedTheme', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 100 }, () => get('/api/theme/getSelectedTheme', { 'accept-encoding': 'br' })));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(first.body);
      expect(answer.headers.etag).toBe(first.headers.etag);
    }
  });
});

describe('replaying session reads per reader class (replayFor)', () => {
  let server: TestServer;
  let runs = 0;
  beforeAll(async () => {
    server = await startTestServer({}, (app) => {
      const byKind = (session: SessionData) => (session.kind === 'staff' ? null : session.kind);
      app.get('/api/test/by-kind', { config: { replayFor: byKind } }, async (request, reply) => {
        runs++;
        const kind = request.session!.kind;
        return okShared(reply, await app.contentCache.get(`by-kind:${kind}`, async () => ({ kind, text: '动力煤'.repeat(400) })));
      });
    });
    // The content cache's first version is drawn now; over Redis, this instance hears that announcement again shortly after.
    await server.app.contentCache.get('warm', async () => ({}));
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers every caller of a class from one run of the route, and each class its own answer', async () => {
    const [a, b] = [await server.client(), await server.client()];
    const member = await server.member();
    const answers = [
      await a.get('/api/test/by-kind'),
      await b.get('/api/test/by-kind'),
      await member.get('/api/test/by-kind'),
      await member.get('/api/test/by-kind'),
    ];
    expect(answers.map((r) => (r.body.data as { kind: string }).kind)).toEqual(['tourist', 'tourist', 'member', 'member']);
    expect(runs).toBe(2);
  });

  it('still needs a live session: none, or a dead token, gets the logout answer', async () => {
    const tourist = await server.client();
    await tourist.get('/api/test/by-kind');
    const before = runs;
    const nobody = await server.client();
    nobody.token = null;
    expect((await nobody.get('/api/test/by-kind')).text).toBe('logout');
    nobody.token = 'f'.repeat(32);
    expect((await nobody.get('/api/test/by-kind')).text).toBe('logout');
    expect(runs).toBe(before);
  });

  it('getUserInfo: tourists share the tourist answer, a member gets their own, and after logout the tourist one again', async () => {
    const [a, b] = [await server.client(), await server.client()];
    expect((await a.get('/api/user/getUserInfo', { pageType: 'portal' })).body.data).toMatchObject({ userType: 'tourist' });
    expect((await b.get('/api/user/getUserInfo', { pageType: 'portal' })).body.data).toMatchObject({ userType: 'tourist' });
    const member = await server.member();
    expect((await member.get('/api/user/getUserInfo', { pageType: 'portal' })).body.data).toMatchObject({ loginId: 'member' });
    expect((await member.get('/api/user/getUserInfo', { pageType: 'portal' })).body.data).toMatchObject({ loginId: 'member' });
    await member.get('/api/user/logout');
    expect((await member.get('/api/user/getUserInfo', { pageType: 'portal' })).body.data).toMatchObject({ userType: 'tourist' });
  });

  it('the report list tells tourists and members apart after replays', async () => {
    const readable = async (client: Awaited<ReturnType<TestServer['client']>>) => {
      const res = await client.get('/api/researchReport/findReportInfoList', { currentPage: 1, pageSize: 20 });
      return (res.body.data as { list: Array<{ canRead?: boolean }> }).list.map((r) => JSON.stringify(r));
    };
    const tourist = await server.client();
    const member = await server.member();
    const [t1, t2, m1, m2] = [await readable(tourist), await readable(await server.client()), await readable(member), await readable(member)];
    expect(t2).toEqual(t1);
    expect(m2).toEqual(m1);
    expect(m1).not.toEqual(t1); // the demo data has members-only reports: readable for members only
  });
});

describe('the kept replays', () => {
  it('are bounded in count and in bytes, the oldest going first', () => {
    const replays = new Replays(3, 10_000);
    const keep = (key: string, bytes: number) => replays.keep(replays.entryFor(key, {}, 'W/"t"'), 'br', { headers: {}, body: Buffer.alloc(bytes) });
    for (const key of ['a', 'b', 'c', 'd']) keep(key, 100);
    expect(replays.size).toBe(3);
    expect(replays.get('a')).toBeUndefined();
    keep('e', 9_950); // over the byte bound: b, c and d go
    expect(replays.size).toBe(1);
    expect(replays.get('e')).toBeDefined();
  });
});
