import type { AdminArticleDetail, ArticleDetail, ArticleListItem, Page, ReviewDetail, ReviewItem, UnpublishedItem } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSensitiveWords } from '../../test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { testPdf, testPng } from '../uploads/upload-test-files.ts';
import { postForm } from './content-test-helpers.ts';

let server: TestServer;
let member: TestClient;
let editor: TestClient;
let reviewer: TestClient;
let admin: TestClient;
let tourist: TestClient;
let postCategory: number;
let noticeCategory: number;

async function categoryId(code: string): Promise<number> {
  const res = await tourist.get<Array<{ id: number; code: string }>>('/api/article/findContentTypeList');
  return res.body.data.find((c) => c.code === code)!.id;
}

const ids = (res: { body: { data: Page<ArticleListItem> } }) => res.body.data.list.map((a) => a.id);

beforeAll(async () => {
  server = await startTestServer();
  tourist = await server.client();
  member = await server.member();
  editor = await server.staff('editor');
  reviewer = await server.staff('reviewer');
  admin = await server.staff('admin');
  postCategory = await categoryId('member_post');
  noticeCategory = await categoryId('notice_trade');
});
afterAll(() => server.close());

describe('a member post: screened, reviewed, published, withdrawn', () => {
  it('goes to review with the screening hits, then to the portal once approved, and leaves it when withdrawn', async () => {
    // Words of this test only, so the hits do not depend on the demo word list.
    await buildSensitiveWords(reviewer, [
      { word: '测试稳赚词', category: '测试违规', level: 3 },
      { word: '测试内幕词', category: '测试违规', level: 3 },
      { word: '测试暴词', category: '测试诱导', level: 1 },
    ]);
    const title = '周评：测试稳赚词的行情？';
    const publish = await member.post<ArticleListItem & { hits: unknown[] }>('/api/article/publishArticle', {
      title,
      content: '<p>本周港口库存下降，有人称<b>测试内幕</b>词显示将测试暴词。</p>',
      categoryId: postCategory,
      summary: '测试摘要',
    });
    expect(publish.body).toMatchObject({ result: true, data: { status: 'pending', statusName: '待审核', title } });
    const id = publish.body.data.id;
    expect(publish.body.data.hits).toEqual(
      expect.arrayContaining([
        { field: 'title', offset: 3, length: 5, word: '测试稳赚词', category: '测试违规', level: 3 },
        { field: 'content', offset: 12, length: 5, word: '测试内幕词', category: '测试违规', level: 3 },
        { field: 'content', offset: 20, length: 4, word: '测试暴词', category: '测试诱导', level: 1 },
      ]),
    );

    // Not on the portal while pending; the author sees it among the unpublished.
    expect(ids(await tourist.get('/api/article/findAllList', { pageSize: 50 }))).not.toContain(id);
    expect((await tourist.get('/api/article/getArticleDetail', { id })).status).toBe(404);
    const unpublished = await member.get<Page<UnpublishedItem>>('/api/user/getUnpublishList');
    expect(unpublished.body.data.list.map((a) => a.id)).toContain(id);

    // The reviewer's queue holds it with its hits.
    const queue = await reviewer.get<Page<ReviewItem>>('/api/admin/review/list', { kind: 'article' });
    expect(queue.body.data.list.find((i) => i.id === id)).toMatchObject({ status: 'pending', hitCount: 3 });
    const detail = await reviewer.get<ReviewDetail>('/api/admin/review/detail', { kind: 'article', id });
    expect(detail.body.data.screeningHits).toHaveLength(3);
    for (const hit of detail.body.data.screeningHits) {
      const text = hit.field === 'title' ? detail.body.data.titleText : detail.body.data.contentText;
      expect(text.slice(hit.offset, hit.offset + hit.length)).toBe(hit.word);
    }

    const approve = await reviewer.post('/api/admin/review/approve', { kind: 'article', id });
    expect(approve.body).toMatchObject({ result: true, data: { status: 'published' } });

    for (const url of ['/api/article/findAllList', '/api/article/findDynamicList', '/api/article/findDynamicListCopy']) {
      expect(ids(await tourist.get(url, { pageSize: 50 })), url).toContain(id);
    }
    const shown = await tourist.get<ArticleDetail>('/api/article/getArticleDetail', { id });
    expect(shown.body.data).toMatchObject({
      id,
      title,
      status: 'published',
      viewCount: 1,
      authorType: 'member',
      categoryId: postCategory,
      categoryName: '会员动态',
    });
    expect((await tourist.get<ArticleDetail>('/api/article/getArticleDetail', { id })).body.data.viewCount).toBe(2);

    const withdraw = await editor.post('/api/admin/articles/withdraw', { id });
    expect(withdraw.body).toMatchObject({ result: true, data: { status: 'withdrawn' } });
    expect(ids(await tourist.get('/api/article/findAllList', { pageSize: 50 }))).not.toContain(id);
    expect((await tourist.get('/api/article/getArticleDetail', { id })).status).toBe(404);
  });

  it('a rejected post shows the reason to its author until the rejection is cleared', async () => {
    const publish = await member.post<ArticleListItem>('/api/article/publishArticle', {
      title: '会员动态：库存调研',
      content: '<p>港口调研记录，内容正常。</p>',
      categoryId: postCategory,
    });
    const id = publish.body.data.id;
    expect(publish.body.data.status).toBe('pending');
    const reject = await reviewer.post('/api/admin/review/reject', { kind: 'article', id, reason: '图片与文字不符，请补充数据来源' });
    expect(reject.body).toMatchObject({ result: true, data: { status: 'rejected' } });

    const list = await member.get<Page<UnpublishedItem>>('/api/user/getUnpublishList', { status: 'rejected' });
    expect(list.body.data.list.find((a) => a.id === id)).toMatchObject({
      status: 'rejected',
      statusName: '已驳回',
      rejectReason: '图片与文字不符，请补充数据来源',
      rejectCleared: false,
    });
    const stats = await member.get<{ rejectCount: number }>('/api/user/personalStatistics');
    expect(stats.body.data.rejectCount).toBeGreaterThan(0);

    const cleared = await member.get<{ cleared: number }>('/api/user/clearRejectState', { id });
    expect(cleared.body.data.cleared).toBe(1);
    const after = await member.get<Page<UnpublishedItem>>('/api/user/getUnpublishList', { status: 'rejected' });
    expect(after.body.data.list.find((a) => a.id === id)).toMatchObject({ rejectReason: '图片与文字不符，请补充数据来源', rejectCleared: true });

    // Resubmitting an edit keeps the old version for comparison and goes back to review.
    const edit = await member.post<ArticleListItem>('/api/article/publishArticle', {
      id,
      title: '会员动态：库存调研（补充）',
      content: '<p>补充了数据来源。</p>',
      categoryId: postCategory,
    });
    expect(edit.body.data.status).toBe('pending');
    const compare = await reviewer.get<{ current: { title: string }; previous: { title: string } }>('/api/admin/review/compare', { id });
    expect(compare.body.data).toMatchObject({ current: { title: '会员动态：库存调研（补充）' }, previous: { title: '会员动态：库存调研' } });

    // Members delete their own drafts and rejected posts, not others'.
    const other = await server.member('bidder');
    expect((await other.get('/api/user/deleteUnpublishItem', { id })).body).toMatchObject({ result: false, code: 403 });
    expect((await member.get('/api/user/deleteUnpublishItem', { id })).body.result).toBe(true);
    expect((await member.get('/api/article/getArticleDetail', { id })).status).toBe(404);
  });

  it('refuses member posts into staff-only types and needs a login', async () => {
    const res = await member.post('/api/article/publishArticle', { title: '越权', content: '<p>正文</p>', categoryId: noticeCategory });
    expect(res.body).toMatchObject({ result: false, message: '该内容类型不允许会员发布' });
    expect((await tourist.post('/api/article/publishArticle', { title: '游客', content: '<p>正文</p>', categoryId: postCategory })).body).toMatchObject({
      result: false,
      code: 401,
    });
  });
});

