import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let member: TestClient;
let admin: TestClient;
let noticeCategory: number;
let postCategory: number;
let textCategory: number;

beforeAll(async () => {
  server = await startTestServer();
  member = await server.member();
  admin = await server.staff('admin');
  const types = await member.get<Array<{ id: number; code: string }>>('/api/article/findContentTypeList');
  noticeCategory = types.body.data.find((c) => c.code === 'notice_system')!.id;
  postCategory = types.body.data.find((c) => c.code === 'member_post')!.id;
  textCategory = (await member.get<Array<{ id: number }>>('/api/text/findCategoryList')).body.data[0]!.id;
});
afterAll(() => server.close());

const TABLES = ['articles', 'article_revisions', 'library_texts', 'external_links'];

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const result = await server.database.db.execute(sql.raw(`select count(*)::int as n from ${t}`));
    out[t] = (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  }
  return out;
}

/** A JSON body, as the web's http client or a script would send it. */
async function postJson(client: TestClient, path: string, body: Record<string, unknown>) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'e-user-token': client.token! },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { result: boolean; message: string } };
}

const nested = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
);
/** What a text field must refuse: anything but a string. */
const notText = fc.oneof(fc.boolean(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), nested);
/** What a flag must refuse: anything but true/false/'true'/'false'/'1'/'0' ('' and null mean absent). */
const notFlag = fc.oneof(
  fc.integer(),
  nested,
  fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== '' && !['true', 'false', '1', '0'].includes(s)),
);
/** What a number must refuse: anything but a number or a numeric string. */
const notNumber = fc.oneof(
  fc.boolean(),
  nested,
  fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== '' && !Number.isFinite(Number(s))),
);

type Kind = 'text' | 'flag' | 'number';
const WRONG: Record<Kind, fc.Arbitrary<unknown>> = { text: notText, flag: notFlag, number: notNumber };

/** [path, who, a valid body, the typed fields to spoil] */
const CALLS: Array<[string, () => TestClient, () => Record<string, unknown>, Record<string, Kind>]> = [
  [
    '/api/admin/articles/save',
    () => admin,
    () => ({ title: '公告', content: '<p>正文</p>', categoryId: noticeCategory }),
    { title: 'text', content: 'text', summary: 'text', categoryId: 'number', draft: 'flag', isTop: 'flag', isHot: 'flag' },
  ],
  [
    '/api/article/publishArticle',
    () => member,
    () => ({ title: '投稿', content: '<p>正文</p>', categoryId: postCategory }),
    { title: 'text', content: 'text', summary: 'text', categoryId: 'number', draft: 'flag', id: 'number' },
  ],
  [
    '/api/admin/text/create',
    () => admin,
    () => ({ title: '文本', content: '<p>正文</p>', categoryId: textCategory }),
    { title: 'text', content: 'text', summary: 'text', categoryId: 'number', sort: 'number' },
  ],
  [
    '/api/admin/link/create',
    () => admin,
    () => ({ group: 'partner', name: '链接', url: 'https://example.com/' }),
    { name: 'text', url: 'text', description: 'text', sort: 'number', enabled: 'flag' },
  ],
];

describe('JSON bodies with wrong types are refused, never coerced', () => {
  it.each(CALLS)('%s', async (path, who, valid, fields) => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(fields)).chain((field) => WRONG[fields[field]!].map((value) => ({ field, value }))),
        async ({ field, value }) => {
          const res = await postJson(who(), path, { ...valid(), [field]: value });
          expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(400);
          expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
        },
      ),
      { numRuns: 30 },
    );
    expect(await counts()).toEqual(before);
    // The valid body itself is accepted: the 400s above came from the spoiled field.
    expect((await postJson(who(), path, valid())).body).toMatchObject({ result: true });
  });

  it('the reported cases: {"draft":{}} submits nothing, a boolean title is not stored as "true"', async () => {
    const before = await counts();
    expect((await postJson(member, '/api/article/publishArticle', { title: '投稿', content: '<p>正文</p>', categoryId: postCategory, draft: {} })).status).toBe(
      400,
    );
    expect((await postJson(admin, '/api/admin/articles/save', { title: true, content: '<p>正文</p>', categoryId: noticeCategory })).status).toBe(400);
    expect((await postJson(admin, '/api/admin/articles/save', { title: '公告', content: '<p>正文</p>', categoryId: true })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});
