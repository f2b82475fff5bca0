import { randomUUID } from 'node:crypto';
import { CIPHER_COOKIE_OF, COOKIES, EXTERNAL_SYSTEMS, MESSAGES, TOURIST_LOGIN_ID } from '@coal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';

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

  it('issues the mobile session a NEW token; the one it came with stays a tourist', async () => {
    const { cookies } = await loggedIn('expert', 'Expert@2026');
    const mobile = await server.client('0');
    const before = mobile.token!;
    const res = await mobile.get('/api/user/simulateLogin', { prefix: cookies[COOKIES.tokenPrefix], ciphertext: cookies[COOKIES.cipherTrade] });
    expect(res.body.result).toBe(true);
    expect(mobile.token).not.toBe(before);
    const old = await new TestClient(server.url, before).get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'mobile' });
    expect(old.body.data.loginId).toBe(TOURIST_LOGIN_ID);
  });

  it('answers noAccountId for a live ticket whose member can no longer log in', async () => {
    const { cookies } = await loggedIn('bidder', 'Bidder@2026');
    await server.database.db.update(members).set({ disabled: true }).where(eq(members.loginId, 'bidder'));
    try {
      const res = await (
        await server.client('0')
      ).get('/api/user/simulateLogin', { prefix: cookies[COOKIES.tokenPrefix], ciphertext: cookies[COOKIES.cipherTrade] });
      expect(res.body).toMatchObject({ result: false, message: 'noAccountId' });
    } finally {
      await server.database.db.update(members).set({ disabled: false }).where(eq(members.loginId, 'bidder'));
    }
  });

  it('takes the trade ticket only: a logistics (or any other system’s) ticket is refused', async () => {
    const { cookies } = await loggedIn();
    for (const name of [COOKIES.cipherLogistics, COOKIES.cipherSettlement, COOKIES.cipherPayment, COOKIES.cipherSupplyChainFinance]) {
      const mobile = await server.client('0');
      const res = await mobile.get('/api/user/simulateLogin', { prefix: cookies[COOKIES.tokenPrefix], ciphertext: cookies[name] });
      expect(res.body, name).toMatchObject({ result: false, message: MESSAGES.ticketInvalid });
      const info = await mobile.get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'mobile' });
      expect(info.body.data.loginId).toBe(TOURIST_LOGIN_ID);
    }
  });

  it('refuses a forged, expired or session-less ticket', async () => {
    const exp = Math.floor(Date.now() / 1000);
    const expired = server.app.auth.tickets.issue({ sys: 'trade', uid: randomUUID(), lid: 'x', pfx: 'abcdefgh', sid: 'none', exp: exp - 1 });
    // Well signed, but no login session stands behind it.
    const orphan = server.app.auth.tickets.issue({ sys: 'trade', uid: randomUUID(), lid: 'x', pfx: 'abcdefgh', sid: 'none', exp: exp + 60 });
    for (const ciphertext of [expired, orphan, 'forged.ticket']) {
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

  it('verifyTicket?system=mobile accepts the trade ticket only', async () => {
    const { client, cookies } = await loggedIn();
    const trade = await client.get<{ system: string }>('/api/external/verifyTicket', { system: 'mobile', ticket: cookies[COOKIES.cipherTrade] });
    expect(trade.body.data.system).toBe('trade');
    for (const name of [COOKIES.cipherLogistics, COOKIES.cipherSettlement, COOKIES.cipherPayment, COOKIES.cipherSupplyChainFinance]) {
      const res = await client.get('/api/external/verifyTicket', { system: 'mobile', ticket: cookies[name] });
      expect(res.body, name).toMatchObject({ result: false, message: MESSAGES.ticketInvalid });
    }
  });

  it('logout kills that session’s tickets (verifyTicket, simulateLogin, landing), not another login’s', async () => {
    const { client, cookies } = await loggedIn();
    const other = await loggedIn();
    const probe = await server.client();
    expect((await probe.get('/api/external/verifyTicket', { system: 'trade', ticket: cookies[COOKIES.cipherTrade] })).body.result).toBe(true);
    expect((await client.get('/api/user/logout')).body.result).toBe(true);
    for (const system of EXTERNAL_SYSTEMS) {
      expect((await probe.get('/api/external/verifyTicket', { system, ticket: cookies[CIPHER_COOKIE_OF[system]] })).body.result, system).toBe(false);
    }
    const mobile = await server.client('0');
    expect((await mobile.get('/api/user/simulateLogin', { prefix: cookies[COOKIES.tokenPrefix], ciphertext: cookies[COOKIES.cipherTrade] })).body.result).toBe(
      false,
    );
    const landing = await probe.get('/api/external/landing', { prefix: cookies[COOKIES.tokenPrefix], ciphertext: cookies[COOKIES.cipherTrade] });
    expect(landing.text).toContain('未携带有效票据');
    expect((await probe.get('/api/external/verifyTicket', { system: 'trade', ticket: other.cookies[COOKIES.cipherTrade] })).body.result).toBe(true);
  });

  it('the landing page recognises the member and escapes its input', async () => {
    const { client, cookies } = await loggedIn();
    const res = await client.get('/api/external/landing', {
      system: '<script>',
      prefix: cookies[COOKIES.tokenPrefix],
      ciphertext: cookies[COOKIES.cipherTrade],
    });
    expect(res.text).toContain('已识别用户 member');
    expect(res.text).not.toContain('<script>');
  });
});
