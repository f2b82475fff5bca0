import { COOKIES, MESSAGES, TOURIST_COOKIE_VALUE, TOURIST_LOGIN_ID } from '@coal/contracts';
import { encryptText } from '@coal/contracts/cipher';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.ts';
import { startTestServer, TEST_CAPTCHA, TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => server.close());

const enc = encryptText;

describe('GET /api/user/getCaptcha', () => {
  it('answers the uuid and an SVG image', async () => {
    const res = await (await server.client()).get<{ uuid: string; image: string }>('/api/user/getCaptcha', { uuid: 'u-1' });
    expect(res.body.data.uuid).toBe('u-1');
    expect(Buffer.from(res.body.data.image.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');
  });
});

describe('GET /api/user/login', () => {
  it('logs in with encrypted fields and sets the login, prefix and five cipher cookies', async () => {
    const client = await server.client();
    const res = await client.login('member', 'Member@2026');
    expect(res.body).toMatchObject({ code: 0, result: true });
    expect(res.cookies[COOKIES.loginWeb]).toMatch(/^[0-9a-f]{48}$/);
    expect(res.cookies[COOKIES.loginWeb]).not.toBe(TOURIST_COOKIE_VALUE);
    expect(res.cookies[COOKIES.tokenPrefix]).toHaveLength(8);
    for (const name of [COOKIES.cipherTrade, COOKIES.cipherLogistics, COOKIES.cipherSettlement, COOKIES.cipherPayment, COOKIES.cipherSupplyChainFinance]) {
      expect(res.cookies[name]).toMatch(/^[\w-]+\.[\w-]+$/);
    }
    const verified = await client.get<{ loginId: string }>('/api/external/verifyTicket', { system: 'trade', ticket: res.cookies[COOKIES.cipherTrade] });
    expect(verified.body.data.loginId).toBe('member');
  });

  it('refuses a wrong password with the server message', async () => {
    const res = await (await server.client()).login('expert', 'Wrong@2026');
    expect(res.body).toMatchObject({ result: false, message: MESSAGES.loginWrong });
  });

  it('refuses plain (unencrypted) credentials with 400', async () => {
    const client = await server.client();
    const uuid = await client.captcha();
    const res = await client.get('/api/user/login', { loginId: 'member', loginPass: 'Member@2026', uuid, captchaCode: TEST_CAPTCHA });
    expect(res.status).toBe(400);
  });

  it('needs every field, with the spec’s messages', async () => {
    const client = await server.client();
    expect((await client.get('/api/user/login', {})).body.message).toBe(MESSAGES.accountRequired);
    expect((await client.get('/api/user/login', { loginId: enc('member') })).body.message).toBe(MESSAGES.passwordRequired);
    const res = await client.get('/api/user/login', { loginId: enc('member'), loginPass: enc('x'), uuid: 'u' });
    expect(res.body.message).toBe(MESSAGES.captchaRequired);
    expect(res.status).toBe(400);
  });

  it('uses a captcha once only', async () => {
    const client = await server.client();
    const uuid = await client.captcha();
    const params = { loginId: enc('member'), loginPass: enc('Member@2026'), uuid, captchaCode: TEST_CAPTCHA };
    expect((await client.get('/api/user/login', params)).body.result).toBe(true);
    const again = await (await server.client()).get('/api/user/login', params);
    expect(again.body).toMatchObject({ result: false, message: MESSAGES.captchaWrong });
  });

  it('refuses a wrong captcha and a captcha never issued', async () => {
    const client = await server.client();
    const uuid = await client.captcha();
    const wrong = await client.get('/api/user/login', { loginId: enc('member'), loginPass: enc('Member@2026'), uuid, captchaCode: 'zzzz' });
    expect(wrong.body.message).toBe(MESSAGES.captchaWrong);
    const unknown = await client.get('/api/user/login', { loginId: enc('member'), loginPass: enc('Member@2026'), uuid: 'never', captchaCode: TEST_CAPTCHA });
    expect(unknown.body.message).toBe(MESSAGES.captchaWrong);
  });

  it('locks the account after repeated failures, even for the right password', async () => {
    for (let i = 0; i < 3; i++) await (await server.client()).login('bidder', `Wrong@${i}xyz`);
    const res = await (await server.client()).login('bidder', 'Bidder@2026');
    expect(res.body).toMatchObject({ result: false, code: 429, message: MESSAGES.loginThrottled });
  });

  it('issues a NEW token for the logged-in session; the pre-login token stays a tourist', async () => {
    const client = await server.client();
    const before = client.token!;
    const res = await client.login('member', 'Member@2026');
    const issued = res.headers.get('e-user-token');
    expect(issued).toMatch(/^[\w-]{40,}$/);
    expect(issued).not.toBe(before);
    const info = await client.get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'portal' });
    expect(info.body.data.loginId).toBe('member');
    const old = new TestClient(server.url, before);
    const oldInfo = await old.get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'portal' });
    expect(oldInfo.body.data.loginId).toBe(TOURIST_LOGIN_ID);
  });

  it('refuses a captcha issued to another session (token), test code included; still single-use', async () => {
    const a = await server.client();
    const b = await server.client();
    const uuid = await a.captcha();
    const params = { loginId: enc('member'), loginPass: enc('Member@2026'), uuid, captchaCode: TEST_CAPTCHA };
    expect((await b.get('/api/user/login', params)).body).toMatchObject({ result: false, message: MESSAGES.captchaWrong });
    // Answering it elsewhere used it up: its own session cannot use it either.
    expect((await a.get('/api/user/login', params)).body).toMatchObject({ result: false, message: MESSAGES.captchaWrong });
    const fresh = await a.captcha();
    expect((await a.get('/api/user/login', { ...params, uuid: fresh })).body.result).toBe(true);
  });

  it('answers resetPassword when the password has expired, without logging in', async () => {
    const client = await server.client();
    const res = await client.login('expired', 'Expired@2026');
    expect(res.body).toMatchObject({ result: false, message: 'resetPassword' });
    const info = await client.get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'portal' });
    expect(info.body.data.loginId).toBe('tourist001');
  });
});

