import type { OperationLogItem, Page } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendOperationLog } from '../audit/operation-log.repository.ts';
import type { TestClient, TestServer } from '../../test/test-server.ts';
import { lastLogs, startLibraryServer } from '../library/library-test-kit.ts';
import { csvCell } from './oplog.presenter.ts';
import { staffName } from '../../test/factories.ts';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startLibraryServer();
  admin = await server.staff('admin');
  const editor = await server.staff('editor');
  await editor.post('/api/admin/link/create', { group: 'partner', name: '日志测试链接', url: 'https://log.example.com' });
  await editor.post('/api/admin/link/create', { group: 'nope', name: 'x', url: 'https://x.example' }); // 400: failure row
  const db = server.database.db;
  await appendOperationLog(db, {
    staffId: null,
    staffName: '外网人员',
    action: '=HYPERLINK("http://evil")',
    target: 'a,"b"',
    ip: '10.8.0.7',
    result: 'failure',
  });
});
afterAll(() => server.close());

const list = async (params: Record<string, unknown>) => (await admin.get<Page<OperationLogItem>>('/api/admin/oplog/list', params)).body.data;

describe('operation log', () => {
  it('filters by person (name or login), action, result, IP and time range, newest first, paginated', async () => {
    const byName = await list({ person: staffName('editor').slice(-2) }); // part of the name
    expect(byName.total).toBeGreaterThanOrEqual(2);
    expect(byName.list.every((r) => r.staffName === staffName('editor'))).toBe(true);
    expect((await list({ person: 'editor' })).total).toBe(byName.total);
    expect((await list({ action: '新增外部链接' })).list.map((r) => r.result)).toEqual(['failure', 'success']);
    expect((await list({ action: '新增外部链接', result: 'success' })).list[0]!.target).toMatch(/日志测试链接$/);
    expect((await list({ ip: '10.8.' })).list.map((r) => r.staffName)).toEqual(['外网人员']);
    expect((await list({ ip: '10.8.' })).list[0]!.ip).toBe('10.8.0.7');
    expect((await list({ startTime: new Date(Date.now() + 60_000).toISOString() })).total).toBe(0);
    expect((await list({ endTime: '2000-01-01 00:00:00' })).total).toBe(0);
    expect((await list({ startTime: '2000-01-01', endTime: Date.now() + 60_000 })).total).toBeGreaterThanOrEqual(4);
    const page2 = await list({ pageSize: 10, currentPage: 2 });
    expect(page2.currentPage).toBe(2);
    const all = await list({ pageSize: 50 });
    expect(all.list.map((r) => r.id)).toEqual([...all.list.map((r) => r.id)].sort((a, b) => b - a));
  });

  it('refuses bad filters with 400 in Chinese', async () => {
    for (const params of [{ result: 'maybe' }, { startTime: 'yesterday' }, { startTime: '2026-02-02', endTime: '2026-02-01' }, { pageSize: 1000 }]) {
      const res = await admin.get('/api/admin/oplog/list', params);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('exports CSV (BOM, Chinese headers, formula cells neutralised) and logs the export', async () => {
    const res = await admin.get('/api/admin/oplog/export', { ip: '10.8.' });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; .*filename\*=UTF-8''/);
    const raw = Buffer.from(await (await fetch(`${server.url}/api/admin/oplog/export?ip=10.8.`, { headers: { 'e-user-token': admin.token! } })).arrayBuffer());
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM for Excel
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('时间(UTC+8),操作人,操作,对象,IP,结果');
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},外网人员,"'=HYPERLINK\(""http:\/\/evil""\)","a,""b""",10\.8\.0\.7,失败$/);
    expect(lines).toHaveLength(3);
    expect((await lastLogs(server, 2)).map((r) => [r.action, r.target, r.staffName])).toEqual([
      ['导出操作日志', '1条', staffName('admin')],
      ['导出操作日志', '1条', staffName('admin')],
    ]);
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('plain')).toBe('plain');
  });

  it('lists the actions seen, for the filter', async () => {
    const actions = (await admin.get<string[]>('/api/admin/oplog/actions')).body.data;
    expect(actions).toEqual(expect.arrayContaining(['后台登录', '新增外部链接']));
  });
});
