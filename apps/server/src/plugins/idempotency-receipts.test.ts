import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, expertTypes, externalLinks, indexFamilies, indexNotices, keywordUrls, libraryCategories, sensitiveWords } from '../db/schema/index.ts';
import type { KeyValueStore } from '../lib/kv/kv.ts';
import { startLibraryServer } from '../modules/library/library-test-kit.ts';
import type { TestClient, TestServer } from '../test/test-server.ts';
import { ALREADY_DONE_MESSAGE } from './idempotency-receipts.ts';

let server: TestServer;
let editor: TestClient;
let admin: TestClient;
let noticeCategory: number;
/** Keys whose answer the next request "crashes" before recording. */
const crashBeforeAnswer = new Set<string>();

beforeAll(async () => {
  server = await startLibraryServer();
  editor = await server.staff('editor');
  admin = await server.staff('admin');
  const tourist = await server.client();
  const types = await tourist.get<Array<{ id: number; code: string }>>('/api/article/findContentTypeList');
  noticeCategory = types.body.data.find((c) => c.code === 'notice_trade')!.id;
  // kill -9 between commit and answer: the answer is never stored and the claim is gone
  // (as when the pending claim of a dead process expires), the committed write stays.
  const durable: KeyValueStore = server.app.stores.durable;
  const set = durable.set.bind(durable);
  durable.set = async (key, value, ttl) => {
    const crashed = [...crashBeforeAnswer].find((k) => key.endsWith(`:${k}`));
    if (crashed && (value as { state?: string }).state === 'done') return durable.del(key);
    return set(key, value, ttl);
  };
});
afterAll(() => server.close());

const db = () => server.database.db;

/** Submits once with a key whose answer is lost, then retries with that key. */
async function submitCrashRetry(client: TestClient, path: string, body: Record<string, unknown>) {
  const k = `k-${randomUUID()}`;
  crashBeforeAnswer.add(k);
  const first = await client.post(path, body, { 'idempotency-key': k });
  expect(first.body.result).toBe(true);
  const retry = await client.post(path, body, { 'idempotency-key': k });
  return retry;
}

describe('a committed submission whose answer was lost is not written again', () => {
  it('article save', async () => {
    const title = `幂等崩溃公告-${randomUUID().slice(0, 6)}`;
    const retry = await submitCrashRetry(editor, '/api/admin/articles/save', { title, content: '<p>正文</p>', categoryId: noticeCategory, draft: 'true' });
    expect(retry.body).toMatchObject({ result: false, message: ALREADY_DONE_MESSAGE });
    expect(Number((await db().select({ n: count() }).from(articles).where(eq(articles.title, title)))[0]!.n)).toBe(1);
  });

  it('link create (the shared admin-list create)', async () => {
    const name = `幂等崩溃伙伴-${randomUUID().slice(0, 6)}`;
    const retry = await submitCrashRetry(editor, '/api/admin/link/create', { group: 'partner', name, url: 'https://crash.example.com' });
    expect(retry.body.message).toBe(ALREADY_DONE_MESSAGE);
    expect(Number((await db().select({ n: count() }).from(externalLinks).where(eq(externalLinks.name, name)))[0]!.n)).toBe(1);
  });

  it('index family save', async () => {
    const code = `CR${randomUUID().slice(0, 4).toUpperCase()}`;
    const retry = await submitCrashRetry(editor, '/api/admin/indexFamilies/save', { code, name: '崩溃系列', description: '', sortOrder: 99 });
    // The code check runs first and refuses the retry on its own; either way nothing is written.
    expect(retry.body.result).toBe(false);
    expect(Number((await db().select({ n: count() }).from(indexFamilies).where(eq(indexFamilies.code, code)))[0]!.n)).toBe(1);
  });

  it('price notice save', async () => {
    const title = `崩溃公告-${randomUUID().slice(0, 6)}`;
    const retry = await submitCrashRetry(editor, '/api/admin/indexNotices/save', {
      kind: 'delay',
      title,
      content: '更正说明',
      effectiveDate: '2026-11-23',
    });
    expect(retry.body.message).toBe(ALREADY_DONE_MESSAGE);
    expect(Number((await db().select({ n: count() }).from(indexNotices).where(eq(indexNotices.title, title)))[0]!.n)).toBe(1);
  });

  it('expert type save', async () => {
    const name = `崩溃类型-${randomUUID().slice(0, 6)}`;
    const retry = await submitCrashRetry(admin, '/api/expertType/saveExpertType', { name });
    expect(retry.body.message).toBe(ALREADY_DONE_MESSAGE);
    expect(Number((await db().select({ n: count() }).from(expertTypes).where(eq(expertTypes.name, name)))[0]!.n)).toBe(1);
  });

  it('keyword link save', async () => {
    const keyword = `崩溃关键词${randomUUID().slice(0, 6)}`;
    const retry = await submitCrashRetry(editor, '/api/admin/keywords/save', { keyword, url: 'https://example.com/crash' });
    expect(retry.body.message).toBe(ALREADY_DONE_MESSAGE);
    expect(Number((await db().select({ n: count() }).from(keywordUrls).where(eq(keywordUrls.keyword, keyword)))[0]!.n)).toBe(1);
  });

  it('library category create and sensitive-word add (their own name checks also refuse the retry)', async () => {
    const name = `崩溃分类${randomUUID().slice(0, 6)}`;
    expect((await submitCrashRetry(admin, '/api/admin/text/category/create', { name, sort: 1 })).body.result).toBe(false);
    expect(Number((await db().select({ n: count() }).from(libraryCategories).where(eq(libraryCategories.name, name)))[0]!.n)).toBe(1);
    const word = `崩溃词${randomUUID().slice(0, 6)}`;
    expect((await submitCrashRetry(admin, '/api/admin/sensitive-words/add', { word, level: 1 })).body.result).toBe(false);
    expect(Number((await db().select({ n: count() }).from(sensitiveWords).where(eq(sensitiveWords.word, word)))[0]!.n)).toBe(1);
  });

  it('a write without a key, or refused, leaves no receipt behind to block the next', async () => {
    const name = `无键伙伴-${randomUUID().slice(0, 6)}`;
    await editor.post('/api/admin/link/create', { group: 'partner', name, url: 'https://nokey.example.com' });
    await editor.post('/api/admin/link/create', { group: 'partner', name, url: 'https://nokey.example.com' });
    expect(Number((await db().select({ n: count() }).from(externalLinks).where(eq(externalLinks.name, name)))[0]!.n)).toBe(2);
  });
});
