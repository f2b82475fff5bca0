import { TOKEN_HEADER } from '@coal/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../navigation.ts';
import { setConfigForTests } from '../runtime-config.ts';
import { type FakeServer, startFakeServer, until } from './fake-server.ts';
import { TokenError, clearToken, ensureToken, getStoredToken, http, setNotifier, storeToken } from './index.ts';

const TOKEN_PATH = '/api/user/getToken';
const PORTAL_OUT = 'https://portal.example.com/out';
const ok = (data: unknown) => ({ json: { code: 0, result: true, message: '', data } });

let server: FakeServer;
let assign: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  setConfigForTests({ apiBase: server.url, tokenExpiresMinutes: 30, portalOutUrl: PORTAL_OUT });
  setNotifier({ warning: vi.fn(), error: vi.fn(), info: vi.fn() });
  assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/epm-coalweb/portal/Home');
});
afterEach(() => {
  vi.useRealTimers();
  setConfigForTests({});
});

describe('token fetch', () => {
  it('is tried 3 times, 1000 ms apart, then a non-portal page goes to the portal-out address', async () => {
    window.history.replaceState(null, '', '/epm-coalweb/back/Login');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.on(TOKEN_PATH, () => ({ status: 500, json: {} }));
    const outcome = http.get('/api/x').catch((e: unknown) => e);
    const tries = () => server.to(TOKEN_PATH).length;

    await until(() => tries() === 1);
    await vi.advanceTimersByTimeAsync(999);
    expect(tries()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => tries() === 2);
    await vi.advanceTimersByTimeAsync(1000);
    await until(() => tries() === 3);

    expect(await outcome).toBeInstanceOf(TokenError);
    expect(server.to(TOKEN_PATH).every((r) => r.query.get('flag') === '0')).toBe(true);
    expect(assign).toHaveBeenCalledWith(PORTAL_OUT);
    expect(server.to('/api/x')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(tries()).toBe(3);
  });

  it('on a portal page fails the call without leaving', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.on(TOKEN_PATH, () => ({ json: { code: 500, result: false, message: 'x', data: null } }));
    const outcome = ensureToken().catch((e: unknown) => e);
    await until(() => server.to(TOKEN_PATH).length === 1);
    await vi.advanceTimersByTimeAsync(1000);
    await until(() => server.to(TOKEN_PATH).length === 2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toBeInstanceOf(TokenError);
    expect(server.to(TOKEN_PATH)).toHaveLength(3);
    expect(assign).not.toHaveBeenCalled();
  });

  it('succeeds on a later try', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let n = 0;
    server.on(TOKEN_PATH, () => (++n < 2 ? { status: 503, json: {} } : ok('second')));
    const token = ensureToken();
    await until(() => n === 1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await token).toBe('second');
    expect(getStoredToken()).toBe('second');
  });

  it('is shared by concurrent callers', async () => {
    server.on('/api/x', () => ok(1));
    await Promise.all([http.get('/api/x'), http.get('/api/x'), http.post('/api/x')]);
    expect(server.to(TOKEN_PATH)).toHaveLength(1);
    expect(server.to('/api/x').map((r) => r.headers[TOKEN_HEADER])).toEqual(['token-1', 'token-1', 'token-1']);
  });

  it('rotates a token older than the expiry, sending the old one', async () => {
    storeToken('old', 'portal', Date.now() - 30 * 60_000 - 1);
    server.on('/api/x', () => ok(1));
    await http.get('/api/x');
    expect(server.to(TOKEN_PATH)[0]?.headers[TOKEN_HEADER]).toBe('old');
    expect(server.to('/api/x')[0]?.headers[TOKEN_HEADER]).toBe('token-1');
    expect(getStoredToken('portal')).toBe('token-1');
  });

  it('keeps a token younger than the expiry', async () => {
    storeToken('young', 'portal', Date.now() - 29 * 60_000);
    server.on('/api/x', () => ok(1));
    await http.get('/api/x');
    expect(server.to(TOKEN_PATH)).toHaveLength(0);
    expect(server.to('/api/x')[0]?.headers[TOKEN_HEADER]).toBe('young');
  });

  it('keeps one token per area', async () => {
    storeToken('portal-token', 'portal');
    window.history.replaceState(null, '', '/epm-coalweb/back/Theme');
    server.on('/api/x', () => ok(1));
    await http.get('/api/x');
    expect(server.to('/api/x')[0]?.headers[TOKEN_HEADER]).toBe('token-1');
    expect(getStoredToken('back')).toBe('token-1');
    expect(getStoredToken('portal')).toBe('portal-token');
    clearToken('back');
    expect(getStoredToken('back')).toBeNull();
    expect(getStoredToken('portal')).toBe('portal-token');
  });
});
