import type { AdminHelpArticle, CompanyPage, HelpArticle } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';
import { lastLogs, startLibraryServer } from '../library/library-test-kit.ts';

let server: TestServer, tourist: TestClient, editor: TestClient;
beforeAll(async () => ({ server, tourist, editor } = await startWithClients({ tourist: 'tourist', editor: 'staff:editor' }, startLibraryServer)));
afterAll(() => server.close());

const DIRTY =
  '<h2 onmouseover="x()">标题</h2><p style="text-align:center;position:fixed">正文</p><script>alert(1)</script><iframe src="https://evil.example"></iframe><a href="javascript:alert(2)" onclick="y()">链接</a><img src="/uploads/a.png" onerror="z()">';

describe('company profile', () => {
  it('answers the three fixed pages with demo content', async () => {
    const pages = (await tourist.get<CompanyPage[]>('/api/company/findPageList')).body.data;
    expect(pages.map((p) => p.code)).toEqual(['intro', 'contact', 'disclaimer']);
    expect(pages[0]!.content).toContain('演示');
    expect((await tourist.get<CompanyPage>('/api/company/getPage', { code: 'contact' })).body.data.title).toBe('联系我们');
    expect((await tourist.get('/api/company/getPage', { code: 'secret' })).status).toBe(400);
  });

  it('sanitises a page on save: scripts, frames, event handlers and javascript: links removed', async () => {
    const res = await editor.post<CompanyPage>('/api/admin/company/updatePage', { code: 'intro', title: '公司简介', content: DIRTY });
    const content = res.body.data.content;
    expect(content).not.toMatch(/script|iframe|onmouseover|onclick|onerror|javascript|position/);
    expect(content).toBe('<h2>标题</h2><p style="text-align:center">正文</p><a rel="noopener noreferrer">链接</a><img src="/uploads/a.png" />');
    expect((await tourist.get<CompanyPage>('/api/company/getPage', { code: 'intro' })).body.data.content).toBe(content);
    expect((await lastLogs(server))[0]).toMatchObject({ action: '修改公司简介', target: '公司简介（intro）', result: 'success' });
  });

  it('manages help and FAQ entries, sanitised; disabled entries leave the portal', async () => {
    const faq = (await tourist.get<HelpArticle[]>('/api/company/findHelpList', { kind: 'faq' })).body.data;
    expect(faq.length).toBeGreaterThanOrEqual(4);
    const created = await editor.post<AdminHelpArticle>('/api/admin/company/help/create', { kind: 'help', title: '新帮助', content: DIRTY, sort: 1 });
    expect(created.body.data.content).not.toMatch(/script|onerror|javascript/);
    const id = created.body.data.id;
    expect((await tourist.get<HelpArticle>('/api/company/getHelpDetail', { id })).body.data.title).toBe('新帮助');
    await editor.post('/api/admin/company/help/update', { id, kind: 'help', title: '新帮助', content: '<p>x</p>', enabled: 'false' });
    // The body is compared whole and logged as an excerpt with its length.
    expect((await lastLogs(server))[0]!.detail).toMatchObject({
      changes: expect.arrayContaining([expect.objectContaining({ field: '内容', after: 'x（共1字）' }), { field: '启用', before: '是', after: '否' }]),
    });
    expect((await tourist.get('/api/company/getHelpDetail', { id })).status).toBe(404);
    expect((await tourist.get<HelpArticle[]>('/api/company/findHelpList', { kind: 'help' })).body.data.map((h) => h.id)).not.toContain(id);
    expect((await editor.post('/api/admin/company/help/delete', { id })).body.result).toBe(true);
    expect((await lastLogs(server, 3)).map((r) => r.action)).toEqual(['删除帮助条目', '修改帮助条目', '新增帮助条目']);
  });
});
