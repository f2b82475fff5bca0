import type { AdminArticleDetail, AdminTextItem, BulkResult, LibraryCategory } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';
import { lastLogs, startLibraryServer } from './library-test-kit.ts';

// One bulk call per action, answering row by row; each row done on its own.
let server: TestServer, editor: TestClient, reviewer: TestClient, analyst: TestClient, tourist: TestClient;
beforeAll(
  async () =>
    ({ server, editor, reviewer, analyst, tourist } = await startWithClients(
      { editor: 'staff:editor', reviewer: 'staff:reviewer', analyst: 'staff:analyst', tourist: 'tourist' },
      startLibraryServer,
    )),
);
afterAll(() => server.close());

async function newText(title: string): Promise<number> {
  const categoryId = (await tourist.get<LibraryCategory[]>('/api/text/findCategoryList')).body.data[0]!.id;
  const res = await editor.post<AdminTextItem>('/api/admin/text/create', { categoryId, title, content: '<p>正文</p>' });
  return res.body.data.id;
}

async function newArticle(title: string, draft = false): Promise<number> {
  const types = (await tourist.get<Array<{ id: number; code: string }>>('/api/article/findContentTypeList')).body.data;
  const res = await editor.post<AdminArticleDetail>('/api/admin/articles/save', {
    title,
    content: '<p>正常内容</p>',
    categoryId: types.find((c) => c.code === 'notice_trade')!.id,
    draft: draft ? '1' : '0',
  });
  return res.body.data.id;
}

describe('bulk actions', () => {
  it('deletes texts row by row: the missing one is reported, the others are gone, one log row names them all', async () => {
    const a = await newText('批量删除甲');
    const b = await newText('批量删除乙');
    const res = await editor.post<BulkResult>('/api/admin/text/bulkDelete', { ids: `${a},999999,${b}` });
    expect(res.body).toMatchObject({ result: true, message: '批量删除：成功 2 项，失败 1 项' });
    expect(res.body.data).toEqual({
      succeeded: 2,
      failed: 1,
      results: [
        { id: a, ok: true, title: '批量删除甲', message: '已删除' },
        { id: 999999, ok: false, title: '', message: '文本不存在' },
        { id: b, ok: true, title: '批量删除乙', message: '已删除' },
      ],
    });
    expect((await editor.get('/api/admin/text/detail', { id: a })).status).toBe(404);
    expect((await lastLogs(server))[0]).toMatchObject({ action: '批量删除文本', target: `#${a},#999999✗,#${b}（成功2，失败1）`, result: 'success' });
  });

  it('deletes reports, videos and links the same way', async () => {
    for (const url of ['/api/admin/report/bulkDelete', '/api/admin/video/bulkDelete', '/api/admin/link/bulkDelete']) {
      const res = await editor.post<BulkResult>(url, { ids: '999998' });
      expect(res.body.data, url).toMatchObject({ succeeded: 0, failed: 1, results: [{ id: 999998, ok: false }] });
      expect(res.body.data.results[0]!.message, url).toMatch(/不存在$/);
    }
  });

  it('withdraws, tops and deletes articles; a draft cannot be withdrawn and says so', async () => {
    const draft = await newArticle('批量草稿', true);
    const pending = await newArticle('批量待审');
    await reviewer.post('/api/admin/review/approve', { kind: 'article', id: pending });
    const top = await editor.post<BulkResult>('/api/admin/articles/bulkTop', { ids: `${draft},${pending}`, value: '1' });
    expect(top.body.data.succeeded).toBe(2);
    const withdraw = await editor.post<BulkResult>('/api/admin/articles/bulkWithdraw', { ids: [draft, pending] });
    expect(withdraw.body.data.results).toEqual([
      { id: draft, ok: false, title: '', message: '只有已发布的内容可以撤回' },
      { id: pending, ok: true, title: '批量待审', message: '已撤回' },
    ]);
    const removed = await editor.post<BulkResult>('/api/admin/articles/bulkDelete', { ids: `${draft},${pending}` });
    expect(removed.body.data).toMatchObject({ succeeded: 2, failed: 0 });
    expect((await editor.get('/api/admin/articles/detail', { id: draft })).status).toBe(404);
  });

  it('approves and rejects in ContentCheck: only pending rows are decided, each with its reason', async () => {
    const a = await newArticle('批量审核甲');
    const b = await newArticle('批量审核乙');
    const c = await newArticle('批量审核丙');
    await reviewer.post('/api/admin/review/approve', { kind: 'article', id: b });
    const approve = await reviewer.post<BulkResult>('/api/admin/review/bulkApprove', { kind: 'article', ids: `${a},${b}` });
    expect(approve.body.data.results.map((r) => [r.id, r.ok])).toEqual([
      [a, true],
      [b, false],
    ]);
    expect(approve.body.data.results[1]!.message).toMatch(/不是待审核|已审核|待审核/);
    const reject = await reviewer.post<BulkResult>('/api/admin/review/bulkReject', { kind: 'article', ids: `${c}`, reason: '来源不明' });
    expect(reject.body.data).toMatchObject({ succeeded: 1, results: [{ id: c, ok: true, message: '已驳回' }] });
    expect((await reviewer.post('/api/admin/review/bulkReject', { kind: 'article', ids: `${c}` })).status).toBe(400);
  });

  it('checks the permission of each action and refuses bad ids with 400', async () => {
    expect((await editor.post('/api/admin/review/bulkApprove', { kind: 'article', ids: '1' })).body.code).toBe(403);
    expect((await reviewer.post('/api/admin/articles/bulkDelete', { ids: '1' })).body.code).toBe(403);
    expect((await analyst.post('/api/admin/text/bulkDelete', { ids: '1' })).body.code).toBe(403);
    expect((await tourist.post('/api/admin/video/bulkDelete', { ids: '1' })).body.code).toBe(401);
    for (const ids of ['', 'a,b', '0', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const res = await editor.post('/api/admin/text/bulkDelete', { ids });
      expect(res.status, ids).toBe(400);
    }
    expect((await editor.post('/api/admin/text/bulkDelete', {})).body.message).toBe('请选择要操作的记录');
  });
});
