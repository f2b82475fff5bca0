import { randomUUID } from 'node:crypto';
import { COOKIES, MESSAGES } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function loggedIn(loginId = 'member', password = 'Member@2026') {
  const client = await server.client();
  const res = await client.login(loginId, password);
  return { client, cookies: res.cookies };
}

describe('GET /api/user/refreshAccessToken', () => {
  it('accepts prefix + trade cipher and re-issues the tickets', async () => {
    const { client, cookies } = await loggedIn();
    const res = await client.get('/api/user/refreshAccessToken', { accessToken: cookies[COOKIES.tokenPrefix]! + cookies[COOKIES.cipherTrade]! });
    expect(res.body.result).toBe(true);
    expect(res.cookies[COOKIES.cipherTrade]).toMatch(/\./);
    expect(res.cookies[COOKIES.tokenPrefix]).toBe(cookies[COOKIES.tokenPrefix]);
  });

  it('refuses a tampered ticket, a wrong prefix and another system’s ticket', async () => {
    const { client, cookies } = await loggedIn();
    const prefix = cookies[COOKIES.tokenPrefix]!;
    const trade = cookies[COOKIES.cipherTrade]!;
    for (const accessToken of [prefix + trade.slice(0, -2) + 'xx', 'ZZZZZZZZ' + trade, prefix + cookies[COOKIES.cipherPayment]!]) {
      const res = await client.get('/api/user/refreshAccessToken', { accessToken });
      expect(res.body).toMatchObject({ result: false, message: MESSAGES.ticketInvalid });
    }
  });

  it('needs a logged-in member', async () => {
    const res = await (await server.client()).get('/api/user/refreshAccessToken', { accessToken: 'x'.repeat(20) });
    expect(res.body).toMatchObject({ result: false, code: 401 });
  });
});

describe('GET /api/user/simulateLogin', () => {
  it('logs a mobile session in from a valid trade ticket', async () => {
    const { cookies } = await loggedIn('expert', 'Expert@2026');
    const mobile = await server.client('0');
    const res = await mobile.get('/api/user/simulateLogin', { prefix: cookies[COOKIES.tokenPrefix], ciphertext: cookies[COOKIES.cipherTrade] });
    expect(res.body.result).toBe(true);
    const info = await mobile.get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'mobile' });
    expect(info.body.data.loginId).toBe('expert');
  });

  it('answers noAccountId for a valid ticket of an unknown account', async () => {
    const ticket = server.app.auth.tickets.issue({ sys: 'trade', uid: randomUUID(), lid: 'ghost', pfx: 'abcdefgh', exp: Math.floor(Date.now() / 1000) + 60 });
    const res = await (await server.client('0')).get('/api/user/simulateLogin', { prefix: 'abcdefgh', ciphertext: ticket });
    expect(res.body).toMatchObject({ result: false, message: 'noAccountId' });
  });

  it('refuses a forged or expired ticket', async () => {
    const expired = server.app.auth.tickets.issue({ sys: 'trade', uid: randomUUID(), lid: 'x', pfx: 'abcdefgh', exp: Math.floor(Date.now() / 1000) - 1 });
    for (const ciphertext of [expired, 'forged.ticket']) {
      const res = await (await server.client('0')).get('/api/user/simulateLogin', { prefix: 'abcdefgh', ciphertext });
      expect(res.body).toMatchObject({ result: false, message: MESSAGES.ticketInvalid });
    }
  });
});

describe('external systems', () => {
  it('verifyTicket answers the member for a good ticket and refuses others', async () => {
    const { client, cookies } = await loggedIn();
    const good = await client.get<{ loginId: string }>('/api/external/verifyTicket', { system: 'logistics', ticket: cookies[COOKIES.cipherLogistics] });
    expect(good.body.data.loginId).toBe('member');
    const wrongSystem = await client.get('/api/external/verifyTicket', { system: 'payment', ticket: cookies[COOKIES.cipherLogistics] });
    expect(wrongSystem.body.result).toBe(false);
  });

  it('the landing page recognises the member and escapes its input', async () => {
    const { client, cookies } = await loggedIn();
    const res = await client.get('/api/external/landing', { system: '<script>', prefix: cookies[COOKIES.tokenPrefix], ciphertext: cookies[COOKIES.cipherTrade] });
    expect(res.text).toContain('已识别用户 member');
    expect(res.text).not.toContain('<script>');
  });
});
