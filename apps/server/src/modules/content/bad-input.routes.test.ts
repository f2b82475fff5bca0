import {
  adminArticleListQuery,
  adminArticleSaveBody,
  adminComplaintListQuery,
  answersQuery,
  articleIdQuery,
  articleListQuery,
  articleNoticeListQuery,
  articleScheduleBody,
  complainBody,
  complaintHandleBody,
  contentCheckBody,
  contentTypeListQuery,
  contentTypeSaveBody,
  expertProfileSaveBody,
  expertTypeQuery,
  followQuery,
  forwardArticleBody,
  keywordUrlSaveBody,
  myArticlesQuery,
  publishArticleForm,
  questionListQuery,
  reviewListQuery,
  reviewRejectBody,
  saveAnswerBody,
  saveQuestionBody,
  sensitiveWordAddBody,
  sensitiveWordDeleteBody,
  sensitiveWordListQuery,
  thumbsUpQuery,
  topQuestionsQuery,
  unpublishListQuery,
  userListQuery,
  userQuery,
} from '@coal/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { junkArbitrary } from '../../test/junk.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer, member: TestClient, admin: TestClient;
beforeAll(async () => ({ server, member, admin } = await startWithClients({ member: 'member:expert', admin: 'staff:admin' })));
afterAll(() => server.close());

type Who = 'member' | 'admin';
/** [method, url, schema, fields, caller, may a valid request change data?] */
const ENDPOINTS: Array<[string, string, z.ZodType, string[], Who, boolean]> = [
  ['GET', '/api/article/findAllList', articleListQuery, ['categoryId', 'keyword', 'currentPage', 'pageSize'], 'member', false],
  ['GET', '/api/article/findNoticeListByCategoryId', articleNoticeListQuery, ['categoryId', 'keyword', 'pageNo'], 'member', false],
  ['GET', '/api/article/getArticleDetail', articleIdQuery, ['id'], 'member', true],
  ['GET', '/api/article/myArticles', myArticlesQuery, ['status', 'keyword', 'pageSize'], 'member', false],
  ['GET', '/api/article/findContentTypeList', contentTypeListQuery, ['postable', 'parentId'], 'member', false],
  ['POST', '/api/article/forwardArticle', forwardArticleBody, ['id', 'channel'], 'member', true],
  ['POST', '/api/article/publishArticle', publishArticleForm, ['title', 'content', 'categoryId', 'summary', 'draft', 'id'], 'member', true],
  ['GET', '/api/common/thumbsUp', thumbsUpQuery, ['id', 'type'], 'member', true],
  ['GET', '/api/common/follow', followQuery, ['id', 'type'], 'member', true],
  ['POST', '/api/common/complain', complainBody, ['targetType', 'targetId', 'reasonType', 'content'], 'member', true],
  ['GET', '/api/user/getSimpleUserInfo', userQuery, ['userId'], 'member', false],
  ['GET', '/api/user/getFansList', userListQuery, ['userId', 'pageSize'], 'member', false],
  ['GET', '/api/user/getUnpublishList', unpublishListQuery, ['status', 'currentPage'], 'member', false],
  ['GET', '/api/questionAnswer/findQuestionList', questionListQuery, ['keyword', 'expertTypeId', 'expertId', 'answered'], 'member', false],
  ['GET', '/api/questionAnswer/getAnswers', answersQuery, ['questionId', 'pageSize'], 'member', false],
  ['GET', '/api/questionAnswer/findTopQuestions', topQuestionsQuery, ['size'], 'member', false],
  ['POST', '/api/questionAnswer/saveQuestionTest', saveQuestionBody, ['title', 'content', 'expertTypeId', 'expertId'], 'member', false],
  ['POST', '/api/questionAnswer/saveAnswer', saveAnswerBody, ['questionId', 'content'], 'member', true],
  ['GET', '/api/expertType/selectAllByModel', expertTypeQuery, ['id', 'name'], 'member', false],
  ['GET', '/api/admin/articles/list', adminArticleListQuery, ['title', 'categoryId', 'status', 'author', 'startDate', 'endDate'], 'admin', false],
  [
    'POST',
    '/api/admin/articles/save',
    adminArticleSaveBody,
    ['title', 'content', 'categoryId', 'coverPath', 'attachments', 'publishAt', 'isTop'],
    'admin',
    true,
  ],
  ['POST', '/api/admin/articles/schedule', articleScheduleBody, ['id', 'publishAt'], 'admin', true],
  ['GET', '/api/admin/review/list', reviewListQuery, ['kind', 'status', 'keyword', 'categoryId'], 'admin', false],
  ['POST', '/api/admin/review/reject', reviewRejectBody, ['kind', 'id', 'reason'], 'admin', true],
  ['POST', '/api/admin/review/check-test', contentCheckBody, ['title', 'content', 'categoryId'], 'admin', false],
  ['GET', '/api/admin/sensitive-words/list', sensitiveWordListQuery, ['keyword', 'category', 'level'], 'admin', false],
  ['POST', '/api/admin/sensitive-words/add', sensitiveWordAddBody, ['word', 'category', 'level'], 'admin', true],
  ['POST', '/api/admin/sensitive-words/delete', sensitiveWordDeleteBody, ['ids'], 'admin', true],
  ['GET', '/api/admin/complaints/list', adminComplaintListQuery, ['status', 'targetType', 'reasonType', 'keyword', 'startDate'], 'admin', false],
  ['POST', '/api/admin/complaints/handle', complaintHandleBody, ['id', 'status', 'reply', 'offlineTarget'], 'admin', true],
  ['POST', '/api/admin/content-types/save', contentTypeSaveBody, ['id', 'name', 'code', 'parentId', 'enabled'], 'admin', true],
  ['POST', '/api/admin/keywords/save', keywordUrlSaveBody, ['id', 'keyword', 'url'], 'admin', true],
  ['POST', '/api/admin/experts/save', expertProfileSaveBody, ['id', 'loginId', 'name', 'photoPath', 'expertTypeIds'], 'admin', true],
];

