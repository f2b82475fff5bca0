import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfigForTests } from '../runtime-config.ts';
import { type FakeServer, startFakeServer, until } from './fake-server.ts';
import { ok, PORTAL_HOME, resetClient } from './client-test-setup.ts';
import { http, storeToken } from './index.ts';
import { setReauthHandler } from './reauth.ts';

let server: FakeServer;
const goTo = (path: string) => window.history.replaceState(null, '', path);

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => {
  resetClient(server);
});
afterEach(() => setConfigForTests({}));

describe('signing in again in the back office', () => {
  afterEach(() => setReauthHandler(null));
  // A token of the back office's own, so no earlier test's token fetch is waited for.
  beforeEach(() => storeToken('back-token', 'back'));
  const notLoggedIn = { json: { code: 401, result: false, message: '请先登录', data: null } };

  it('a "not logged in" answer opens one sign-in for every refused call, then retries each', async () => {
    goTo('/epm-coalweb/back/TextAdd');
    let signedIn = false;
    server.on('/api/admin/a', () => (signedIn ? ok('a') : notLoggedIn));
    server.on('/api/admin/b', () => (signedIn ? ok('b') : notLoggedIn));
    let release: (value: boolean) => void = () => undefined;
    // Signing in stores a new token, as the staff login does.
    const handler = vi.fn(() => new Promise<boolean>((resolve) => (release = (v) => (storeToken('new-token', 'back'), resolve(v)))));
    setReauthHandler(handler);
    const calls = Promise.all([http.post<string>('/api/admin/a', { title: '草稿' }), http.get<string>('/api/admin/b')]);
    await until(() => handler.mock.calls.length === 1 && server.to('/api/admin/b').length === 1 && server.to('/api/admin/a').length === 1);
    signedIn = true;
    release(true);
    const [a, b] = await calls;
    expect([a.data, b.data]).toEqual(['a', 'b']);
    // One dialog for both, whichever refusal arrived after signing in.
    expect(handler).toHaveBeenCalledTimes(1);
    expect(server.to('/api/admin/a')[1]?.headers['e-user-token']).toBe('new-token');
    expect(server.to('/api/admin/a')[1]?.body).toContain('title=%E8%8D%89%E7%A8%BF');
  });

  it('giving up answers the refusal; portal pages and the sign-in call never ask', async () => {
    goTo('/epm-coalweb/back/TextAdd');
    server.on('/api/admin/a', () => notLoggedIn);
    setReauthHandler(async () => false);
    expect(await http.post('/api/admin/a')).toMatchObject({ result: false, code: 401 });
    const handler = vi.fn(async () => true);
    setReauthHandler(handler);
    expect(await http.post('/api/admin/a', {}, { noReauth: true })).toMatchObject({ code: 401 });
    goTo(PORTAL_HOME);
    expect(await http.post('/api/admin/a')).toMatchObject({ code: 401 });
    expect(handler).not.toHaveBeenCalled();
  });
});
