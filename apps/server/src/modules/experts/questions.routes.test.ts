import type { AnswerItem, ExpertProfile, ExpertType, Page, QuestionItem, ReviewItem, SaveQuestionAnswer } from '@coal/contracts';
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs, questions } from '../../db/schema/index.ts';
import { buildExpertProfile, buildSensitiveWords } from '../../test/factories.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let member: TestClient;
let expert: TestClient;
let tourist: TestClient;
let reviewer: TestClient;
let admin: TestClient;

const questionCount = async () => (await server.database.db.select({ n: count() }).from(questions))[0]!.n;

beforeAll(async () => {
  server = await startTestServer();
  tourist = await server.client();
  member = await server.member();
  expert = await server.member('expert');
  reviewer = await server.staff('reviewer');
  admin = await server.staff('admin');
});
afterAll(() => server.close());

describe('questions and answers', () => {
  it('the dry run screens without saving; a clean question is published, one with a hit waits for review', async () => {
    await buildSensitiveWords(reviewer, [{ word: '测试保本词', category: '测试', level: 3 }]);
    const before = await questionCount();
    const dry = await member.post<SaveQuestionAnswer>('/api/questionAnswer/saveQuestionTest', { title: '有人说能测试保本词，可信吗？' });
    expect(dry.body.data).toMatchObject({ id: null, pass: false, hits: [{ field: 'title', offset: 4, length: 5, word: '测试保本词' }] });
    expect(await questionCount()).toBe(before);

    const types = await tourist.get<ExpertType[]>('/api/expertType/selectAllByModel');
    const coal = types.body.data.find((t) => t.name === '动力煤')!;
    const clean = await member.post<SaveQuestionAnswer>('/api/questionAnswer/saveQuestion', {
      title: '冬季电厂日耗会升到多少？',
      content: '想了解今年冬季的情况。',
      expertTypeId: coal.id,
    });
    expect(clean.body.data).toMatchObject({ status: 'published', pass: true, hits: [] });
    const held = await member.post<SaveQuestionAnswer>('/api/questionAnswer/saveQuestion', { title: '有人说能测试保本词，可信吗？' });
    expect(held.body.data).toMatchObject({ status: 'pending', pass: false });

    const hall = await tourist.get<Page<QuestionItem>>('/api/questionAnswer/findQuestionList', { pageSize: 50 });
    const ids = hall.body.data.list.map((q) => q.id);
    expect(ids).toContain(clean.body.data.id);
    expect(ids).not.toContain(held.body.data.id);
    const mine = await member.get<Page<QuestionItem>>('/api/questionAnswer/myQuestionList', { status: 'pending' });
    expect(mine.body.data.list.map((q) => q.id)).toContain(held.body.data.id);

    const queue = await reviewer.get<Page<ReviewItem>>('/api/admin/review/list', { kind: 'question' });
    expect(queue.body.data.list.map((q) => q.id)).toContain(held.body.data.id);
    expect((await reviewer.post<{ status: string }>('/api/admin/review/approve', { kind: 'question', id: held.body.data.id })).body.data.status).toBe(
      'published',
    );
    expect((await tourist.get<QuestionItem>('/api/questionAnswer/getQuestionDetail', { id: held.body.data.id })).body.data.viewCount).toBe(1);

    // The expert (of 动力煤) sees the typed question waiting, answers it, and it leaves the waiting list.
    const waiting = await expert.get<number>('/api/questionAnswer/toBeAnsweredQuestionCount');
    const list = await expert.get<Page<QuestionItem>>('/api/questionAnswer/toBeAnsweredQuestions', { pageSize: 50 });
    expect(list.body.data.list.map((q) => q.id)).toContain(clean.body.data.id);
    expect(list.body.data.total).toBe(waiting.body.data);
    // The answer carries the expert's profile as it is when answering.
    const profile = await buildExpertProfile(server.database.db, 'expert', { title: '测试职称' });
    const answer = await expert.post<SaveQuestionAnswer>('/api/questionAnswer/saveAnswer', {
      questionId: clean.body.data.id,
      content: '预计环比上升一成左右（测试回答）。',
    });
    expect(answer.body.data).toMatchObject({ status: 'published', pass: true });
    expect((await expert.get<number>('/api/questionAnswer/toBeAnsweredQuestionCount')).body.data).toBe(waiting.body.data - 1);

    const answers = await tourist.get<Page<AnswerItem>>('/api/questionAnswer/getAnswers', { questionId: clean.body.data.id });
    expect(answers.body.data.list[0]).toMatchObject({
      content: '预计环比上升一成左右（测试回答）。',
      expertName: profile.name,
      expertTitle: '测试职称',
      isThumbsUp: false,
    });
    const thumbs = await member.get<{ thumbsUpCount: number; isThumbsUp: boolean }>('/api/common/thumbsUp', { type: 'answer', id: answer.body.data.id });
    expect(thumbs.body.data).toMatchObject({ isThumbsUp: true, thumbsUpCount: 1 });
    expect((await tourist.get<QuestionItem>('/api/questionAnswer/getQuestionDetail', { id: clean.body.data.id })).body.data.answerCount).toBe(1);

    expect((await expert.get<Page<AnswerItem>>('/api/questionAnswer/myAnswerList')).body.data.list.map((a) => a.id)).toContain(answer.body.data.id);
    expect((await expert.get('/api/questionAnswer/deleteAnswer', { id: answer.body.data.id })).body.result).toBe(true);
    expect((await tourist.get<QuestionItem>('/api/questionAnswer/getQuestionDetail', { id: clean.body.data.id })).body.data.answerCount).toBe(0);
    expect((await member.get('/api/questionAnswer/deleteQuestion', { id: clean.body.data.id })).body.result).toBe(true);
    expect((await tourist.get('/api/questionAnswer/getQuestionDetail', { id: clean.body.data.id })).status).toBe(404);
  });

  it('only experts answer; members cannot delete others’ questions', async () => {
    const [q] = (await tourist.get<Page<QuestionItem>>('/api/questionAnswer/findQuestionList')).body.data.list;
    expect((await member.post('/api/questionAnswer/saveAnswer', { questionId: q!.id, content: '我来答' })).body).toMatchObject({
      result: false,
      message: '只有专家可以回答问题',
    });
    const other = await server.member('bidder');
    const mine = await member.post<SaveQuestionAnswer>('/api/questionAnswer/saveQuestion', { title: '属于会员的问题' });
    expect((await other.get('/api/questionAnswer/deleteQuestion', { id: mine.body.data.id! })).body.code).toBe(403);
  });

  it('a member’s deletion of a published question (a GET) leaves the cached hall at once', async () => {
    const url = '/api/questionAnswer/findQuestionList';
    const saved = await member.post<SaveQuestionAnswer>('/api/questionAnswer/saveQuestion', { title: '缓存中的问题' });
    expect(saved.body.data.status).toBe('published');
    const before = await tourist.get<Page<QuestionItem>>(url);
    expect(before.body.data.list.map((q) => q.id)).toContain(saved.body.data.id);
    expect(before.headers.get('etag')).toMatch(/^W\//);
    expect((await member.get('/api/questionAnswer/deleteQuestion', { id: saved.body.data.id! })).body.result).toBe(true);
    const after = await tourist.get<Page<QuestionItem>>(url);
    expect(after.body.data.list.map((q) => q.id)).not.toContain(saved.body.data.id);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('lists the top questions and the experts with their statistics', async () => {
    const top = await tourist.get<QuestionItem[]>('/api/questionAnswer/findTopQuestions', { size: 3 });
    expect(top.body.data).toHaveLength(3);
    expect(top.body.data[0]!.isTop).toBe(true);
    const experts = await tourist.get<Page<ExpertProfile>>('/api/questionAnswer/getExpertList');
    expect(experts.body.data.total).toBe(3);
    const zhang = experts.body.data.list.find((e) => e.loginId === 'expert')!;
    expect(zhang.expertTypes.map((t) => t.name)).toContain('动力煤');
    expect(zhang.answerCount).toBeGreaterThan(0);
  });
});

describe('expert types and profiles (back office)', () => {
  it('saves, lists by example and deletes expert types', async () => {
    const saved = await admin.post<ExpertType>('/api/expertType/saveExpertType', { name: '测试类型', description: '说明', sortOrder: 99 });
    expect(saved.body.data).toMatchObject({ name: '测试类型', sortOrder: 99 });
    expect((await admin.post('/api/expertType/saveExpertType', { name: '测试类型' })).body).toMatchObject({ result: false, message: '专家类型名称已存在' });
    await admin.post('/api/expertType/saveExpertType', { id: saved.body.data.id, name: '测试类型', description: '新说明', sortOrder: 99 });
    const [edit] = await server.database.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(1);
    expect(edit!.detail).toEqual({ changes: [{ field: '说明', before: '说明', after: '新说明' }] });
    expect((await tourist.get<ExpertType[]>('/api/expertType/selectAllByModel', { name: '测试' })).body.data.map((t) => t.name)).toEqual(['测试类型']);
    expect((await member.post('/api/expertType/saveExpertType', { name: '越权' })).body.code).toBe(401);
    expect((await admin.get('/api/expertType/deleteById', { id: saved.body.data.id })).body.result).toBe(true);
    expect((await admin.get('/api/expertType/deleteById', { id: saved.body.data.id })).status).toBe(404);
  });

  it('refuses to delete an expert type still given to experts, with their count', async () => {
    const types = (await tourist.get<ExpertType[]>('/api/expertType/selectAllByModel')).body.data;
    const used = types.find((t) => t.expertCount > 0)!;
    const refused = await admin.get('/api/expertType/deleteById', { id: used.id });
    expect(refused.body).toMatchObject({ result: false, code: 1602, message: `该类型下还有${used.expertCount}位专家，不能删除` });
    const after = (await tourist.get<ExpertType[]>('/api/expertType/selectAllByModel', { id: used.id })).body.data;
    expect(after).toMatchObject([{ id: used.id, expertCount: used.expertCount }]);
  });

  it('makes a member an expert with a profile, and back', async () => {
    const types = (await tourist.get<ExpertType[]>('/api/expertType/selectAllByModel')).body.data;
    const saved = await admin.post<ExpertProfile>('/api/admin/experts/save', {
      loginId: 'bidder',
      name: '汾河焦化 陈工',
      title: '工程师',
      expertTypeIds: `${types[2]!.id},${types[3]!.id}`,
    });
    expect(saved.body.data).toMatchObject({ loginId: 'bidder', name: '汾河焦化 陈工', enabled: true, answerCount: 0 });
    expect(saved.body.data.expertTypes).toHaveLength(2);
    const bidder = await server.member('bidder');
    expect((await bidder.get<{ isExpert: string }>('/api/user/getUserInfo', { pageType: 'portal' })).body.data.isExpert).toBe('1');
    expect((await admin.post('/api/admin/experts/save', { loginId: 'bidder', name: '再来一次' })).body.message).toBe('该会员已是专家');
    expect((await admin.post('/api/admin/experts/delete', { id: saved.body.data.id })).body.result).toBe(true);
    expect((await bidder.get<{ isExpert: string }>('/api/user/getUserInfo', { pageType: 'portal' })).body.data.isExpert).toBe('0');
  });
});
