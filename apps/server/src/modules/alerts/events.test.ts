/**
 * The notifications other modules send through notify(): an answer to my question, my
 * content approved or rejected, a reply to my complaint — each in the asker's centre only.
 */
import type { NotificationItem, Page } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let member: TestClient;
let expert: TestClient;
let reviewer: TestClient;

const titles = async (client: TestClient) =>
  (await client.get<Page<NotificationItem>>('/api/notifications/list', { currentPage: 1, pageSize: 50 })).body.data.list.map((n) => `${n.kind}:${n.title}`);

beforeAll(async () => {
  server = await startTestServer();
  member = await server.member('member');
  expert = await server.member('expert');
  reviewer = await server.staff('reviewer');
});
afterAll(() => server.close());

describe('notifications from other modules', () => {
  it('tells the asker about an answer, and authors about review decisions', async () => {
    const held = await member.post<{ id: number }>('/api/questionAnswer/saveQuestion', { title: '有人说能保证收益，可信吗？' });
    const rejected = await member.post<{ id: number }>('/api/questionAnswer/saveQuestion', { title: '保证收益的渠道有哪些？' });
    expect((await reviewer.post('/api/admin/review/approve', { kind: 'question', id: held.body.data.id })).body.result).toBe(true);
    expect((await reviewer.post('/api/admin/review/reject', { kind: 'question', id: rejected.body.data.id, reason: '含违规内容' })).body.result).toBe(true);
    const answer = await expert.post('/api/questionAnswer/saveAnswer', { questionId: held.body.data.id, content: '不可信，请谨慎（测试回答）。' });
    expect(answer.body.result).toBe(true);

    const mine = await titles(member);
    expect(mine).toContain('contentReview:您的提问“有人说能保证收益，可信吗？”已审核通过');
    expect(mine).toContain('contentReview:您的提问“保证收益的渠道有哪些？”未通过审核');
    expect(mine).toContain('questionAnswer:您的提问有了新回答');
    // Nothing of it reaches another member.
    expect((await titles(expert)).some((t) => t.includes('保证收益'))).toBe(false);
  });
});
