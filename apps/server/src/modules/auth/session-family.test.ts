/**
 * A login is a family of tokens (session.service.ts): the tokens rotated from it share its
 * login record, logout ends them all, a rotated-out token never mints a second successor, and
 * no later touch of a dead token brings the login (or its trade tickets) back. Raced 100 at
 * a time, for members and staff, on PGlite and on PostgreSQL + Redis.
 */
import { COOKIES, TOURIST_LOGIN_ID } from '@coal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const N = 100;
const rotate = async (token: string, flag: '0' | '1' = '1') =>
  (await new TestClient(server.url, token).get<string>('/api/user/getToken', { flag, timestamp: Date.now() })).body.data;

/** How each kind of account logs in, out, and tells whether a token is still logged in. */
const accounts = {
  member: {
    async login() {
      const client = await server.client();
      const res = await client.login('member', 'Member@2026');
      expect(res.body.result, res.body.message).toBe(true);
      return { token: client.token!, cookies: res.cookies };
    },
    logout: (token: string) => new TestClient(server.url, token).get('/api/user/logout'),
    async loggedIn(token: string) {
      const res = await new TestClient(server.url, token).get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'portal' });
      return typeof res.body === 'object' && res.body.data?.loginId === 'member';
    },
    flag: '1' as const,
  },
  staff: {
    async login() {
      const client = await server.client('0');
      const res = await client.staffLogin('editor', 'Editor@2026');
      expect(res.body.result, res.body.message).toBe(true);
      return { token: client.token!, cookies: res.cookies };
    },
    logout: (token: string) => new TestClient(server.url, token).post('/api/admin/auth/logout'),
    async loggedIn(token: string) {
      const res = await new TestClient(server.url, token).get('/api/admin/auth/me');
      return typeof res.body === 'object' && res.body.result === true;
    },
    flag: '0' as const,
  },
};

/** The tokens of `tokens` still logged in. */
const stillIn = async (kind: keyof typeof accounts, tokens: Iterable<string>) => {
  const alive: string[] = [];
  for (const t of new Set(tokens)) if (await accounts[kind].loggedIn(t)) alive.push(t);
  return alive;
};

describe.each(['member', 'staff'] as const)('%s logins are families', (kind) => {
  const account = accounts[kind];

  it('logout with the rotated-out token ends its successor too', async () => {
    const { token: a } = await account.login();
    const b = await rotate(a, account.flag);
    expect(await account.loggedIn(b)).toBe(true);
    await account.logout(a);
    expect(await stillIn(kind, [a, b])).toEqual([]);
  });

  it(`a token rotated ${N} times at once has one successor; logout with it leaves nothing alive`, async () => {
    const { token: a } = await account.login();
    const answers = await Promise.all(Array.from({ length: N }, () => rotate(a, account.flag)));
    const successors = new Set(answers);
    expect(successors.size).toBe(1);
    const [b] = successors;
    // Rotated again in its grace: the same successor, never a new live token.
    expect(await rotate(a, account.flag)).toBe(b);
    const c = await rotate(b!, account.flag);
    expect(c).not.toBe(b);
    expect(await stillIn(kind, [await rotate(a, account.flag)])).toEqual([]);
    await account.logout(b!);
    expect(await stillIn(kind, [a, b!, c])).toEqual([]);
  });

  it(`getToken racing logout (${N} at once) never leaves a token of the login alive`, async () => {
    const { token: a } = await account.login();
    const minted = await Promise.all(Array.from({ length: N }, (_, i) => (i === N / 2 ? account.logout(a).then(() => a) : rotate(a, account.flag))));
    expect(await stillIn(kind, [a, ...minted])).toEqual([]);
    // Nor can any of them be rotated into a live one afterwards.
    const again = await Promise.all([...new Set(minted)].map((t) => rotate(t, account.flag)));
    expect(await stillIn(kind, again)).toEqual([]);
  });
});

describe('a dead login stays dead', () => {
  it(`no touch of its tokens (${N} at once, due to slide) brings the login or its trade ticket back`, async () => {
    const { token: a, cookies } = await accounts.member.login();
    const b = await rotate(a);
    const simulate = () =>
      server.client('0').then((m) => m.get('/api/user/simulateLogin', { prefix: cookies[COOKIES.tokenPrefix], ciphertext: cookies[COOKIES.cipherTrade] }));
    expect((await accounts.member.logout(a)).body.result).toBe(true);
    expect((await simulate()).body.result).toBe(false);
    // Two minutes on: every use of a token is due to slide its expiry (and once rewrote the login's record).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    const uses = await Promise.all(
      Array.from({ length: N }, () => new TestClient(server.url, b).get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'portal' })),
    );
    expect(uses.map((u) => (typeof u.body === 'object' ? u.body.data?.loginId : u.text)).filter((id) => id === 'member')).toEqual([]);
    expect((await simulate()).body.result).toBe(false);
    expect(await stillIn('member', [a, b])).toEqual([]);
  });

  it(`touches racing logout (${N} at once) cannot bring the login back`, async () => {
    const { token: a, cookies } = await accounts.member.login();
    const b = await rotate(a);
    // Every use of b below is due to slide its expiry and its login's.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        i === N / 2 ? accounts.member.logout(b) : new TestClient(server.url, b).get('/api/user/getUserInfo', { pageType: 'portal' }),
      ),
    );
    expect(answers[N / 2]!.body.result).toBe(true);
    const mobile = await server.client('0');
    const res = await mobile.get('/api/user/simulateLogin', { prefix: cookies[COOKIES.tokenPrefix], ciphertext: cookies[COOKIES.cipherTrade] });
    expect(res.body.result).toBe(false);
    expect(await stillIn('member', [a, b])).toEqual([]);
  });

  it('the token that logged out goes on as a tourist', async () => {
    const { token: a } = await accounts.member.login();
    await accounts.member.logout(a);
    const info = await new TestClient(server.url, a).get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'portal' });
    expect(info.body.data.loginId).toBe(TOURIST_LOGIN_ID);
  });
});
