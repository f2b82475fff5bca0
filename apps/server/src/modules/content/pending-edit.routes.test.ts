import type { AdminArticleDetail, ArticleDetail, Page, ReviewDetail, ReviewItem } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

// Editing a published article keeps the published version live while the edit is reviewed.
let server: TestServer;
let editor: TestClient;
let reviewer: TestClient;
let tourist: TestClient;
let notice: number;
beforeAll(async () => {
  server = await startTestServer();
  tourist = await server.client();
  editor = await server.staff('editor');
  reviewer = await server.staff('reviewer');
  const types = (await tourist.get<Array<{ id: number; code: string }>>('/api/article/findContentTypeList')).body.data;
  notice = types.find((c) => c.code === 'notice_trade')!.id;
});
afterAll(() => server.close());

async function publishedArticle(title: string): Promise<number> {
  const saved = await editor.post<AdminArticleDetail>('/api/admin/articles/save', { title, content: '<p>原正文</p>', summary: '原摘要', categoryId: notice });
  await reviewer.post('/api/admin/review/approve', { kind: 'article', id: saved.body.data.id });
  return saved.body.data.id;
}

const portalTitle = async (id: number) => (await tourist.get<ArticleDetail>('/api/article/getArticleDetail', { id })).body.data?.title;

describe('an edit of a published article', () => {
  it('waits for review while the portal keeps the published version; approval swaps it in', async () => {
    const id = await publishedArticle('线上标题（修订测试）');
    const edit = await editor.post<AdminArticleDetail>('/api/admin/articles/save', {
      id,
      title: '修改后的标题（修订测试）',
      content: '<p>新正文</p>',
      summary: '原摘要',
      categoryId: notice,
    });
    expect(edit.body).toMatchObject({
      result: true,
      message: '修改已提交审核，审核通过前门户仍显示已发布的版本',
      data: { status: 'published', title: '线上标题（修订测试）' },
    });
    expect(await portalTitle(id)).toBe('线上标题（修订测试）');

    // In the pending queue, with the edit as what is reviewed.
    const queue = await reviewer.get<Page<ReviewItem>>('/api/admin/review/list', { kind: 'article', keyword: '修订测试' });
    expect(queue.body.data.list.find((i) => i.id === id)).toMatchObject({
      status: 'pending',
      statusName: '待审核（已发布内容的修改）',
      title: '修改后的标题（修订测试）',
    });
    const detail = await reviewer.get<ReviewDetail>('/api/admin/review/detail', { kind: 'article', id });
    expect(detail.body.data).toMatchObject({
      title: '修改后的标题（修订测试）',
      content: '<p>新正文</p>',
      previous: { title: '线上标题（修订测试）', content: '<p>原正文</p>' },
    });
    const compare = await reviewer.get<{ pendingEdit: boolean; current: { title: string }; previous: { title: string } }>('/api/admin/review/compare', { id });
    expect(compare.body.data).toMatchObject({ pendingEdit: true, current: { title: '修改后的标题（修订测试）' }, previous: { title: '线上标题（修订测试）' } });

    expect((await reviewer.post('/api/admin/review/approve', { kind: 'article', id })).body).toMatchObject({ result: true, data: { status: 'published' } });
    expect(await portalTitle(id)).toBe('修改后的标题（修订测试）');
    expect((await tourist.get<ArticleDetail>('/api/article/getArticleDetail', { id })).body.data.content).toContain('新正文');
    // Decided once: a second approval is refused; the old version is kept for comparison.
    expect((await reviewer.post('/api/admin/review/approve', { kind: 'article', id })).body.result).toBe(false);
    const after = await reviewer.get<{ pendingEdit: boolean; previous: { title: string } }>('/api/admin/review/compare', { id });
    expect(after.body.data).toMatchObject({ pendingEdit: false, previous: { title: '线上标题（修订测试）' } });
  });

  it('rejection discards the edit and the published version stays', async () => {
    const id = await publishedArticle('保留的标题（驳回测试）');
    await editor.post('/api/admin/articles/save', { id, title: '被驳回的标题（驳回测试）', content: '<p>新</p>', categoryId: notice });
    const reject = await reviewer.post('/api/admin/review/reject', { kind: 'article', id, reason: '标题不准确' });
    expect(reject.body).toMatchObject({ result: true, data: { status: 'published' } });
    expect(await portalTitle(id)).toBe('保留的标题（驳回测试）');
    const queue = await reviewer.get<Page<ReviewItem>>('/api/admin/review/list', { kind: 'article', keyword: '驳回测试' });
    expect(queue.body.data.list.some((i) => i.id === id)).toBe(false);
    expect((await editor.get<AdminArticleDetail>('/api/admin/articles/detail', { id })).body.data).toMatchObject({
      status: 'published',
      title: '保留的标题（驳回测试）',
    });
  });

  it('a second edit before the decision replaces the first', async () => {
    const id = await publishedArticle('线上（两次修改）');
    await editor.post('/api/admin/articles/save', { id, title: '第一次修改（两次修改）', content: '<p>一</p>', categoryId: notice });
    await editor.post('/api/admin/articles/save', { id, title: '第二次修改（两次修改）', content: '<p>二</p>', categoryId: notice });
    const detail = await reviewer.get<ReviewDetail>('/api/admin/review/detail', { kind: 'article', id });
    expect(detail.body.data.title).toBe('第二次修改（两次修改）');
    await reviewer.post('/api/admin/review/approve', { kind: 'article', id });
    expect(await portalTitle(id)).toBe('第二次修改（两次修改）');
  });
});
