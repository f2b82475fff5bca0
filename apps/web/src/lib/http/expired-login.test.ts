import { COOKIES, MESSAGES, TOKEN_HEADER, TOURIST_COOKIE_VALUE } from '@coal/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore, TOURIST_USER } from '../../stores/session.ts';
import { getCookie, setMobileTouristCookie, setTouristCookie } from '../cookies.ts';
import { setConfigForTests } from '../runtime-config.ts';
import { type FakeServer, startFakeServer } from './fake-server.ts';
import { ok, PORTAL_HOME, resetClient } from './client-test-setup.ts';
import { HttpError, SessionExpiredError, http, storeToken } from './index.ts';

const TOKEN_PATH = '/api/user/getToken';
const member = { ...TOURIST_USER, loginId: 'member', userId: 'u1', userType: 'out' };

let server: FakeServer;
let notes: ReturnType<typeof resetClient>['notes'];
let assign: ReturnType<typeof resetClient>['assign'];

function goTo(path: string): void {
  window.history.replaceState(null, '', path);
}

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());

beforeEach(() => {
  ({ notes, assign } = resetClient(server));
  goTo(PORTAL_HOME);
});
afterEach(() => {
  vi.useRealTimers();
  setConfigForTests({});
});

describe('the logout body', () => {
  it('for a logged-in user: warning 3 s, tourist state, portal home after 1.5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    useSessionStore.setState({ loginStatus: true, userInfo: member });
    server.on('/api/x', () => ({ text: 'logout' }));
    const error = await http.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(notes.warning).toHaveBeenCalledWith(MESSAGES.loginExpired, 3);
    expect(useSessionStore.getState().loginStatus).toBe(false);
    expect(getCookie(COOKIES.loginWeb)).toBe(TOURIST_COOKIE_VALUE);
    vi.advanceTimersByTime(1499);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith(PORTAL_HOME);
  });

  it('for a tourist: drops the token, fetches a new one and retries once', async () => {
    storeToken('old-token', 'portal');
    let calls = 0;
    server.on('/api/x', () => (++calls === 1 ? { text: 'logout' } : ok('fine')));
    const answer = await http.get<string>('/api/x');
    expect(answer.data).toBe('fine');
    const [first, second] = server.to('/api/x');
    expect(first?.headers[TOKEN_HEADER]).toBe('old-token');
    expect(second?.headers[TOKEN_HEADER]).toBe('token-1');
    expect(server.to(TOKEN_PATH)[0]?.headers[TOKEN_HEADER]).toBeUndefined(); // a new session
    expect(notes.warning).not.toHaveBeenCalled();
  });

  it('for a tourist: a second logout fails the call instead of looping', async () => {
    server.on('/api/x', () => ({ text: 'logout' }));
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(server.to('/api/x')).toHaveLength(2);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('expired-login detection', () => {
  it('logged in but the login cookie says tourist: warn, cancel, portal home after 1.5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    useSessionStore.setState({ loginStatus: true, userInfo: member });
    setTouristCookie();
    server.on('/api/x', () => ok(1));
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(server.requests).toHaveLength(0); // cancelled before anything was sent
    expect(notes.warning).toHaveBeenCalledTimes(1);
    expect(notes.warning).toHaveBeenCalledWith(MESSAGES.loginExpired, 3);
    vi.advanceTimersByTime(1500);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(PORTAL_HOME);
  });

  it('is no expiry when a login replaced the token while the call was on its way: the call goes again with the new token', async () => {
    goTo('/epm-coalweb/mobile/price');
    storeToken('old-token', 'mobile');
    useSessionStore.setState({ loginStatus: true, userInfo: member });
    // The page's simulated login ends the old token on the server; its answer comes last.
    server.on('/api/user/simulateLogin', () => ({ ...ok(null), headers: { [TOKEN_HEADER]: 'new-token' }, delayMs: 150 }));
    server.on('/api/x', (request) => (request.headers[TOKEN_HEADER] === 'new-token' ? ok('fine') : { text: 'logout' }));
    const login = http.get('/api/user/simulateLogin', {}, { replacesToken: true });
    const answer = await http.get<string>('/api/x');
    expect(answer.data).toBe('fine');
    expect((await login).result).toBe(true);
    expect(server.to('/api/x').map((r) => r.headers[TOKEN_HEADER])).toEqual(['old-token', 'new-token']);
    expect(notes.warning).not.toHaveBeenCalled();
    expect(useSessionStore.getState().loginStatus).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('mobile pages read the mobile login cookie', async () => {
    goTo('/epm-coalweb/mobile/index');
    useSessionStore.setState({ loginStatus: true, userInfo: member });
    setTouristCookie();
    server.on('/api/x', () => ok(1));
    await expect(http.get('/api/x')).resolves.toMatchObject({ data: 1 });
    setMobileTouristCookie();
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(SessionExpiredError);
  });
});
