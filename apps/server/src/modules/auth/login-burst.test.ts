import { MESSAGES } from '@coal/contracts';
import { encryptText as enc } from '@coal/contracts/cipher';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, TEST_CAPTCHA, type TestClient, type TestServer } from '../../test/test-server.ts';

// Counts password checks: an attempt is "evaluated" when its password is checked.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock(import('./passwords.ts'), async (importOriginal) =>
  (await import('../../test/password-checks.ts')).countPasswordChecks(await importOriginal(), checks),
);

const LIMIT = 5;
let server: TestServer;
beforeAll(async () => {
  // Each test attacks from its own address (X-Forwarded-For), so the tests do not share the per-address count.
  server = await startTestServer({ LOGIN_MAX_FAILURES: String(LIMIT), TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });

/** Member logins fired at once from one session and address, each with its own captcha. */
async function burst(client: TestClient, loginId: string, passwords: string[], ip: string) {
  const uuids = await Promise.all(passwords.map(() => client.captcha()));
  const token = client.token;
  return Promise.all(
    passwords.map((password, i) => {
      client.token = token; // every call of the burst goes out with the same session
      return client.get('/api/user/login', { loginId: enc(loginId), loginPass: enc(password), uuid: uuids[i], captchaCode: TEST_CAPTCHA }, from(ip));
    }),
  );
}

describe('member login under a burst of guesses', () => {
  it('100 parallel wrong logins against one account: exactly LOGIN_MAX_FAILURES passwords checked', async () => {
    checks.count = 0;
    const answers = await burst(
      await server.client(),
      'bidder',
      Array.from({ length: 100 }, (_, i) => `Guess@${i}xyz`),
      '10.0.0.1',
    );
    const messages = answers.map((a) => a.body.message);
    expect(checks.count).toBe(LIMIT);
    expect(messages.filter((m) => m === MESSAGES.loginWrong)).toHaveLength(LIMIT);
    expect(messages.filter((m) => m === MESSAGES.loginThrottled)).toHaveLength(100 - LIMIT);
  });

  it('99 wrong guesses and the right password in one burst: at most LOGIN_MAX_FAILURES guesses checked', async () => {
    checks.count = 0;
    const attacker = await server.client();
    const owner = await server.client();
    const ownerUuid = await owner.captcha();
    const [wrong, right] = await Promise.all([
      burst(
        attacker,
        'expert',
        Array.from({ length: 99 }, (_, i) => `Guess@${i}xyz`),
        '10.0.0.2',
      ),
      owner.get('/api/user/login', { loginId: enc('expert'), loginPass: enc('Expert@2026'), uuid: ownerUuid, captchaCode: TEST_CAPTCHA }, from('10.0.0.3')),
    ]);
    // The owner's check, if it got a slot, gives its slot back: one more check, never one more guess.
    expect(checks.count).toBeLessThanOrEqual(LIMIT + (right.body.result ? 1 : 0));
    expect(wrong.filter((a) => a.body.message === MESSAGES.loginWrong).length).toBeLessThanOrEqual(LIMIT);
    expect(wrong.filter((a) => a.body.message === MESSAGES.loginThrottled).length).toBeGreaterThanOrEqual(99 - LIMIT);
  });

  it('after the 100-guess burst, another account behind the same address still logs in', async () => {
    const client = await server.client();
    const uuid = await client.captcha();
    const res = await client.get(
      '/api/user/login',
      { loginId: enc('member'), loginPass: enc('Member@2026'), uuid, captchaCode: TEST_CAPTCHA },
      from('10.0.0.1'),
    );
    expect(res.body.result).toBe(true);
  });
});
