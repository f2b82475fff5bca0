import type { Page } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryVideos } from '../../db/schema/index.ts';
import type { TestClient, TestServer } from '../../test/test-server.ts';
import { startLibraryServer } from './library-test-kit.ts';

// The paged back-office lists sort on the server by a whitelisted column.
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startLibraryServer();
  admin = await server.staff('admin');
  // The demo has one video: two more, so that an order can be seen.
  await server.database.db.insert(libraryVideos).values([
    { title: '排序测试视频甲', status: 'published', viewCount: 7 },
    { title: '排序测试视频乙', status: 'draft', viewCount: 3 },
  ]);
});
afterAll(() => server.close());

type Row = Record<string, unknown>;
const list = async (url: string, params: Record<string, unknown>) => admin.get<Page<Row>>(url, { pageSize: 50, ...params });

/** Whether `values` are in the asked order, empty values last. */
function inOrder(values: unknown[], order: 'asc' | 'desc'): boolean {
  const present = values.filter((v) => v !== null && v !== undefined && v !== '');
  const firstEmpty = values.findIndex((v) => v === null || v === undefined || v === '');
  if (firstEmpty !== -1 && values.slice(firstEmpty).some((v) => v !== null && v !== undefined && v !== '')) return false;
  const sorted = [...present].sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  if (order === 'desc') sorted.reverse();
  return JSON.stringify(sorted) === JSON.stringify(present);
}

const LISTS = [
  { url: '/api/admin/articles/list', sorts: { publishTime: 'publishTime', updateTime: 'updateTime', viewCount: 'viewCount', status: 'status' } },
  { url: '/api/admin/text/list', sorts: { updatedAt: 'updatedAt', viewCount: 'viewCount', status: 'status' } },
  { url: '/api/admin/report/list', sorts: { publishDate: 'publishDate', updatedAt: 'updatedAt', downloadCount: 'downloadCount', status: 'status' } },
  { url: '/api/admin/video/list', sorts: { updatedAt: 'updatedAt', viewCount: 'viewCount', status: 'status' } },
  { url: '/api/admin/review/list', params: { status: 'all' }, sorts: { submitTime: 'submitTime', status: 'status' } },
] as const;

describe('list sorting (whitelist per list)', () => {
  for (const { url, sorts, ...rest } of LISTS) {
    const extra = 'params' in rest ? rest.params : {};
    it(`${url} sorts by each whitelisted column, both ways`, async () => {
      for (const [sort, field] of Object.entries(sorts)) {
        for (const order of ['asc', 'desc'] as const) {
          const res = await list(url, { ...extra, sort, order });
          expect(res.status, `${sort} ${order}`).toBe(200);
          const values = res.body.data.list.map((r) => r[field]);
          expect(values.length, `${url} has rows`).toBeGreaterThan(1);
          expect(inOrder(values, order), `${url} ${sort} ${order}: ${JSON.stringify(values)}`).toBe(true);
        }
      }
    });

    it(`${url} refuses a column outside its whitelist or a bad order with 400`, async () => {
      const bad = await list(url, { ...extra, sort: 'password' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^排序字段只能是 /);
      const injected = await list(url, { ...extra, sort: 'id; drop table articles' });
      expect(injected.status).toBe(400);
      const order = await list(url, { ...extra, sort: Object.keys(sorts)[0], order: 'sideways' });
      expect(order.status).toBe(400);
      expect(order.body.message).toBe('排序方向只能是 asc 或 desc');
    });
  }

  it('keeps pages stable and disjoint under a sort with ties', async () => {
    const first = await admin.get<Page<Row>>('/api/admin/articles/list', { sort: 'status', order: 'asc', pageSize: 10, currentPage: 1 });
    const second = await admin.get<Page<Row>>('/api/admin/articles/list', { sort: 'status', order: 'asc', pageSize: 10, currentPage: 2 });
    const ids = new Set(first.body.data.list.map((r) => r.id));
    for (const r of second.body.data.list) expect(ids.has(r.id)).toBe(false);
  });
});
