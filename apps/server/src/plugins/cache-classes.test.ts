/** Every GET declares its cache class, and each class is answered with the headers it promises. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { writeWebDist } from '../test/web-dist.ts';
import { PUBLIC_MAX_AGE_S } from './http-caching.ts';

let server: TestServer;
beforeAll(async () => {
  // With a web build, so the pages' and files' routes are in the table too.
  const dist = writeWebDist('coal-cache-classes-', { 'index.html': '<!doctype html><html><head></head><body></body></html>', 'assets/a.js': 'x' });
  server = await startTestServer({}, undefined, { webDistDir: dist });
});
afterAll(() => server.close());

describe('the route table', () => {
  it('has a cache class on every GET route', () => {
    const gets = server.app.routeCatalog.filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThan(150);
    const undeclared = gets.filter((r) => !r.cache).map((r) => r.url);
    expect(undeclared, 'GET routes without config.cache (public / personal / none)').toEqual([]);
  });

  it('declares public only where the session is not read (the answer is the same for everyone)', () => {
    const readingSession = server.app.routeCatalog.filter((r) => r.method === 'GET' && r.cache === 'public' && r.auth !== 'public').map((r) => r.url);
    expect(readingSession).toEqual([]);
  });
});

describe('the headers of each class', () => {
  it('public: shared caches may keep it, at most PUBLIC_MAX_AGE_S, tagged, 304 on its tag, compressed', async () => {
    const first = await fetch(`${server.url}/api/priceIndex/latest?_t=1`, { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    const cacheControl = first.headers.get('cache-control')!;
    const [, maxAge, sMaxAge] = /^public, max-age=(\d+), s-maxage=(\d+)$/.exec(cacheControl) ?? [];
    expect(Number(maxAge)).toBeLessThanOrEqual(PUBLIC_MAX_AGE_S);
    expect(sMaxAge).toBe(maxAge);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^W\/".+"$/);
    // Another `_t`, the same answer: the stamp is no part of what is cached.
    const again = await fetch(`${server.url}/api/priceIndex/latest?_t=2`, { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const plain = await fetch(`${server.url}/api/priceIndex/latest`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('etag')).toBe(tag);
  });

  it('public: a new tag once staff change the data', async () => {
    const get = (headers: Record<string, string> = {}) => fetch(`${server.url}/api/theme/getSelectedTheme`, { headers });
    const tag = (await get()).headers.get('etag')!;
    const admin = await server.staff('admin');
    expect((await admin.post('/api/admin/theme/select', { themeNameEn: 'mourn' })).body.result).toBe(true);
    const changed = await get({ 'if-none-match': tag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    await admin.post('/api/admin/theme/select', { themeNameEn: 'default' });
  });

  it('personal: never kept', async () => {
    const member = await server.member();
    const res = await member.get('/api/user/getUserInfo', { pageType: 'portal' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const stats = await member.get('/api/user/personalStatistics');
    expect(stats.headers.get('cache-control')).toBe('private, no-store');
  });

  it('none: credentials are never kept', async () => {
    const res = await fetch(`${server.url}/api/user/getToken?flag=1`);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a public route that fails is not kept', async () => {
    const res = await fetch(`${server.url}/api/priceIndex/product?code=NOPE`);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
