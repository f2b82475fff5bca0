import {
  type AdminRole,
  type AdminStaff,
  MESSAGES,
  type OperationLogItem,
  type Page,
  PERMISSIONS,
  type StaffPasswordReset,
  type StaffProfile,
  type WorkbenchCount,
} from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';
import { lastLogs, startLibraryServer } from '../library/library-test-kit.ts';
import { staffName } from '../../test/factories.ts';

let server: TestServer, admin: TestClient;
beforeAll(async () => ({ server, admin } = await startWithClients({ admin: 'staff:admin' }, startLibraryServer)));
afterAll(() => server.close());

const PASSWORD = 'Start@2026';

async function login(loginId: string, password: string) {
  const client = await server.client('0');
  const res = await client.staffLogin(loginId, password);
  return { client, res: res.body as { result: boolean; message: string; data: StaffProfile } };
}

async function createStaff(loginId: string, roleCodes: string, name = `员工${loginId}`): Promise<AdminStaff> {
  const res = await admin.post<AdminStaff>('/api/admin/staff/create', { loginId, name, roleCodes, password: PASSWORD });
  expect(res.body.result, res.body.message).toBe(true);
  return res.body.data;
}

/** Logs a new staff member in and replaces the initial password, as the back office forces. */
async function loginReady(loginId: string): Promise<TestClient> {
  const { client, res } = await login(loginId, PASSWORD);
  expect(res.data.mustChangePassword).toBe(true);
  const changed = await client.post('/api/admin/auth/changePassword', { oldPassword: PASSWORD, newPassword: 'Ready@2026', confirmPassword: 'Ready@2026' });
  expect(changed.body.result, changed.body.message).toBe(true);
  return client;
}

const roles = async () => (await admin.get<AdminRole[]>('/api/admin/role/list')).body.data;

