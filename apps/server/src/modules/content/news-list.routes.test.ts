import type { ArticleListItem, CategoryNode, Page } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer, tourist: TestClient;
beforeAll(async () => ({ server, tourist } = await startWithClients({ tourist: 'tourist' })));
afterAll(() => server.close());

describe('GET /api/article/findNewsList (市场资讯)', () => {
  it('lists news, commentary and member posts but never a notice, and filters by category', async () => {
    const tree = (await tourist.get<CategoryNode[]>('/api/articleCategory/findCategoryList')).body.data;
    const notice = tree.find((c) => c.code === 'notice')!;
    const noticeIds = new Set([notice.id, ...notice.children.map((c) => c.id)]);
    const all = (await tourist.get<Page<ArticleListItem>>('/api/article/findNewsList', { pageSize: 50 })).body.data;
    expect(all.total).toBeGreaterThan(3);
    expect(all.list.some((a) => noticeIds.has(a.categoryId))).toBe(false);
    expect(new Set(all.list.map((a) => a.categoryCode))).toContain('commentary');
    const commentary = tree.find((c) => c.code === 'commentary')!;
    const only = (await tourist.get<Page<ArticleListItem>>('/api/article/findNewsList', { categoryId: commentary.id, pageSize: 50 })).body.data;
    expect(only.total).toBeGreaterThan(0);
    expect(only.list.every((a) => a.categoryId === commentary.id)).toBe(true);
  });
});
