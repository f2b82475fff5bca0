import { randomUUID } from 'node:crypto';
import type { AdminArticleDetail, AdminLinkItem } from '@coal/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, externalLinks, operationLogs } from '../db/schema/index.ts';
import { startLibraryServer } from '../modules/library/library-test-kit.ts';
import type { TestClient, TestServer } from '../test/test-server.ts';

let server: TestServer;
let editor: TestClient;
let admin: TestClient;
let noticeCategory: number;

beforeAll(async () => {
  server = await startLibraryServer();
  editor = await server.staff('editor');
  admin = await server.staff('admin');
  const tourist = await server.client();
  const types = await tourist.get<Array<{ id: number; code: string }>>('/api/article/findContentTypeList');
  noticeCategory = types.body.data.find((c) => c.code === 'notice_trade')!.id;
});
afterAll(() => server.close());

const key = () => `k-${randomUUID()}`;
const db = () => server.database.db;
const articlesTitled = async (title: string) => Number((await db().select({ n: count() }).from(articles).where(eq(articles.title, title)))[0]!.n);
const linksNamed = async (name: string) => Number((await db().select({ n: count() }).from(externalLinks).where(eq(externalLinks.name, name)))[0]!.n);
const logsTargeting = async (text: string) =>
  (await db().select({ target: operationLogs.target }).from(operationLogs)).filter((r) => r.target.includes(text)).length;

describe('idempotent back-office creates (Idempotency-Key)', () => {
  it('two parallel saves of one article with one key store one article and answer the same', async () => {
    const k = key();
    const body = { title: '幂等公告（两次）', content: '<p>正文</p>', categoryId: noticeCategory, draft: 'true' };
    const [a, b] = await Promise.all([
      editor.post<AdminArticleDetail>('/api/admin/articles/save', body, { 'idempotency-key': k }),
      editor.post<AdminArticleDetail>('/api/admin/articles/save', body, { 'idempotency-key': k }),
    ]);
    expect(a.body.result && b.body.result).toBe(true);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect([a.headers.get('idempotent-replay'), b.headers.get('idempotent-replay')].filter(Boolean)).toHaveLength(1);
    expect(await articlesTitled(body.title)).toBe(1);
    // One operation-log row: the replay did nothing.
    expect(await logsTargeting(body.title)).toBe(1);
    // Later repeats (within the window) are answered the same, still one row.
    const again = await editor.post<AdminArticleDetail>('/api/admin/articles/save', body, { 'idempotency-key': k });
    expect(again.body.data.id).toBe(a.body.data.id);
    expect(await articlesTitled(body.title)).toBe(1);
  });

  it('100 parallel link creates with one key store one link', async () => {
    const k = key();
    const body = { group: 'partner', name: '幂等伙伴（百次）', url: 'https://idem.example.com', sort: 1 };
    const answers = await Promise.all(Array.from({ length: 100 }, () => editor.post<AdminLinkItem>('/api/admin/link/create', body, { 'idempotency-key': k })));
    expect(answers.every((r) => r.status === 200 && r.body.result)).toBe(true);
    expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
    expect(await linksNamed(body.name)).toBe(1);
  });

  it('a new key creates again; without a key nothing changes; keys belong to one staff member', async () => {
    const body = { group: 'partner', name: '幂等伙伴（新键）', url: 'https://idem2.example.com' };
    const k = key();
    await editor.post('/api/admin/link/create', body, { 'idempotency-key': k });
    await editor.post('/api/admin/link/create', body, { 'idempotency-key': key() });
    await editor.post('/api/admin/link/create', body);
    // Another staff member's identical key is another submission.
    await admin.post('/api/admin/link/create', body, { 'idempotency-key': k });
    expect(await linksNamed(body.name)).toBe(4);
  });

  it('a refused submission frees its key: the corrected form goes through with the same key', async () => {
    const k = key();
    const bad = await editor.post(
      '/api/admin/link/create',
      { group: 'partner', name: '幂等伙伴（改正）', url: 'javascript:alert(1)' },
      { 'idempotency-key': k },
    );
    expect(bad.status).toBe(400);
    const good = await editor.post<AdminLinkItem>(
      '/api/admin/link/create',
      { group: 'partner', name: '幂等伙伴（改正）', url: 'https://fixed.example.com' },
      { 'idempotency-key': k },
    );
    expect(good.body.result).toBe(true);
    expect(good.headers.get('idempotent-replay')).toBeNull();
    expect(await linksNamed('幂等伙伴（改正）')).toBe(1);
  });

  it('refuses a malformed key with a clear message', async () => {
    const res = await editor.post('/api/admin/link/create', { group: 'partner', name: 'x', url: 'https://x.example' }, { 'idempotency-key': 'bad key!' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Idempotency-Key 格式有误');
  });
});
