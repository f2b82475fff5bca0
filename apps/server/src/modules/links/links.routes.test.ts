import type { AdminLinkItem, ExternalLink } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';
import { lastLogs, startLibraryServer } from '../library/library-test-kit.ts';

let server: TestServer, tourist: TestClient, editor: TestClient;
beforeAll(async () => ({ server, tourist, editor } = await startWithClients({ tourist: 'tourist', editor: 'staff:editor' }, startLibraryServer)));
afterAll(() => server.close());

const links = async (group?: string) => (await tourist.get<ExternalLink[]>('/api/externalLink/findLinkList', group ? { group } : {})).body.data;

describe('external links', () => {
  it('lists the five systems, the mobile app and partners (seeded from the configured addresses)', async () => {
    const all = await links();
    expect(new Set(all.map((l) => l.group))).toEqual(new Set(['trade', 'logistics', 'settlement', 'payment', 'scf', 'mobile', 'partner']));
    const config = loadConfig({});
    expect(all.find((l) => l.group === 'trade')).toMatchObject({ name: '交易系统', groupName: '交易系统', url: config.TRADE_URL });
    expect(all.find((l) => l.group === 'mobile')).toMatchObject({ url: config.MOBILE_APP_URL });
    expect((await links('partner')).every((l) => l.name.includes('演示'))).toBe(true);
  });

  it('creates, disables and deletes a link with operation-log rows; refuses unsafe addresses', async () => {
    const created = await editor.post<AdminLinkItem>('/api/admin/link/create', { group: 'partner', name: '新伙伴', url: 'https://new.example.com', sort: 1 });
    expect(created.body.data).toMatchObject({ enabled: true, groupName: '合作网站' });
    expect((await links('partner')).map((l) => l.name)).toContain('新伙伴');
    await editor.post('/api/admin/link/setEnabled', { id: created.body.data.id, enabled: 'false' });
    expect((await links('partner')).map((l) => l.name)).not.toContain('新伙伴');
    await editor.post('/api/admin/link/update', {
      id: created.body.data.id,
      group: 'partner',
      name: '新伙伴2',
      url: '/epm-coalweb/portal/Home',
      enabled: 'true',
    });
    expect((await links('partner')).map((l) => l.url)).toContain('/epm-coalweb/portal/Home');
    // The edit's row keeps what changed, before → after.
    expect((await lastLogs(server))[0]!.detail).toEqual({
      changes: [
        { field: '名称', before: '新伙伴', after: '新伙伴2' },
        { field: '地址', before: 'https://new.example.com', after: '/epm-coalweb/portal/Home' },
        { field: '排序', before: '1', after: '0' },
        { field: '启用', before: '否', after: '是' },
      ],
    });
    expect((await editor.post('/api/admin/link/delete', { id: created.body.data.id })).body.result).toBe(true);
    expect((await lastLogs(server, 4)).map((r) => r.action)).toEqual(['删除外部链接', '修改外部链接', '启用/停用外部链接', '新增外部链接']);

    for (const url of ['javascript:alert(1)', 'data:text/html,<script>', '//evil.example.com', 'ftp://x']) {
      const res = await editor.post('/api/admin/link/create', { group: 'partner', name: 'x', url });
      expect(res.status, url).toBe(400);
    }
    expect((await editor.post('/api/admin/link/update', { id: 99999, group: 'partner', name: 'x', url: 'https://x.example' })).status).toBe(404);
  });
});
