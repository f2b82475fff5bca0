import { BUILT_IN_ROLES } from '@coal/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../db/schema/index.ts';
import type { RouteAuth } from '../../plugins/session.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { staffName } from '../../test/factories.ts';

let server: TestServer;
const staff: Record<string, TestClient> = {};

/** The back-office calls of the content, screening, complaint and expert modules. */
const OURS = [
  /^\/api\/admin\/(content-types|articles|review|sensitive-words|complaints|keywords|experts)\//,
  /^\/api\/expertType\/(saveExpertType|deleteById)$/,
];
let routes: RouteAuth[];

beforeAll(async () => {
  server = await startTestServer();
  for (const [login, password] of [
    ['editor', 'Editor@2026'],
    ['reviewer', 'Review@2026'],
    ['analyst', 'Analyst@2026'],
    ['admin', 'Admin@2026'],
  ]) {
    staff[login!] = await server.client('0');
    await staff[login!]!.staffLogin(login!, password!);
  }
  routes = server.app.routeCatalog.filter((r) => OURS.some((re) => re.test(r.url)));
});
afterAll(() => server.close());

describe('back-office permissions of the content modules', () => {
  it('every call is a staff call with a permission', () => {
    expect(routes.length).toBeGreaterThan(25);
    for (const r of routes) {
      expect(r.auth, `${r.method} ${r.url}`).toBe('staff');
      expect(r.permission, `${r.method} ${r.url}`).toBeTruthy();
    }
  });

  it('tourists and members are refused on every one', async () => {
    const tourist = await server.client();
    const member = await server.member();
    for (const r of routes) {
      for (const client of [tourist, member]) {
        expect((await client.request(r.method, r.url)).body, `${r.method} ${r.url}`).toMatchObject({ result: false, code: 401 });
      }
    }
  });

  it('each role reaches exactly the calls its permissions name', async () => {
    for (const role of ['editor', 'reviewer', 'analyst'] as const) {
      const granted = new Set<string>(BUILT_IN_ROLES[role]!.permissions);
      for (const r of routes) {
        const res = await staff[role]!.request(r.method, r.url);
        const label = `${role} ${r.method} ${r.url}`;
        if (granted.has(r.permission!)) expect(res.body.code, label).not.toBe(403);
        else expect(res.body, label).toMatchObject({ result: false, code: 403 });
      }
    }
  });

  it('spells out the key separations: editor cannot approve, reviewer cannot publish, analyst nothing', async () => {
    expect((await staff.editor!.post('/api/admin/review/approve', { kind: 'article', id: 1 })).body.code).toBe(403);
    expect((await staff.editor!.post('/api/admin/review/reject', { kind: 'article', id: 1, reason: '不行' })).body.code).toBe(403);
    expect((await staff.reviewer!.post('/api/admin/articles/save', { title: '标题', content: '<p>x</p>', categoryId: 1 })).body.code).toBe(403);
    expect((await staff.reviewer!.post('/api/admin/articles/withdraw', { id: 1 })).body.code).toBe(403);
    expect((await staff.analyst!.get('/api/admin/articles/list')).body.code).toBe(403);
    expect((await staff.analyst!.get('/api/admin/review/list')).body.code).toBe(403);
  });
});

describe('operation log', () => {
  const lastLog = async () => (await server.database.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(1))[0];

  it('records every back-office write of these modules, with target and outcome', async () => {
    const saved = await staff.editor!.post<{ id: number }>('/api/admin/articles/save', { title: '审计测试公告', content: '<p>正文</p>', categoryId: 1 });
    expect(await lastLog()).toMatchObject({
      action: '保存文章',
      target: `#${saved.body.data.id} 审计测试公告`,
      result: 'success',
      staffName: staffName('editor'),
    });

    await staff.reviewer!.post('/api/admin/review/reject', { kind: 'article', id: saved.body.data.id, reason: '测试驳回' });
    expect(await lastLog()).toMatchObject({ action: '审核驳回', result: 'success', staffName: staffName('reviewer') });
    expect((await lastLog())!.target).toContain('测试驳回');

    await staff.reviewer!.post('/api/admin/sensitive-words/add', { word: '审计测试词', level: 2 });
    expect(await lastLog()).toMatchObject({ action: '新增敏感词', target: '审计测试词', result: 'success' });

    // A refused write is recorded as a failure.
    await staff.editor!.post('/api/admin/review/approve', { kind: 'article', id: saved.body.data.id });
    expect(await lastLog()).toMatchObject({ action: '审核通过', result: 'failure', staffName: staffName('editor') });

    // The spec's GET delete of an expert type is recorded too.
    const type = await staff.admin!.post<{ id: number }>('/api/expertType/saveExpertType', { name: '审计类型' });
    expect(await lastLog()).toMatchObject({ action: '保存专家类型', result: 'success' });
    await staff.admin!.get('/api/expertType/deleteById', { id: type.body.data.id });
    const rows = await server.database.db.select().from(operationLogs).where(eq(operationLogs.action, '删除专家类型'));
    expect(rows.at(-1)).toMatchObject({ target: `#${type.body.data.id} 审计类型`, result: 'success', staffName: staffName('admin') });
  });
});
