import type { ArticleListItem, ComplaintDetail, ComplaintItem, Page } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle, memberNickname, staffName } from '../../test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let member: TestClient;
let reviewer: TestClient;
let tourist: TestClient;
let articleId: number;
let articleTitle: string;

beforeAll(async () => {
  server = await startTestServer();
  tourist = await server.client();
  member = await server.member();
  reviewer = await server.staff('reviewer');
  articleTitle = (await buildArticle(server.database.db, { author: 'bidder' })).title;
  articleId = (await tourist.get<Page<ArticleListItem>>('/api/article/findDynamicList', { pageSize: 50 })).body.data.list.find(
    (a) => a.title === articleTitle,
  )!.id;
});
afterAll(() => server.close());

describe('complaints', () => {
  it('a member complains; staff take it up, answer it and take the article offline', async () => {
    const filed = await member.post<ComplaintItem>('/api/common/complain', {
      targetType: 'article',
      targetId: articleId,
      reasonType: 'advertising',
      content: '疑似广告引流',
    });
    expect(filed.body).toMatchObject({
      result: true,
      data: { status: 'pending', statusName: '待处理', reasonName: '垃圾广告', targetTypeName: '文章', memberName: memberNickname('member') },
    });
    const id = filed.body.data.id;
    expect((await member.post('/api/common/complain', { targetType: 'article', targetId: articleId, reasonType: 'other' })).body).toMatchObject({
      result: false,
      message: '您已投诉过该内容，请等待处理',
    });

    const queue = await reviewer.get<Page<ComplaintItem>>('/api/admin/complaints/list', { status: 'pending', targetType: 'article' });
    expect(queue.body.data.list.map((c) => c.id)).toContain(id);
    const detail = await reviewer.get<ComplaintDetail>('/api/admin/complaints/detail', { id });
    expect(detail.body.data.target).toMatchObject({ title: articleTitle, status: 'published' });

    expect((await reviewer.post('/api/admin/complaints/handle', { id, status: 'resolved' })).body).toMatchObject({ result: false, message: '请填写处理意见' });
    expect((await reviewer.post('/api/admin/complaints/handle', { id, status: 'processing' })).body.data).toMatchObject({
      status: 'processing',
      handlerName: staffName('reviewer'),
    });
    const done = await reviewer.post<ComplaintDetail>('/api/admin/complaints/handle', {
      id,
      status: 'resolved',
      reply: '经核实属广告信息，已下线',
      offlineTarget: '1',
    });
    expect(done.body.data).toMatchObject({ status: 'resolved', statusName: '已处理', reply: '经核实属广告信息，已下线', target: { status: 'withdrawn' } });
    expect((await tourist.get('/api/article/getArticleDetail', { id: articleId })).status).toBe(404);
    expect((await reviewer.post('/api/admin/complaints/handle', { id, status: 'rejected', reply: '改判' })).body).toMatchObject({
      result: false,
      message: '该投诉已处理完毕，不能再次处理',
    });

    const mine = await member.get<Page<ComplaintItem>>('/api/common/myComplaints');
    expect(mine.body.data.list.find((c) => c.id === id)).toMatchObject({ status: 'resolved', reply: '经核实属广告信息，已下线' });
  });

  it('refuses complaints against what is not on the portal, from tourists, and with a bad reason', async () => {
    expect((await member.post('/api/common/complain', { targetType: 'article', targetId: 999999, reasonType: 'other' })).status).toBe(404);
    expect((await tourist.post('/api/common/complain', { targetType: 'article', targetId: articleId, reasonType: 'other' })).body).toMatchObject({ code: 401 });
    const bad = await member.post('/api/common/complain', { targetType: 'article', targetId: articleId, reasonType: 'nonsense' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^请选择投诉原因/);
  });

  it('shows the seeded complaint in the queue', async () => {
    const res = await reviewer.get<Page<ComplaintItem>>('/api/admin/complaints/list', { keyword: '焦化厂' });
    expect(res.body.data.list[0]).toMatchObject({ reasonType: 'false_info', status: 'pending' });
  });
});
