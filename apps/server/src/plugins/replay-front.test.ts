import { get as httpGet, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentAlways } from '../lib/cache/shared-cache.ts';
import { okShared } from '../lib/shared-answer.ts';
import { testEngine } from '../test/test-database.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { loggerOptions } from './logging.ts';
import { answerReplayPlugin } from './answer-replay.ts';
import { ReplayFront } from './replay-front.ts';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request over a socket, answer as sent (not decoded): what a browser receives. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject).end();
  });
}

const withoutDate = ({ date: _date, ...rest }: IncomingHttpHeaders) => rest;

describe('the front door of the replays (over HTTP)', () => {
  let server: TestServer;
  /** The URLs Fastify answered (its onResponse hook, which runs after its own replays too): what the door handed on. */
  const reached: string[] = [];
  let runs = 0;
  /** The content cache's version announcements this instance's bus delivered (its own, and over Redis their echo). */
  let heard = 0;

  beforeAll(async () => {
    server = await startTestServer({}, (app) => {
      app.addHook('onResponse', (request, _reply, done) => {
        reached.push(request.url);
        done();
      });
      app.get('/api/test/front', { config: { auth: 'public' } }, async (_request, reply) => {
        runs++;
        return okShared(reply, await app.contentCache.get('front', async () => ({ runs, text: '炼焦煤'.repeat(300) })));
      });
    });
    server.app.stores.bus.subscribe((key) => {
      if (key === 'cache-version:content') heard++;
    });
  });
  afterAll(async () => {
    await server.close();
  });
  /**
   * A new version of the content cache (a write), settled. Over Redis this instance hears its
   * own announcement again a moment later, which drops the version it holds: a test's second
   * request then found the door unsure and went to Fastify when the echo came late (a loaded
   * CI run). Waited for here, so that it never falls between a test's requests.
   */
  const invalidateSettled = async () => {
    const before = heard;
    await server.app.contentCache.invalidate();
    // The test server puts shared state in Redis on the PostgreSQL engine only (test-server.ts).
    const announcements = testEngine() === 'postgres' && process.env.REDIS_URL ? 2 : 1;
    for (let waited = 0; heard < before + announcements && waited < 5_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard - before).toBeGreaterThanOrEqual(announcements);
  };
  beforeEach(async () => {
    await invalidateSettled();
    reached.length = 0;
  });

  const seen = (path: string) => reached.filter((url) => url.startsWith(path)).length;

  it('answers a repeated public read before Fastify sees it, with the bytes and headers the pipeline sent', async () => {
    const first = await raw(`${server.url}/api/test/front?x=1&_t=1`, { 'accept-encoding': 'br' });
    const again = await raw(`${server.url}/api/test/front?_t=2&x=1`, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(again.status).toBe(200);
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.body.equals(first.body)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(again.body).toString()).data.text).toContain('炼焦煤');
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(seen('/api/test/front')).toBe(1);
  });

  it('answers 304 at the door to a browser that has the answer', async () => {
    const first = await raw(`${server.url}/api/test/front`, { 'accept-encoding': 'br' });
    const unchanged = await raw(`${server.url}/api/test/front`, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers.etag).toBe(first.headers.etag);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    expect(seen('/api/test/front')).toBe(1);
  });

  it('hands on what it cannot answer: an encoding not kept yet, a HEAD, a changed value', async () => {
    await raw(`${server.url}/api/test/front`, { 'accept-encoding': 'br' });
    const gzip = await raw(`${server.url}/api/test/front`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(seen('/api/test/front')).toBe(2);
    expect((await raw(`${server.url}/api/test/front`, { 'accept-encoding': 'br' }, 'HEAD')).status).toBe(200);
    expect(seen('/api/test/front')).toBe(3);
    const before = runs;
    await invalidateSettled(); // a write: the replay ends at once
    const after = await raw(`${server.url}/api/test/front`, { 'accept-encoding': 'br' });
    expect(JSON.parse(brotliDecompressSync(after.body).toString()).data.runs).toBe(before + 1);
    expect(seen('/api/test/front')).toBe(4);
  });

  it('answers 100 parallel requests for a replayed read with one answer', async () => {
    await raw(`${server.url}/api/theme/getSelectedTheme`, { 'accept-encoding': 'br' });
    await new Promise((resolve) => setTimeout(resolve, 200)); // over Redis, the theme cache's first version is heard again
    const first = await raw(`${server.url}/api/theme/getSelectedTheme?_t=1`, { 'accept-encoding': 'br' });
    reached.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => raw(`${server.url}/api/theme/getSelectedTheme?_t=${i}`, { 'accept-encoding': 'br' })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.equals(first.body)).toBe(true);
    }
    expect(seen('/api/theme/getSelectedTheme')).toBe(0);
  });

  it('hands the session reads replayed per reader class to Fastify, whose hook replays them under its deadline', async () => {
    const [a, b] = [await server.client(), await server.client()];
    expect((await a.get('/api/user/getUserInfo', { pageType: 'portal' })).body.data).toMatchObject({ userType: 'tourist' });
    expect((await b.get('/api/user/getUserInfo', { pageType: 'portal' })).body.data).toMatchObject({ userType: 'tourist' });
    expect(seen('/api/user/getUserInfo')).toBe(2);
    b.token = 'f'.repeat(32);
    expect((await b.get('/api/user/getUserInfo', { pageType: 'portal' })).text).toBe('logout');
  });
});