describe('staff management', () => {
  it('lists, creates, edits staff; only staff:manage may', async () => {
    const created = await createStaff('ops_a', 'reviewer');
    expect(created).toMatchObject({ loginId: 'ops_a', disabled: false, mustChangePassword: true, roles: [{ code: 'reviewer', name: '内容审核' }] });
    const list = (await admin.get<Page<AdminStaff>>('/api/admin/staff/list', { keyword: 'ops_a' })).body.data;
    expect(list.list.map((s) => s.loginId)).toEqual(['ops_a']);
    expect((await admin.get<Page<AdminStaff>>('/api/admin/staff/list', { roleCode: 'super_admin' })).body.data.list.map((s) => s.loginId)).toEqual(['admin']);

    const dup = await admin.post('/api/admin/staff/create', { loginId: 'ops_a', name: 'x', roleCodes: 'reviewer', password: PASSWORD });
    expect(dup.body).toMatchObject({ result: false, message: '登录账号已存在' });
    const weak = await admin.post('/api/admin/staff/create', { loginId: 'ops_b', name: 'x', roleCodes: 'reviewer', password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(MESSAGES.passwordRule);
    const noRole = await admin.post('/api/admin/staff/create', { loginId: 'ops_b', name: 'x', roleCodes: 'nope_role', password: PASSWORD });
    expect(noRole.body).toMatchObject({ result: false, message: '角色不存在' });

    const edited = await admin.post<AdminStaff>('/api/admin/staff/update', { id: created.id, name: '改名后', roleCodes: 'reviewer,analyst' });
    expect(edited.body.data.roles.map((r) => r.code).sort()).toEqual(['analyst', 'reviewer']);
    const [log] = await lastLogs(server);
    expect(log).toMatchObject({ action: '修改员工', target: 'ops_a 改名后', result: 'success' });
    expect((log!.detail as { changes: unknown[] }).changes).toEqual([
      { field: '姓名', before: '员工ops_a', after: '改名后' },
      { field: '角色', before: '内容审核', after: '数据分析、内容审核' },
    ]);

    const editor = await server.staff('editor');
    expect((await editor.get('/api/admin/staff/list')).body).toMatchObject({ result: false, code: 403 });
    expect((await editor.post('/api/admin/role/create', { name: 'x', permissions: '' })).body).toMatchObject({ result: false, code: 403 });
  });

  it('a new or reset password must be changed before anything else (spec §5 rules)', async () => {
    const created = await createStaff('ops_c', 'reviewer');
    const { client, res } = await login('ops_c', PASSWORD);
    expect(res.data).toMatchObject({ mustChangePassword: true, permissions: [] });
    expect((await client.get('/api/admin/complaints/list')).body).toMatchObject({ code: 403 });
    const bad = await client.post('/api/admin/auth/changePassword', { oldPassword: PASSWORD, newPassword: 'abc', confirmPassword: 'abc' });
    expect(bad.body.message).toBe(MESSAGES.passwordRule);
    const mismatch = await client.post('/api/admin/auth/changePassword', { oldPassword: PASSWORD, newPassword: 'Ready@2026', confirmPassword: 'Ready@2027' });
    expect(mismatch.body.message).toBe(MESSAGES.passwordMismatch);
    const wrongOld = await client.post('/api/admin/auth/changePassword', {
      oldPassword: 'Wrong@2026',
      newPassword: 'Ready@2026',
      confirmPassword: 'Ready@2026',
    });
    expect(wrongOld.body).toMatchObject({ result: false, message: MESSAGES.oldPasswordWrong });
    const tokenBefore = client.token;
    const ok = await client.post('/api/admin/auth/changePassword', { oldPassword: PASSWORD, newPassword: 'Ready@2026', confirmPassword: 'Ready@2026' });
    expect(ok.body.result).toBe(true);
    expect(client.token).not.toBe(tokenBefore);
    const me = (await client.get<StaffProfile>('/api/admin/auth/me')).body.data;
    expect(me.mustChangePassword).toBe(false);
    expect(me.permissions).toContain(PERMISSIONS.complaints);

    // An administrator resets it: the session ends at once, the temporary password logs in and must be changed.
    const reset = await admin.post<StaffPasswordReset>('/api/admin/staff/resetPassword', { id: created.id });
    expect(reset.body.result).toBe(true);
    const temporary = reset.body.data.password;
    expect(temporary).toMatch(/^[A-Za-z0-9!@#$%^&*()?_]{12}$/);
    expect((await client.get('/api/admin/auth/me')).body).toMatchObject({ result: false, code: 401 });
    const [log] = await lastLogs(server);
    expect(log).toMatchObject({ action: '重置员工密码', target: `ops_c 员工ops_c`, result: 'success' });
    expect(JSON.stringify(log!.detail)).not.toContain(temporary);
    expect((await login('ops_c', 'Ready@2026')).res.result).toBe(false);
    const again = await login('ops_c', temporary);
    expect(again.res.data.mustChangePassword).toBe(true);
  });

  it('changing one’s own password ends the other sessions and keeps this one', async () => {
    await createStaff('ops_d', 'analyst');
    const first = await loginReady('ops_d');
    const second = (await login('ops_d', 'Ready@2026')).client;
    const changed = await second.post('/api/admin/auth/changePassword', {
      oldPassword: 'Ready@2026',
      newPassword: 'Again@2026',
      confirmPassword: 'Again@2026',
    });
    expect(changed.body.result).toBe(true);
    expect((await first.get('/api/admin/auth/me')).body).toMatchObject({ result: false, code: 401 });
    expect((await second.get<StaffProfile>('/api/admin/auth/me')).body.data.loginId).toBe('ops_d');
    expect((await lastLogs(server))[0]).toMatchObject({ action: '修改本人密码', target: 'ops_d', result: 'success' });
  });

  it('disabling ends the staff member’s sessions at once; enabling lets them back', async () => {
    const created = await createStaff('ops_e', 'analyst');
    const client = await loginReady('ops_e');
    expect((await admin.post('/api/admin/staff/setEnabled', { id: created.id, enabled: '0' })).body.result).toBe(true);
    expect((await client.get('/api/admin/auth/me')).body).toMatchObject({ result: false, code: 401 });
    expect((await login('ops_e', 'Ready@2026')).res).toMatchObject({ result: false, message: MESSAGES.accountDisabled });
    expect((await lastLogs(server))[0]!.detail).toEqual({ reason: MESSAGES.accountDisabled });
    expect((await admin.post('/api/admin/staff/setEnabled', { id: created.id, enabled: '1' })).body.result).toBe(true);
    expect((await login('ops_e', 'Ready@2026')).res.result).toBe(true);
  });

  it('nobody removes the last enabled super admin', async () => {
    const adminId = (await admin.get<StaffProfile>('/api/admin/auth/me')).body.data.id;
    const demote = await admin.post('/api/admin/staff/update', { id: adminId, name: staffName('admin'), roleCodes: 'editor' });
    expect(demote.body).toMatchObject({ result: false, message: '至少需要保留一名启用的超级管理员' });
    expect((await admin.post('/api/admin/staff/setEnabled', { id: adminId, enabled: '0' })).body).toMatchObject({
      result: false,
      message: '不能停用自己的账号',
    });
    const fixed = await admin.post('/api/admin/role/update', { code: 'super_admin', name: '超级管理员', permissions: PERMISSIONS.analytics });
    expect(fixed.body).toMatchObject({ result: false, message: '超级管理员拥有全部权限，不能修改其权限' });
    expect((await admin.post('/api/admin/role/delete', { code: 'super_admin' })).body).toMatchObject({ result: false, message: '内置角色不能删除' });

    // A second super admin disables the first; then that one cannot give up the role.
    const second = await createStaff('ops_root', 'super_admin');
    const root = await loginReady('ops_root');
    expect((await root.post('/api/admin/staff/setEnabled', { id: adminId, enabled: '0' })).body.result).toBe(true);
    const last = await root.post('/api/admin/staff/update', { id: second.id, name: 'root', roleCodes: 'editor' });
    expect(last.body).toMatchObject({ result: false, message: '至少需要保留一名启用的超级管理员' });
    const [failure] = await lastLogs(server);
    expect(failure).toMatchObject({ action: '修改员工', result: 'failure', target: `#${second.id}` });
    expect(failure!.detail).toEqual({ reason: '至少需要保留一名启用的超级管理员' });
    expect((await root.post('/api/admin/staff/setEnabled', { id: adminId, enabled: '1' })).body.result).toBe(true);
    admin = await server.staff('admin');
  });
});

describe('role management', () => {
  it('roles are data: seeded built-ins, a new role, edits that the guard and /me follow at once', async () => {
    const seeded = await roles();
    expect(seeded.filter((r) => r.builtIn).map((r) => r.code)).toEqual(expect.arrayContaining(['super_admin', 'editor', 'reviewer', 'analyst']));
    expect(seeded.find((r) => r.code === 'super_admin')!.permissions).toContain(PERMISSIONS.staff);

    const created = await admin.post<AdminRole>('/api/admin/role/create', { name: '投诉专员', description: '只处理投诉', permissions: PERMISSIONS.complaints });
    expect(created.body.data).toMatchObject({ name: '投诉专员', builtIn: false, permissions: [PERMISSIONS.complaints], staffCount: 0 });
    const code = created.body.data.code;
    expect((await admin.post('/api/admin/role/create', { name: '投诉专员', permissions: '' })).body).toMatchObject({
      result: false,
      message: '角色名称已存在',
    });
    expect((await admin.post('/api/admin/role/create', { name: 'x', permissions: 'nope:perm' })).status).toBe(400);

    const member = await createStaff('ops_role', code);
    const client = await loginReady('ops_role');
    expect((await client.get('/api/admin/complaints/list')).body.result).toBe(true);
    expect((await client.get('/api/admin/oplog/list')).body).toMatchObject({ code: 403 });

    const updated = await admin.post('/api/admin/role/update', {
      code,
      name: '投诉与日志',
      description: '',
      permissions: `${PERMISSIONS.complaints},${PERMISSIONS.operationLog}`,
    });
    expect(updated.body.result).toBe(true);
    expect((await client.get('/api/admin/oplog/list')).body.result).toBe(true);
    expect((await client.get<StaffProfile>('/api/admin/auth/me')).body.data.permissions).toEqual([PERMISSIONS.complaints, PERMISSIONS.operationLog].sort());
    const [log] = await lastLogs(server, 3);
    expect(log).toMatchObject({ action: '修改角色', result: 'success' });

    // The operation log answers the before/after of the edit.
    const rows = (await admin.get<Page<OperationLogItem>>('/api/admin/oplog/list', { action: '修改角色', result: 'success' })).body.data.list;
    expect(rows[0]!.changes).toEqual([
      { field: '名称', before: '投诉专员', after: '投诉与日志' },
      { field: '说明', before: '只处理投诉', after: '' },
      { field: '权限', before: '投诉处理', after: '投诉处理、查看操作日志' },
    ]);

    // Removing the permission closes the call at once.
    await admin.post('/api/admin/role/update', { code, name: '投诉与日志', permissions: PERMISSIONS.operationLog });
    expect((await client.get('/api/admin/complaints/list')).body).toMatchObject({ code: 403 });

    const inUse = await admin.post('/api/admin/role/delete', { code });
    expect(inUse.body).toMatchObject({ result: false, message: '该角色下还有1名员工，不能删除' });
    await admin.post('/api/admin/staff/update', { id: member.id, name: 'x', roleCodes: 'analyst' });
    expect((await admin.post('/api/admin/role/delete', { code })).body.result).toBe(true);
    expect((await roles()).some((r) => r.code === code)).toBe(false);
  });

  it('a built-in role’s removed permission stays removed after the next start (seedBase)', async () => {
    const { seedBase } = await import('../../db/seed/base.ts');
    const editor = (await roles()).find((r) => r.code === 'editor')!;
    const kept = editor.permissions.filter((p) => p !== PERMISSIONS.company);
    expect((await admin.post('/api/admin/role/update', { code: 'editor', name: editor.name, permissions: kept.join(',') })).body.result).toBe(true);
    await seedBase(server.database.db);
    expect((await roles()).find((r) => r.code === 'editor')!.permissions).not.toContain(PERMISSIONS.company);
    await admin.post('/api/admin/role/update', { code: 'editor', name: editor.name, permissions: editor.permissions.join(',') });
  });
});

describe('operation log', () => {
  it('names logout and keeps a failure’s reason', async () => {
    const client = await server.staff('analyst');
    await client.post('/api/admin/auth/logout');
    expect((await lastLogs(server))[0]).toMatchObject({ action: '后台退出', result: 'success' });
    await admin.post('/api/admin/link/create', { group: 'nope', name: '坏链接', url: 'https://x.example' });
    const rows = (await admin.get<Page<OperationLogItem>>('/api/admin/oplog/list', { action: '新增外部链接', result: 'failure' })).body.data.list;
    expect(rows[0]).toMatchObject({ target: '坏链接' });
    expect(rows[0]!.reason).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('workbench', () => {
  const cards = async (client: TestClient) => (await client.get<WorkbenchCount[]>('/api/admin/workbench')).body.data;

  it('answers only the counts the caller may open, each matching its filtered list', async () => {
    expect((await cards(admin)).map((c) => c.key)).toEqual(['pendingReview', 'openComplaints', 'waitingQuestions', 'missingIndexValues', 'pendingApprovals']);
    const reviewer = await server.staff('reviewer');
    expect((await cards(reviewer)).map((c) => c.key)).toEqual(['pendingReview', 'openComplaints', 'waitingQuestions']);
    const editor = await server.staff('editor');
    expect((await cards(editor)).map((c) => c.key)).toEqual(['missingIndexValues']);
    const analyst = await server.staff('analyst');
    expect(await cards(analyst)).toEqual([]);
    const approver = await server.staff('approver');
    expect((await cards(approver)).map((c) => c.key)).toEqual(['pendingApprovals']);

    const byKey = Object.fromEntries((await cards(admin)).map((c) => [c.key, c]));
    const total = async (path: string, params: Record<string, unknown>) => (await admin.get<Page<unknown>>(path, params)).body.data.total;
    const pending = await Promise.all(['article', 'question', 'answer'].map((kind) => total('/api/admin/review/list', { kind, status: 'pending' })));
    expect(byKey.pendingReview!.count).toBe(pending.reduce((a, b) => a + b, 0));
    expect(byKey.openComplaints!.count).toBe(await total('/api/admin/complaints/list', { status: 'pending' }));
    expect(byKey.openComplaints!.path).toBe('/back/ComplainManager?status=pending');
    expect(byKey.waitingQuestions!.count).toBe(await total('/api/admin/review/list', { kind: 'question', status: 'published', unanswered: 1 }));
    expect(byKey.missingIndexValues!.count).toBe(await total('/api/admin/indexProducts/list', { missing: 'today' }));
    expect(byKey.pendingApprovals!.count).toBe(await total('/api/admin/assessments/list', { status: 'pending' }));
    expect(byKey.pendingApprovals!.path).toBe('/back/IndexApproval?status=pending');
  });
});