describe('GET /api/user/resetPwd', () => {
  const reset = (loginId: string, old: string, next: string, confirm = next) => ({
    loginId: enc(loginId),
    loginPassword: enc(old),
    loginNewPassword: enc(next),
    loginConfirmPassword: enc(confirm),
  });

  it('applies the password rule and the confirmation on the server', async () => {
    const client = await server.member('expert');
    expect((await client.get('/api/user/resetPwd', reset('expert', 'Expert@2026', 'short'))).body.message).toBe(MESSAGES.passwordRule);
    expect((await client.get('/api/user/resetPwd', reset('expert', 'Expert@2026', 'NoSpecial2026'))).body.message).toBe(MESSAGES.passwordRule);
    expect((await client.get('/api/user/resetPwd', reset('expert', 'Expert@2026', 'Good@2027', 'Good@2028'))).body.message).toBe(MESSAGES.passwordMismatch);
    expect((await client.get('/api/user/resetPwd', reset('expert', 'Bad@20260', 'Good@2027'))).body.message).toBe(MESSAGES.oldPasswordWrong);
    expect((await client.get('/api/user/resetPwd', {})).status).toBe(400);
  });

  it('changes an expired password with the grant of the login that answered resetPassword', async () => {
    const client = await server.client();
    expect((await client.login('expired', 'Expired@2026')).body.message).toBe('resetPassword');
    const res = await client.get('/api/user/resetPwd', reset('expired', 'Expired@2026', 'Renewed@2026'));
    expect(res.body).toMatchObject({ result: true, message: MESSAGES.passwordResetDone });
    const [row] = await server.database.db.select().from(members).where(eq(members.loginId, 'expired'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await (await server.client()).login('expired', 'Expired@2026')).body.result).toBe(false);
    expect((await (await server.client()).login('expired', 'Renewed@2026')).body.result).toBe(true);
  });

  it('logs the current session out after a change', async () => {
    const client = await server.member();
    const res = await client.get('/api/user/resetPwd', reset('member', 'Member@2026', 'Member@2027'));
    expect(res.body.result).toBe(true);
    expect(res.cookies[COOKIES.loginWeb]).toBe(TOURIST_COOKIE_VALUE);
    const info = await client.get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'portal' });
    expect(info.body.data.loginId).toBe('tourist001');
  });
});