describe('the front door on its own', () => {
  const body = Buffer.from('{"code":0,"data":"焦炭"}');
  const headers = { 'content-type': 'application/json; charset=utf-8', etag: 'W/"t"', 'content-length': String(body.length) };
  const source = {};
  currentAlways(source);
  let front: ReplayFront;
  let url: string;
  const handedOn: string[] = [];
  let close: () => void;
  let settings: Record<string, number | null>;

  beforeAll(async () => {
    front = new ReplayFront();
    front.replays.keep(front.replays.entryFor('/api/kept?q=1', source, headers.etag), 'identity', { headers, body });
    // A signed link's query (a report download): its signature never reaches the log.
    front.replays.keep(front.replays.entryFor('/api/kept?id=7&sig=s3cret', source, headers.etag), 'identity', { headers, body });
    const server = front.serverFactory(
      (req, res) => {
        handedOn.push(req.url!);
        res.writeHead(503).end();
      },
      { keepAliveTimeout: 61_000, requestTimeout: 12_000, connectionTimeout: 9_000, maxRequestsPerSocket: 50 } as never,
    );
    settings = { keepAlive: server.keepAliveTimeout, request: server.requestTimeout, connection: server.timeout, perSocket: server.maxRequestsPerSocket };
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());
  beforeEach(() => {
    handedOn.length = 0;
    front.accessLog = null;
  });

  it('makes the server Fastify would make: its keep-alive, request and connection timeouts; HTTP/1 only', () => {
    expect(settings).toEqual({ keepAlive: 61_000, request: 12_000, connection: 9_000, perSocket: 50 });
    expect(() => front.serverFactory(() => undefined, { https: {} } as never)).toThrow(/HTTP\/1 only/);
  });

  it('answers nothing until the app is ready, and nothing once it closes (Fastify answers a closing app)', async () => {
    front.open = false;
    expect((await raw(`${url}/api/kept?q=1`)).status).toBe(503);
    front.open = true;
    expect((await raw(`${url}/api/kept?q=1`)).body.equals(body)).toBe(true);
    expect(handedOn).toEqual(['/api/kept?q=1']);
  });

  it('logs what it answers as Fastify logs a request, credentials redacted, when requests are logged', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()) });
    front.open = true;
    // The app's own logger (Fastify over pino, the app's serializers), writing to `lines`.
    front.accessLog = Fastify({ logger: { ...(loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info' }) as object), stream: sink } }).log;
    await raw(`${url}/api/kept?q=1&_t=9`, { 'x-forwarded-for': '203.0.113.9' }); // no trusted proxy: the socket's address
    await new Promise<void>((resolve) =>
      httpGet(`${url}/api/kept?id=7&sig=s3cret`, { headers: { 'if-none-match': 'W/"t"' } }, (res) => res.resume().on('end', resolve)),
    );
    await raw(`${url}/api/elsewhere`); // handed on: Fastify logs that one itself
    expect(handedOn).toEqual(['/api/elsewhere']);
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((l) => JSON.parse(l));
    expect(first).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/kept?q=1&_t=9', ip: '127.0.0.1' }, res: { statusCode: 200 } });
    expect(first.reqId).toMatch(/^replay-/);
    expect(typeof first.responseTime).toBe('number');
    expect(second).toMatchObject({ req: { url: '/api/kept?id=7&sig=[redacted]' }, res: { statusCode: 304 } });
    expect(lines.join('')).not.toContain('s3cret');
    // Behind a trusted proxy, the client's address is the one logged (as Fastify's request.ip).
    front.trustProxy = true;
    await raw(`${url}/api/kept?q=1`, { 'x-forwarded-for': '203.0.113.7, 10.0.0.2' });
    front.trustProxy = false;
    expect(JSON.parse(lines[2]!).req.ip).toBe('203.0.113.7');
  });
});

describe('the replay plugin opens and closes the door', () => {
  it('answers at the door from when the app is ready until it starts closing', async () => {
    const app = Fastify();
    app.decorate('config', { TRUST_PROXY: false } as never);
    const front = new ReplayFront();
    await app.register(answerReplayPlugin, { front });
    expect(front.open).toBe(false);
    await app.ready();
    expect(front.open).toBe(true);
    await app.close();
    expect(front.open).toBe(false);
  });
});
