import { type LoginLockItem, MESSAGES } from '@coal/contracts';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../db/schema/index.ts';
import { startWithClients, startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer, admin: TestClient;
beforeAll(
  async () => ({ server, admin } = await startWithClients({ admin: 'staff:admin' }, () => startTestServer({ LOGIN_MAX_FAILURES: '3', TRUST_PROXY: 'true' }))),
);
afterAll(() => server.close());

const locks = async (scope?: string) => (await admin.get<LoginLockItem[]>('/api/admin/login-locks/list', scope ? { scope } : {})).body.data;

describe('登录锁定', () => {
  it('lists a member locked by wrong passwords; unlocking lets the right password in at once, and is logged', async () => {
    const member = await server.client();
    for (let i = 0; i < 3; i++) expect((await member.login('bidder', `Wrong@${i}abc`)).body.message).toBe(MESSAGES.loginWrong);
    expect((await member.login('bidder', 'Bidder@2026')).body.message).toBe(MESSAGES.loginThrottled);

    const listed = await locks('member');
    expect(listed[0]).toMatchObject({ scope: 'member', subject: 'account', value: 'bidder', failures: 3, limit: 3, locked: true });
    // The address is counted too, against its looser limit (4 × the account's).
    expect(listed.find((l) => l.subject === 'address')).toMatchObject({ failures: 3, limit: 12, locked: false });
    expect(new Date(listed[0]!.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(await locks('staff')).toEqual([]);

    const unlocked = await admin.post('/api/admin/login-locks/unlock', { scope: 'member', subject: 'account', value: 'bidder' });
    expect(unlocked.body).toMatchObject({ result: true, message: '已解除锁定' });
    expect((await locks('member')).some((l) => l.subject === 'account')).toBe(false);
    expect((await member.login('bidder', 'Bidder@2026')).body.result).toBe(true);

    const [log] = await server.database.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(1);
    expect(log).toMatchObject({ action: '解除登录锁定', target: '会员账号 bidder', result: 'success' });
  });

  it('only staff:manage may see or lift locks', async () => {
    const editor = await server.staff('editor');
    expect((await editor.get('/api/admin/login-locks/list')).body.code).toBe(403);
    expect((await editor.post('/api/admin/login-locks/unlock', { scope: 'member', subject: 'account', value: 'bidder' })).body.code).toBe(403);
    const tourist = await server.client();
    expect((await tourist.get('/api/admin/login-locks/list')).body.result).toBe(false);
  });

  it('refuses bad input with a Chinese message', async () => {
    const bad = await admin.post('/api/admin/login-locks/unlock', { scope: 'robot', subject: 'account', value: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('账号类型有误');
    expect((await admin.post('/api/admin/login-locks/unlock', { scope: 'member', subject: 'account', value: '' })).body.message).toBe(
      '请指定要解锁的账号或地址',
    );
    expect((await admin.get('/api/admin/login-locks/list', { scope: 'x' })).status).toBe(400);
  });
});