const TABLES = [
  'articles',
  'article_revisions',
  'content_categories',
  'keyword_urls',
  'thumbs_ups',
  'article_follows',
  'member_follows',
  'sensitive_words',
  'complaints',
  'questions',
  'answers',
  'expert_types',
  'expert_profiles',
];

async function snapshot(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of TABLES) {
    const result = await server.database.db.execute(sql.raw(`select count(*)::int as n from ${t}`));
    counts[t] = (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  }
  return counts;
}

const junk = junkArbitrary({
  maxShort: 30,
  longFrom: 600,
  extra: [
    'null',
    '[]',
    '{"a":1}',
    '1',
    '2147483648',
    'NaN',
    'true',
    '<script>alert(1)</script>',
    'a\u0000b',
    '\ud800',
    '%',
    '_',
    '2026-13-45',
    'article',
    'user',
    'pending',
    '-'.repeat(36),
    '9999999999',
    '1,9999999999',
    '00000000-0000-0000-0000-000000000000',
    '1,2147483648',
  ],
});

describe('bad input to the content, screening, complaint, expert and community calls', () => {
  it.each(ENDPOINTS)('%s %s: a 400 in Chinese for what the schema refuses, never a 5xx', async (method, url, schema, fields, who, writes) => {
    const client = who === 'admin' ? admin : member;
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...fields, 'extra'), junk, { maxKeys: fields.length + 1 }), async (params) => {
        const res = await client.request(method, url, params);
        expect(res.status, JSON.stringify(params)).toBeLessThan(500);
        const hasNul = Object.values(params).some((v) => v.includes('\u0000'));
        if (hasNul || !schema.safeParse(params).success) {
          expect(res.status, JSON.stringify(params)).toBe(400);
          expect(res.body.result).toBe(false);
          expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
        }
      }),
      { numRuns: 25 },
    );
    if (!writes) expect(await snapshot()).toEqual(before);
  });

  it('refuses over-long and malformed bodies in Chinese', async () => {
    const long = await member.post('/api/questionAnswer/saveQuestion', { title: '问'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/长度不能超过100个字符/);
    const json = await fetch(`${server.url}/api/admin/articles/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'e-user-token': admin.token! },
      body: '{bad',
    });
    expect(json.status).toBe(400);
  });
});
