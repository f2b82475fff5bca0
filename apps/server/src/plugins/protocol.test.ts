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
    const $kw = encryptJson({ eventName: 'pageView', uuid: 'u', sessionId: 's', startTime: Date.now(), url: '/x' });
    const res = await client.post<never>('/api/burialPoint/saveBurialPoint', { $kw });
    expect(decryptJson<{ result: boolean }>((res.body as unknown as { $rt: string }).$rt)!.result).toBe(true);
  });

  it('refuses a $kw that is not ours with 400', async () => {
    const res = await (await server.client()).get('/api/user/getUserInfo', { $kw: 'garbage' });
    expect(res.status).toBe(400);
  });
});

describe('security headers', () => {
  it('sends CSP, nosniff, frame options and a referrer policy', async () => {
    const res = await (await server.client()).get('/api/theme/getSelectedTheme');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
