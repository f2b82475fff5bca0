import { BUILT_IN_ROLES, MESSAGES, PERMISSIONS, type StaffProfile } from '@coal/contracts';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../db/schema/index.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { staffName } from '../../test/factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, (app) => {
    // A guarded write, standing for every back-office call of later issues.
    app.post('/api/admin/test/guarded', { config: { auth: 'staff', permission: PERMISSIONS.contentType, action: '测试写入' } }, async (request) => {
      request.auditTarget = 'target-1';
      return { code: 0, result: true, message: 'ok', data: null };
    });
  });
});
afterAll(() => server.close());

describe('back-office login', () => {
  it('logs staff in and answers their roles and permissions', async () => {
    const client = await server.client('0');
    const res = await client.staffLogin('editor', 'Editor@2026');
    expect(res.body.result).toBe(true);
    const profile = res.body.data as StaffProfile;
    expect(profile.loginId).toBe('editor');
    expect(profile.permissions.sort()).toEqual([...BUILT_IN_ROLES.editor!.permissions].sort());
    const me = await client.get<StaffProfile>('/api/admin/auth/me');
    expect(me.body.data.name).toBe(profile.name);
  });

  it('gives the super admin every permission', async () => {
    const client = await server.client('0');
    const res = await client.staffLogin('admin', 'Admin@2026');
    expect((res.body.data as StaffProfile).permissions).toHaveLength(Object.keys(PERMISSIONS).length);
  });

  it('refuses a wrong password and logs the failure', async () => {
    const res = await (await server.client('0')).staffLogin('reviewer', 'Nope@2026');
    expect(res.body).toMatchObject({ result: false, message: MESSAGES.loginWrong });
    const [last] = await server.database.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(1);
    expect(last).toMatchObject({ action: '后台登录', target: 'reviewer', result: 'failure' });
  });

  it('a member’s password does not open the back office', async () => {
    const res = await (await server.client('0')).staffLogin('member', 'Member@2026');
    expect(res.body.result).toBe(false);
  });
});

describe('back-office guard', () => {
  it('refuses tourists and members on every /api/admin call, and staff without the permission', async () => {
    const staffRoutes = server.app.routeCatalog.filter((r) => r.url.startsWith('/api/admin/') && r.url !== '/api/admin/auth/login');
    expect(staffRoutes.length).toBeGreaterThan(2);
    for (const route of staffRoutes) expect(route.auth, `${route.method} ${route.url}`).toBe('staff');

    const tourist = await server.client('0');
    const member = await server.member();
    for (const route of staffRoutes) {
      for (const client of [tourist, member]) {
        const res = await client.request(route.method, route.url);
        expect(res.body, `${route.method} ${route.url}`).toMatchObject({ result: false, code: 401 });
      }
    }

    const analyst = await server.staff('analyst');
    expect((await analyst.post('/api/admin/test/guarded')).body).toMatchObject({ result: false, code: 403 });
  });

  it('writes an operation-log row for every back-office write', async () => {
    const editor = await server.staff('editor');
    expect((await editor.post('/api/admin/test/guarded')).body.result).toBe(true);
    const [last] = await server.database.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(1);
    expect(last).toMatchObject({ action: '测试写入', target: 'target-1', result: 'success', staffName: staffName('editor') });
    expect(last!.ip).toBe('127.0.0.1');
  });

  it('logout ends the staff session', async () => {
    const client = await server.staff('admin');
    expect((await client.post('/api/admin/auth/logout')).body.result).toBe(true);
    expect((await client.get('/api/admin/auth/me')).body).toMatchObject({ result: false, code: 401 });
  });
});
