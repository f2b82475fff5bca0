import { COOKIES, MESSAGES, TOURIST_LOGIN_ID } from '@coal/contracts';
import { encryptText as enc } from '@coal/contracts/cipher';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

// Counts password checks: an attempt is "evaluated" when its password is checked.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock(import('./passwords.ts'), async (importOriginal) =>
  (await import('../../test/password-checks.ts')).countPasswordChecks(await importOriginal(), checks),
);

const LIMIT = 5;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_FAILURES: String(LIMIT) });
});
afterAll(() => server.close());

const reset = (loginId: string, old: string, next: string) => ({
  loginId: enc(loginId),
  loginPassword: enc(old),
  loginNewPassword: enc(next),
  loginConfirmPassword: enc(next),
});

async function member(loginId: string, password: string): Promise<TestClient> {
  const client = await server.client();
  expect((await client.login(loginId, password)).body.result).toBe(true);
  return client;
}

describe('GET /api/user/resetPwd: who may change a password', () => {
  it('refuses a tourist, another member’s session, and a grant for another account, without checking a password', async () => {
    const tourist = await server.client();
    const other = await member('bidder', 'Bidder@2026');
    const granted = await server.client();
    expect((await granted.login('expired', 'Expired@2026')).body.message).toBe('resetPassword');
    checks.count = 0;
    for (const client of [tourist, other, granted]) {
      const res = await client.get('/api/user/resetPwd', reset('expert', 'Expert@2026', 'Taken@2027'));
      expect(res.body).toMatchObject({ result: false, code: 401, message: MESSAGES.notLoggedIn });
    }
    expect(checks.count).toBe(0);
    expect((await (await server.client()).login('expert', 'Expert@2026')).body.result).toBe(true);
  });

  it('the expired-password grant lapses after 10 minutes', async () => {
    const client = await server.client();
    expect((await client.login('expired', 'Expired@2026')).body.message).toBe('resetPassword');
    const session = (await server.app.auth.sessions.get(client.token!))!;
    const grant = session.resetGrant!;
    expect(grant.exp - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(grant.exp - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    await server.app.auth.sessions.save(client.token!, { ...session, resetGrant: { ...grant, exp: Date.now() - 1 } });
    const res = await client.get('/api/user/resetPwd', reset('expired', 'Expired@2026', 'Renewed@2026'));
    expect(res.body).toMatchObject({ result: false, code: 401 });
  });

  it('a wrong password login gives no grant', async () => {
    const client = await server.client();
    expect((await client.login('expired', 'Wrong@2026x')).body.message).toBe(MESSAGES.loginWrong);
    const res = await client.get('/api/user/resetPwd', reset('expired', 'Expired@2026', 'Renewed@2026'));
    expect(res.body).toMatchObject({ result: false, code: 401 });
  });
});

describe('GET /api/user/resetPwd under a burst of guesses', () => {
  it('100 parallel resets from the member’s own session: exactly LOGIN_MAX_FAILURES old passwords checked', async () => {
    const client = await member('member', 'Member@2026');
    checks.count = 0;
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => client.get('/api/user/resetPwd', reset('member', `Guess@${i}xyz`, 'Stolen@2027'))));
    const messages = answers.map((a) => a.body.message);
    expect(checks.count).toBe(LIMIT);
    expect(messages.filter((m) => m === MESSAGES.oldPasswordWrong)).toHaveLength(LIMIT);
    expect(messages.filter((m) => m === MESSAGES.loginThrottled)).toHaveLength(100 - LIMIT);
    expect(answers.every((a) => a.body.result === false)).toBe(true);
  });
});

describe('GET /api/user/resetPwd ends every session and ticket of the account', () => {
  it('other sessions become tourists; their tickets fail simulateLogin and verifyTicket', async () => {
    const first = await member('expert', 'Expert@2026');
    const firstLogin = await (async () => {
      const other = await server.client();
      const res = await other.login('expert', 'Expert@2026');
      return { client: other, cookies: res.cookies };
    })();
    const ticket = {
      prefix: firstLogin.cookies[COOKIES.tokenPrefix]!,
      trade: firstLogin.cookies[COOKIES.cipherTrade]!,
      logistics: firstLogin.cookies[COOKIES.cipherLogistics]!,
    };
    const probe = await server.client();
    expect((await probe.get('/api/external/verifyTicket', { system: 'trade', ticket: ticket.trade })).body.result).toBe(true);

    const res = await first.get('/api/user/resetPwd', reset('expert', 'Expert@2026', 'Expert@2027'));
    expect(res.body).toMatchObject({ result: true, message: MESSAGES.passwordResetDone });

    for (const client of [first, firstLogin.client]) {
      const info = await client.get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'portal' });
      expect(info.body.data.loginId).toBe(TOURIST_LOGIN_ID);
    }
    expect((await probe.get('/api/external/verifyTicket', { system: 'trade', ticket: ticket.trade })).body.result).toBe(false);
    expect((await probe.get('/api/external/verifyTicket', { system: 'logistics', ticket: ticket.logistics })).body.result).toBe(false);
    const mobile = await server.client('0');
    const simulated = await mobile.get('/api/user/simulateLogin', { prefix: ticket.prefix, ciphertext: ticket.trade });
    expect(simulated.body).toMatchObject({ result: false, message: MESSAGES.ticketInvalid });
    // The new password works, and its login is a live one again.
    expect((await (await server.client()).login('expert', 'Expert@2027')).body.result).toBe(true);
  });
});
