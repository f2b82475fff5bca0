import type { ThemeItem } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/test-server.ts';
import { lastLogs, startLibraryServer } from '../library/library-test-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startLibraryServer();
});
afterAll(() => server.close());

describe('theme admin', () => {
  it('lists the themes and selects one; the portal follows', async () => {
    const admin = await server.staff('admin');
    const themes = (await admin.get<ThemeItem[]>('/api/admin/theme/list')).body.data;
    expect(themes.find((t) => t.selected)!.themeNameEn).toBe('default');
    const visitor = await server.client();
    const selected = async () => (await visitor.get<{ themeNameEn: string }>('/api/theme/getSelectedTheme')).body.data.themeNameEn;
    expect(await selected()).toBe('default'); // now cached
    expect((await admin.post('/api/admin/theme/select', { themeNameEn: 'mourn' })).body.result).toBe(true);
    expect(await selected()).toBe('mourn'); // the switch refreshed the cache
    expect((await admin.get<ThemeItem[]>('/api/admin/theme/list')).body.data.filter((t) => t.selected).map((t) => t.themeNameEn)).toEqual(['mourn']);
    expect((await lastLogs(server))[0]).toMatchObject({ action: '切换主题', target: 'mourn', result: 'success' });
    expect((await admin.post('/api/admin/theme/select', { themeNameEn: 'nope' })).body).toMatchObject({ result: false, message: '主题不存在' });
    expect((await admin.post('/api/admin/theme/select', {})).status).toBe(400);
  });
});
