import { decryptJson, encryptJson } from '@coal/contracts/cipher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ REQUEST_DEADLINE_MS: '200' }, (app) => {
    app.get('/api/test/slow', { config: { auth: 'open' } }, async () => {
      await new Promise((r) => setTimeout(r, 600));
      return { code: 0, result: true, message: 'late', data: null };
    });
    // Answers what it was sent: the cipher's decrypted body, within the short deadline above.
    app.post('/api/test/echo', { config: { auth: 'open' } }, async (request) => ({ code: 0, result: true, message: 'success', data: request.body }));
    app.get('/test/page', { config: { auth: 'open' } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>page</p>'));
    app.get('/test/sandboxed', { config: { auth: 'open' } }, async (_request, reply) =>
      reply.type('application/pdf').header('content-security-policy', 'sandbox').send(Buffer.from('%PDF-1.4')),
    );
  });
});
afterAll(() => server.close());

describe('server deadline', () => {
  it('answers status 654 when a request overruns it', async () => {
    const res = await (await server.client()).get('/api/test/slow');
    expect(res.status).toBe(654);
    expect(res.body).toMatchObject({ result: false, message: '请求超时' });
  });
});

describe('parameter encryption ($kw / $rt)', () => {
  it('decrypts a $kw query and seals the answer as $rt', async () => {
    const client = await server.client();
    const res = await client.get<never>('/api/user/getUserInfo', { $kw: encryptJson({ pageType: 'portal', _t: 1 }) });
    const sealed = (res.body as unknown as { $rt: string }).$rt;
    expect(typeof sealed).toBe('string');
    expect(decryptJson<{ data: { loginId: string } }>(sealed)!.data.loginId).toBe('tourist001');
  });

  it('decrypts a $kw form body', async () => {
    const client = await server.client();
    const $kw = encryptJson({ eventName: 'pageView', uuid: 'u', sessionId: 's', startTime: 1, url: '/x' });
    const res = await client.post<never>('/api/test/echo', { $kw });
    const answer = decryptJson<{ result: boolean; data: unknown }>((res.body as unknown as { $rt: string }).$rt)!;
    expect(answer).toMatchObject({ result: true, data: { eventName: 'pageView', uuid: 'u', sessionId: 's', startTime: 1, url: '/x' } });
  });

  it('refuses a $kw that is not ours with 400', async () => {
    const res = await (await server.client()).get('/api/user/getUserInfo', { $kw: 'garbage' });
    expect(res.status).toBe(400);
  });
});

describe('security headers', () => {
  it('sends a page the full set: CSP, nosniff, frame options and a referrer policy', async () => {
    const res = await fetch(`${server.url}/test/page`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('sends a JSON answer the API set: nothing may load or frame it, no sniffing, no cross-origin read', async () => {
    for (const res of [await fetch(`${server.url}/api/theme/getSelectedTheme`), await fetch(`${server.url}/api/no/such/call`)]) {
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('sends every kind of answer a Permissions-Policy: pages, JSON, files, refusals and unknown addresses', async () => {
    const kinds = ['/test/page', '/api/theme/getSelectedTheme', '/test/sandboxed', '/api/no/such/call', '/api/user/getToken?flag=9', '/robots.txt'];
    for (const path of kinds) {
      const policy = (await fetch(`${server.url}${path}`)).headers.get('permissions-policy');
      expect(policy, path).toContain('camera=()');
      expect(policy, path).toContain('geolocation=()');
      expect(policy, path).toContain('fullscreen=(self)');
    }
  });

  it("keeps a route's own CSP and adds the rest", async () => {
    const res = await fetch(`${server.url}/test/sandboxed`);
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