describe('staff articles', () => {
  it('an editor’s article waits for review; an admin (who may review) publishes a clean one at once, a hit still waits', async () => {
    const byEditor = await editor.post<AdminArticleDetail>('/api/admin/articles/save', {
      title: '交易公告（测试）',
      content: '<p>正常内容</p>',
      categoryId: noticeCategory,
    });
    expect(byEditor.body.data.status).toBe('pending');
    const byAdmin = await admin.post<AdminArticleDetail>('/api/admin/articles/save', {
      title: '系统公告（测试）',
      content: '<p>正常内容</p>',
      categoryId: noticeCategory,
      isTop: '1',
    });
    expect(byAdmin.body.data).toMatchObject({ status: 'published', isTop: true });
    expect(ids(await tourist.get('/api/article/findTopNewNoticeList', { pageSize: 50 }))).toContain(byAdmin.body.data.id);
    expect(ids(await tourist.get('/api/article/findTopArticles', { pageSize: 50 }))).toContain(byAdmin.body.data.id);
    const withHit = await admin.post<AdminArticleDetail>('/api/admin/articles/save', {
      title: '系统公告（含词）',
      content: '<p>请勿相信场外配资</p>',
      categoryId: noticeCategory,
    });
    expect(withHit.body.data).toMatchObject({ status: 'pending', hitCount: 1 });
    expect(withHit.body.data.screeningHits[0]).toMatchObject({ word: '场外配资', field: 'content', offset: 4, length: 4 });
  });

  it('publishes at the scheduled time: hidden before, shown after', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const saved = await editor.post<AdminArticleDetail>('/api/admin/articles/save', {
      title: '定时公告（测试）',
      content: '<p>定时发布的内容</p>',
      categoryId: noticeCategory,
      publishAt: future,
    });
    const id = saved.body.data.id;
    expect(saved.body.data.publishAt).toBe(future);
    expect((await reviewer.post('/api/admin/review/approve', { kind: 'article', id })).body.data).toMatchObject({ status: 'published' });
    expect(ids(await tourist.get('/api/article/findNoticeListByCategoryId', { categoryId: noticeCategory, pageSize: 50 }))).not.toContain(id);
    expect((await tourist.get('/api/article/getArticleDetail', { id })).status).toBe(404);
    // The review queue says so, with the time in China time, not 已发布.
    const queued = await reviewer.get<Page<ReviewItem>>('/api/admin/review/list', { kind: 'article', status: 'published', keyword: '定时公告（测试）' });
    const china = new Date(Date.parse(future) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(queued.body.data.list.find((i) => i.id === id)?.statusName).toBe(`定时发布 ${china}`);

    const now = await editor.post<AdminArticleDetail>('/api/admin/articles/schedule', { id, publishAt: new Date(Date.now() - 1000).toISOString() });
    expect(now.body.result).toBe(true);
    expect(ids(await tourist.get('/api/article/findNoticeListByCategoryId', { categoryId: noticeCategory, pageSize: 50 }))).toContain(id);
    expect((await tourist.get<ArticleDetail>('/api/article/getArticleDetail', { id })).body.data.publishTime).not.toBeNull();

    // Moving it back into the future hides it again.
    await editor.post('/api/admin/articles/schedule', { id, publishAt: future });
    expect(ids(await tourist.get('/api/article/findAllList', { pageSize: 50 }))).not.toContain(id);
  });

  it('saves a cover image and attachments uploaded through the back office', async () => {
    const cover = await postForm<{ filePath: string }>(`${server.url}/api/admin/articles/upload?kind=image`, admin.token, {}, [
      { field: 'file', data: testPng(), name: 'c.png', type: 'image/png' },
    ]);
    const pdf = await postForm<{ filePath: string }>(`${server.url}/api/admin/articles/upload?kind=attachment`, admin.token, {}, [
      { field: 'file', data: testPdf(), name: '附件.pdf', type: 'application/pdf' },
    ]);
    const attachments = JSON.stringify([{ filePath: pdf.body.data.filePath, name: '竞拍规则.pdf' }]);
    const saved = await admin.post<AdminArticleDetail>('/api/admin/articles/save', {
      title: '带附件的公告（测试）',
      content: '<p>见附件</p>',
      categoryId: noticeCategory,
      coverPath: cover.body.data.filePath,
      attachments,
      source: '交易中心',
    });
    expect(saved.body.data).toMatchObject({
      coverPath: cover.body.data.filePath,
      coverUrl: `/uploads/${cover.body.data.filePath}`,
      source: '交易中心',
      attachments: [
        { name: '竞拍规则.pdf', filePath: pdf.body.data.filePath, url: `/uploads/${pdf.body.data.filePath}?name=${encodeURIComponent('竞拍规则.pdf')}` },
      ],
    });
    // The attachment downloads under its title, not the stored hash name.
    const file = await fetch(`${server.url}${saved.body.data.attachments[0]!.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('竞拍规则.pdf')}`);
    // A title without the extension gets the stored file's; path separators are dropped.
    const untitled = await fetch(`${server.url}/uploads/${pdf.body.data.filePath}?name=${encodeURIComponent('../2026年 规则')}`);
    expect(untitled.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('..2026年 规则.pdf')}`);
    const bad = await admin.post('/api/admin/articles/save', {
      title: '坏封面',
      content: '<p>x</p>',
      categoryId: noticeCategory,
      coverPath: '../../etc/passwd',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^封面图片有误/);
  });

  it('lists with filters and pagination for the back office', async () => {
    const res = await editor.get<Page<{ status: string; title: string; authorType: string }>>('/api/admin/articles/list', {
      status: 'published',
      authorType: 'staff',
      title: '演示',
      pageSize: 10,
      currentPage: 2,
    });
    expect(res.body.data).toMatchObject({ currentPage: 2, pageSize: 10 });
    expect(res.body.data.total).toBeGreaterThan(10);
    for (const a of res.body.data.list) expect(a).toMatchObject({ status: 'published', authorType: 'staff', title: expect.stringContaining('演示') });
    const dated = await editor.get<Page<unknown>>('/api/admin/articles/list', { startDate: '2000-01-01', endDate: '2000-01-02' });
    expect(dated.body.data.total).toBe(0);
  });
});
