import type { ComplaintDetail, ComplaintItem, SaveQuestionAnswer } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { postForm } from '../content/content-test-helpers.ts';

let server: TestServer;
let member: TestClient;
let expert: TestClient;
let reviewer: TestClient;
let admin: TestClient;

// Markup a member can type: a redirect, a stylesheet, an event handler and a script.
const TYPED =
  '<meta http-equiv="refresh" content="0;url=https://evil.example/"><style>body{display:none}</style><img src="x" onerror="alert(1)"><script>alert(2)</script>';

beforeAll(async () => {
  server = await startTestServer();
  member = await server.member();
  expert = await server.member('expert');
  reviewer = await server.staff('reviewer');
  admin = await server.staff('admin');
});
afterAll(() => server.close());

/** Files a complaint as the member and reads it back as the reviewer. */
async function complainAndRead(targetType: 'article' | 'question' | 'answer', targetId: number) {
  const filed = await member.post<ComplaintItem>('/api/common/complain', { targetType, targetId, reasonType: 'other' });
  expect(filed.body.result).toBe(true);
  const detail = await reviewer.get<ComplaintDetail>('/api/admin/complaints/detail', { id: filed.body.data.id });
  return detail.body.data.target!;
}

describe('a complaint target says how its content is shown', () => {
  it('a question and an answer are text, answered exactly as typed', async () => {
    const q = await member.post<SaveQuestionAnswer>('/api/questionAnswer/saveQuestion', { title: '标题', content: TYPED });
    expect(q.body.result).toBe(true);
    await admin.post('/api/admin/review/approve', { kind: 'question', id: q.body.data.id });
    expect(await complainAndRead('question', q.body.data.id!)).toMatchObject({ contentFormat: 'text', content: TYPED });

    const a = await expert.post<SaveQuestionAnswer>('/api/questionAnswer/saveAnswer', { questionId: q.body.data.id, content: TYPED });
    expect(a.body.result).toBe(true);
    await admin.post('/api/admin/review/approve', { kind: 'answer', id: a.body.data.id });
    expect(await complainAndRead('answer', a.body.data.id!)).toMatchObject({ contentFormat: 'text', content: TYPED });
  });

  it('an article is its sanitised HTML: markup stripped, escaped text left escaped', async () => {
    const types = await member.get<Array<{ id: number; code: string }>>('/api/article/findContentTypeList');
    const categoryId = types.body.data.find((c) => c.code === 'member_post')!.id;
    const content = `<p>正文 &lt;script&gt;alert(3)&lt;/script&gt;</p>${TYPED}`;
    const post = await postForm<{ id: number }>(`${server.url}/api/article/publishArticle`, member.token, { title: '文章', content, categoryId });
    expect(post.body.result).toBe(true);
    await admin.post('/api/admin/review/approve', { kind: 'article', id: post.body.data.id });
    const target = await complainAndRead('article', post.body.data.id);
    expect(target.contentFormat).toBe('html');
    expect(target.content).not.toMatch(/<meta|<style|<script|<img|onerror/i);
    // Before, the body was decoded to text and shown as HTML: `&lt;script&gt;` became a tag.
    expect(target.content).toContain('&lt;script&gt;alert(3)&lt;/script&gt;');
  });
});
