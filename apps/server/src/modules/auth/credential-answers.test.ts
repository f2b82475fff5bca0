/**
 * Answers that carry a session token, a ticket or a secret are never kept by a cache
 * (`Cache-Control: no-store`), and the ticket cookies live as long as the tickets inside them;
 * the login-status cookie keeps the spec's 10 years (§9).
 */
import { CIPHER_COOKIE_OF, COOKIE_LONG_DAYS, COOKIES, EXTERNAL_SYSTEMS } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestResponse, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TICKET_TTL_S = 120 * 60; // SESSION_TTL_MINUTES' default: the tickets' lifetime

/** Max-Age of each cookie an answer sets. */
function maxAges(res: TestResponse): Record<string, number> {
  const ages: Record<string, number> = {};
  for (const c of res.headers.getSetCookie()) {
    const name = c.slice(0, c.indexOf('='));
    const age = /;\s*Max-Age=(-?\d+)/i.exec(c);
    ages[name] = age ? Number(age[1]) : Number.NaN;
  }
  return ages;
}

const noStore = (res: TestResponse) => res.headers.get('cache-control');

describe('answers with a token, a ticket or a secret', () => {
  it('are no-store: getToken, login, refresh, simulateLogin, logout, staff login, API key, report link', async () => {
    const tourist = await server.client();
    const token = await tourist.get('/api/user/getToken', { flag: 1, timestamp: Date.now() });
    expect(noStore(token)).toBe('no-store');

    const login = await tourist.login('member', 'Member@2026');
    expect(login.body.result).toBe(true);
    expect(login.headers.get('e-user-token')).toBeTruthy();
    expect(noStore(login)).toBe('no-store');

    const accessToken = login.cookies[COOKIES.tokenPrefix]! + login.cookies[COOKIES.cipherTrade]!;
    expect(noStore(await tourist.get('/api/user/refreshAccessToken', { accessToken }))).toBe('no-store');
    const mobile = await server.client('0');
    const simulated = await mobile.get('/api/user/simulateLogin', {
      prefix: login.cookies[COOKIES.tokenPrefix],
      ciphertext: login.cookies[COOKIES.cipherTrade],
    });
    expect(simulated.body.result).toBe(true);
    expect(noStore(simulated)).toBe('no-store');

    const key = await tourist.post('/api/user/apiKeys/create', { name: 'cache test' });
    expect(key.body.result).toBe(true);
    expect(noStore(key)).toBe('no-store');
    const reports = await tourist.get<{ list: Array<{ id: number }> }>('/api/researchReport/findReportInfoList', { currentPage: 1, pageSize: 10 });
    const link = await tourist.get('/api/researchReport/getFileLink', { id: reports.body.data.list[0]!.id });
    expect(link.body.result).toBe(true);
    expect(noStore(link)).toBe('no-store');
    expect(noStore(await tourist.get('/api/user/logout'))).toBe('no-store');

    const staff = await server.client('0');
    const staffLogin = await staff.staffLogin('editor', 'Editor@2026');
    expect(staffLogin.body.result).toBe(true);
    expect(noStore(staffLogin)).toBe('no-store');
  });

  it('ticket cookies live as long as their tickets (renewed with them); the login-status cookie 10 years', async () => {
    const client = await server.client();
    const login = await client.login('member', 'Member@2026');
    const ages = maxAges(login);
    for (const sys of EXTERNAL_SYSTEMS) expect(ages[CIPHER_COOKIE_OF[sys]], sys).toBe(TICKET_TTL_S);
    expect(ages[COOKIES.tokenPrefix]).toBe(TICKET_TTL_S);
    expect(ages[COOKIES.loginWeb]).toBe(COOKIE_LONG_DAYS * 86_400);
    const refreshed = await client.get('/api/user/refreshAccessToken', {
      accessToken: login.cookies[COOKIES.tokenPrefix]! + login.cookies[COOKIES.cipherTrade]!,
    });
    expect(maxAges(refreshed)[COOKIES.cipherTrade]).toBe(TICKET_TTL_S);
  });
});
