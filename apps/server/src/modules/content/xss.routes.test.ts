import type { AdminArticleDetail, ArticleDetail, ArticleListItem, QuestionItem } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { testPng } from '../uploads/upload-test-files.ts';
import { postForm } from './content-test-helpers.ts';

let server: TestServer;
let member: TestClient;
let admin: TestClient;
let tourist: TestClient;
let postCategory: number;
let noticeCategory: number;

const PAYLOAD = [
  '<p>正文<script>document.cookie</script></p>',
  '<img src="x" onerror="alert(1)">',
  '<img src="/uploads/2026/11/0123456789abcdef0123456789abcdef.png" onerror="alert(2)" alt="图">',
  '<a href="javascript:alert(3)">链接</a>',
  '<a href="jav&#x09;ascript:alert(4)">编码链接</a>',
  '<span style="background:url(javascript:alert(5));color:red">样式</span>',
  '<span style="width:expression(alert(6))">表达式</span>',
  '<p onmouseover="alert(7)">事件</p>',
  '<iframe srcdoc="<script>alert(8)</script>"></iframe>',
  '<svg><animate onbegin="alert(9)"/></svg>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMTApPg==">',
].join('');

/** Nothing in the stored HTML can run script. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<svg|srcdoc|\bon[a-z]+\s*=|javascript:|expression\(|url\(|data:/i);
}

beforeAll(async () => {
  server = await startTestServer();
  tourist = await server.client();
  member = await server.member();
  admin = await server.staff('admin');
  const types = await tourist.get<Array<{ id: number; code: string }>>('/api/article/findContentTypeList');
  postCategory = types.body.data.find((c) => c.code === 'member_post')!.id;
  noticeCategory = types.body.data.find((c) => c.code === 'notice_system')!.id;
});
afterAll(() => server.close());

describe('stored XSS', () => {
  it('a member post (multipart, with a cover image) is stored and served inert', async () => {
    const res = await postForm<ArticleListItem>(
      `${server.url}/api/article/publishArticle`,
      member.token,
      { title: '<img src=x onerror=alert(0)>标题', content: PAYLOAD, categoryId: postCategory },
      [{ field: 'cover', data: testPng(), name: '封面.png', type: 'image/png' }],
    );
    expect(res.body.result).toBe(true);
    expect(res.body.data.coverUrl).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.png$/);
    const id = res.body.data.id;
    await admin.post('/api/admin/review/approve', { kind: 'article', id });
    const detail = await tourist.get<ArticleDetail>('/api/article/getArticleDetail', { id });
    expectInert(detail.body.data.content);
    expect(detail.body.data.content).toContain('<span style="color:red">样式</span>');
    expect(detail.body.data.content).toContain('alt="图"');
    // The title is plain text: sent back as the string typed, for the page to show as text.
    expect(detail.body.data.title).toBe('<img src=x onerror=alert(0)>标题');
    expect(detail.headers.get('content-type')).toContain('application/json');
    const cover = await fetch(`${server.url}${detail.body.data.coverUrl}`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');
  });

  it('a staff article is sanitised on create and on update', async () => {
    const created = await admin.post<AdminArticleDetail>('/api/admin/articles/save', { title: '公告', content: PAYLOAD, categoryId: noticeCategory });
    expectInert(created.body.data.content);
    const updated = await admin.post<AdminArticleDetail>('/api/admin/articles/save', {
      id: created.body.data.id,
      title: '公告',
      content: `<p>更新</p>${PAYLOAD}`,
      categoryId: noticeCategory,
    });
    expectInert(updated.body.data.content);
    expect(updated.body.data.content).toContain('<p>更新</p>');
  });

  it('questions are plain text: markup comes back as the literal string, never as HTML', async () => {
    const res = await member.post<{ id: number }>('/api/questionAnswer/saveQuestion', {
      title: '价格<script>alert(1)</script>',
      content: '<img src=x onerror=alert(2)>',
    });
    const q = await tourist.get<QuestionItem>('/api/questionAnswer/getQuestionDetail', { id: res.body.data.id });
    expect(q.body.data).toMatchObject({ title: '价格<script>alert(1)</script>', content: '<img src=x onerror=alert(2)>' });
    expect(q.headers.get('content-type')).toContain('application/json');
  });
});
