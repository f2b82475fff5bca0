import { MESSAGES } from '@coal/contracts';
import { encryptText as enc } from '@coal/contracts/cipher';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, TEST_CAPTCHA, TestClient, type TestServer } from '../../test/test-server.ts';

// Counts password checks: an attempt is "evaluated" when its password is checked.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock(import('../auth/passwords.ts'), async (importOriginal) =>
  (await import('../../test/password-checks.ts')).countPasswordChecks(await importOriginal(), checks),
);

const LIMIT = 5;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_FAILURES: String(LIMIT) });
});
afterAll(() => server.close());

describe('back-office login', () => {
  it('100 parallel wrong staff logins against one account: exactly LOGIN_MAX_FAILURES passwords checked', async () => {
    const client = await server.client('0');
    const uuids = await Promise.all(Array.from({ length: 100 }, () => client.captcha()));
    checks.count = 0;
    const answers = await Promise.all(
      uuids.map((uuid, i) =>
        client.post('/api/admin/auth/login', { loginId: enc('reviewer'), loginPass: enc(`Guess@${i}xyz`), uuid, captchaCode: TEST_CAPTCHA }),
      ),
    );
    const messages = answers.map((a) => a.body.message);
    expect(checks.count).toBe(LIMIT);
    expect(messages.filter((m) => m === MESSAGES.loginWrong)).toHaveLength(LIMIT);
    expect(messages.filter((m) => m === MESSAGES.loginThrottled)).toHaveLength(100 - LIMIT);
  });

  it('issues a NEW token; the pre-login token stays a tourist; logout ends the staff session', async () => {
    const client = await server.client('0');
    const before = client.token!;
    expect((await client.staffLogin('editor', 'Editor@2026')).body.result).toBe(true);
    expect(client.token).not.toBe(before);
    expect((await client.get('/api/admin/auth/me')).body.result).toBe(true);
    const old = new TestClient(server.url, before);
    expect((await old.get('/api/admin/auth/me')).body).toMatchObject({ result: false, code: 401 });
    const staffToken = client.token!;
    expect((await client.post('/api/admin/auth/logout')).body.result).toBe(true);
    expect((await new TestClient(server.url, staffToken).get('/api/admin/auth/me')).body).toMatchObject({ result: false, code: 401 });
  });
});
