import { decryptText } from '@coal/contracts/cipher';
import { COOKIES } from '@coal/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../lib/cookies.ts';
import { type FakeServer, startFakeServer } from '../../lib/http/fake-server.ts';
import { setNotifier } from '../../lib/http/index.ts';
import { setConfigForTests } from '../../lib/runtime-config.ts';
import { login, refreshAccessToken, resetPassword, staffLogin } from './api.ts';

let server: FakeServer;
const ok = () => ({ json: { code: 0, result: true, message: '', data: null } });

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  setConfigForTests({ apiBase: server.url });
  setNotifier({ warning: vi.fn(), error: vi.fn(), info: vi.fn() });
  window.history.replaceState(null, '', '/epm-coalweb/portal/Home');
});
afterEach(() => setConfigForTests({}));

describe('auth calls', () => {
  it('login sends loginId and loginPass encrypted, uuid and captcha plain', async () => {
    server.on('/api/user/login', ok);
    await login({ loginId: 'member', loginPass: 'Member@2026', uuid: 'u-1', captchaCode: 'abcd' });
    const { query } = server.to('/api/user/login')[0];
    expect(query.get('loginId')).not.toBe('member');
    expect(decryptText(query.get('loginId')!)).toBe('member');
    expect(decryptText(query.get('loginPass')!)).toBe('Member@2026');
    expect(query.get('uuid')).toBe('u-1');
    expect(query.get('captchaCode')).toBe('abcd');
  });

  it('resetPassword encrypts all four fields', async () => {
    server.on('/api/user/resetPwd', ok);
    await resetPassword({ loginId: 'm', loginPassword: 'a', loginNewPassword: 'b', loginConfirmPassword: 'c' });
    const { query } = server.to('/api/user/resetPwd')[0];
    expect(['loginId', 'loginPassword', 'loginNewPassword', 'loginConfirmPassword'].map((k) => decryptText(query.get(k)!))).toEqual(['m', 'a', 'b', 'c']);
  });

  it('staff login posts the encrypted credentials as a form', async () => {
    server.on('/api/admin/auth/login', ok);
    await staffLogin({ loginId: 'admin', loginPass: 'Admin@2026', uuid: 'u', captchaCode: 'c' });
    const request = server.to('/api/admin/auth/login')[0];
    const form = new URLSearchParams(request.body);
    expect(request.method).toBe('POST');
    expect(decryptText(form.get('loginPass')!)).toBe('Admin@2026');
  });

  it('refreshAccessToken joins the token prefix and trade ticket cookies', async () => {
    setCookie(COOKIES.tokenPrefix, 'PFX');
    setCookie(COOKIES.cipherTrade, 'TRADE');
    server.on('/api/user/refreshAccessToken', ok);
    await refreshAccessToken();
    expect(server.to('/api/user/refreshAccessToken')[0]?.query.get('accessToken')).toBe('PFXTRADE');
  });
});
