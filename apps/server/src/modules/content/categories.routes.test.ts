import type { CategoryNode, ContentTypeItem, KeywordUrl, Page, ArticleListItem } from '@coal/contracts';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../db/schema/index.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let editor: TestClient;
let tourist: TestClient;
const lastLogDetail = async () => (await server.database.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(1))[0]!.detail;

beforeAll(async () => {
  server = await startTestServer();
  tourist = await server.client();
  editor = await server.staff('editor');
});
afterAll(() => server.close());

describe('content types', () => {
  it('answers the category tree and the postable types', async () => {
    const tree = await tourist.get<CategoryNode[]>('/api/articleCategory/findCategoryList');
    const notice = tree.body.data.find((c) => c.code === 'notice')!;
    expect(notice.children.map((c) => c.name)).toEqual(['交易公告', '竞拍公告', '系统公告']);
    const postable = await tourist.get<ContentTypeItem[]>('/api/article/findContentTypeList', { postable: 1 });
    expect(postable.body.data.map((c) => c.code).sort()).toEqual(['member_post', 'supply_demand']);
  });

  it('creates, renames, disables (hiding its articles) and deletes only empty types', async () => {
    const parent = (await tourist.get<ContentTypeItem[]>('/api/article/findContentTypeList')).body.data.find((c) => c.code === 'notice')!;
    const created = await editor.post<CategoryNode>('/api/admin/content-types/save', {
      name: '物流公告',
      code: 'notice_logistics',
      parentId: parent.id,
      sortOrder: 40,
    });
    expect(created.body.data).toMatchObject({ name: '物流公告', parentId: parent.id, enabled: true });
    expect((await editor.post('/api/admin/content-types/save', { name: '重复', code: 'notice_logistics' })).body.message).toBe('类型编码已存在');
    expect(
      (await editor.post('/api/admin/content-types/save', { id: parent.id, name: '通知公告', code: 'notice', parentId: created.body.data.id })).body.message,
    ).toBe('上级类型不能是自身或其下级');
    const bad = await editor.post('/api/admin/content-types/save', { name: '坏编码', code: 'Bad Code' });
    expect(bad.status).toBe(400);
    expect((await editor.post('/api/admin/content-types/delete', { id: created.body.data.id })).body.result).toBe(true);
    expect((await editor.post('/api/admin/content-types/delete', { id: parent.id })).body.message).toBe('请先删除该类型的下级类型');

    // Disabling a type hides its articles from the portal.
    const news = (await tourist.get<ContentTypeItem[]>('/api/article/findContentTypeList')).body.data.find((c) => c.code === 'news')!;
    const before = await tourist.get<Page<ArticleListItem>>('/api/article/findAllList', { categoryId: news.id });
    expect(before.body.data.total).toBeGreaterThan(0);
    expect((await editor.post('/api/admin/content-types/delete', { id: news.id })).body.message).toBe('该类型下还有内容，不能删除（可停用）');
    await editor.post('/api/admin/content-types/save', { id: news.id, name: news.name, code: news.code, enabled: '0' });
    expect(await lastLogDetail()).toMatchObject({ changes: expect.arrayContaining([{ field: '启用', before: '是', after: '否' }]) });
    expect((await tourist.get<Page<ArticleListItem>>('/api/article/findAllList', { categoryId: news.id })).body.data.total).toBe(0);
    expect((await tourist.get<CategoryNode[]>('/api/articleCategory/findCategoryList')).body.data.map((c) => c.code)).not.toContain('news');
  });
});

describe('keyword links', () => {
  it('manages keyword URLs and answers the enabled ones, longest first', async () => {
    const saved = await editor.post<KeywordUrl>('/api/admin/keywords/save', { keyword: '动力煤价格指数', url: 'https://example.com/index' });
    expect(saved.body.result).toBe(true);
    expect((await editor.post('/api/admin/keywords/save', { keyword: '坏链接', url: 'javascript:alert(1)' })).status).toBe(400);
    await editor.post('/api/admin/keywords/save', { id: saved.body.data.id, keyword: '动力煤价格指数', url: 'https://example.com/index2' });
    expect(await lastLogDetail()).toEqual({ changes: [{ field: '链接', before: 'https://example.com/index', after: 'https://example.com/index2' }] });
    const urls = await tourist.get<KeywordUrl[]>('/api/keywords/getUrls');
    expect(urls.body.data[0]).toMatchObject({ keyword: '动力煤价格指数', url: 'https://example.com/index2' });
    expect(urls.body.data.map((k) => k.keyword)).toContain('动力煤');
    await editor.post('/api/admin/keywords/delete', { id: saved.body.data.id });
    expect((await tourist.get<KeywordUrl[]>('/api/keywords/getUrls')).body.data.map((k) => k.keyword)).not.toContain('动力煤价格指数');
  });
});
