import type { ContentCheckResult, Page, SensitiveWordImportReport, SensitiveWordItem } from '@coal/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sensitiveWords } from '../../db/schema/index.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { postForm } from '../content/content-test-helpers.ts';
import { ScreeningService } from './screening.service.ts';
import { buildSensitiveWords, staffName } from '../../test/factories.ts';

let server: TestServer;
let reviewer: TestClient;

const wordCount = async () => (await server.database.db.select({ n: count() }).from(sensitiveWords))[0]!.n;
const importFile = (text: string | Buffer, fields: Record<string, string> = {}, name = 'words.txt') =>
  postForm<SensitiveWordImportReport>(`${server.url}/api/admin/sensitive-words/import`, reviewer.token, fields, [
    { field: 'file', data: Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'), name, type: 'text/plain' },
  ]);
const check = (content: string) => reviewer.post<ContentCheckResult>('/api/admin/review/check-test', { title: '检测', content, categoryId: 1 });

beforeAll(async () => {
  server = await startTestServer();
  reviewer = await server.staff('reviewer');
});
afterAll(() => server.close());

describe('sensitive-word list', () => {
  it('adds, refuses duplicates (case and width folded), searches and deletes; screening follows at once', async () => {
    expect((await check('<p>这里提到煤炭黑话甲</p>')).body.data.hits).toEqual([]);
    const added = await reviewer.post<SensitiveWordItem>('/api/admin/sensitive-words/add', { word: '煤炭黑话甲', category: '测试', level: 3 });
    expect(added.body.data).toMatchObject({ word: '煤炭黑话甲', category: '测试', level: 3, levelName: '严重', createdBy: staffName('reviewer') });
    expect((await check('<p>这里提到煤炭黑话甲</p>')).body.data.hits).toEqual([
      { field: 'content', offset: 4, length: 5, word: '煤炭黑话甲', category: '测试', level: 3 },
    ]);

    await reviewer.post('/api/admin/sensitive-words/add', { word: 'BadWord' });
    expect((await reviewer.post('/api/admin/sensitive-words/add', { word: 'ｂａｄｗｏｒｄ' })).body).toMatchObject({
      result: false,
      message: '该敏感词已存在',
    });
    expect((await check('<p>a BADWORD b</p>')).body.data.hits).toMatchObject([{ offset: 2, length: 7, word: 'BadWord' }]);

    const found = await reviewer.get<Page<SensitiveWordItem>>('/api/admin/sensitive-words/list', { keyword: '黑话' });
    expect(found.body.data.list.map((w) => w.word)).toEqual(['煤炭黑话甲']);
    const del = await reviewer.post<{ deletedCount: number }>('/api/admin/sensitive-words/delete', { ids: String(added.body.data.id) });
    expect(del.body.data.deletedCount).toBe(1);
    expect((await check('<p>这里提到煤炭黑话甲</p>')).body.data.hits).toEqual([]);
  });

  it('imports a word file: a bad line stops the whole import unless told to skip it', async () => {
    await buildSensitiveWords(reviewer, [{ word: '已有测试词', category: '测试', level: 2 }]);
    const before = await wordCount();
    const file = ['导入词一', '导入词二,导入,3', '已有测试词', '导入词一', `${'长'.repeat(60)}`, '导入词三,导入,9', '', '# 注释行'].join('\n');
    const strict = await importFile(file);
    expect(strict.body).toMatchObject({ result: false, code: 1903 });
    expect(strict.body.data).toMatchObject({
      imported: false,
      addedCount: 0,
      totalLines: 6,
      duplicates: [
        { line: 3, word: '已有测试词' },
        { line: 4, word: '导入词一' },
      ],
      badLines: [
        { line: 5, reason: '敏感词不能超过50个字符' },
        { line: 6, reason: '级别只能是1、2、3' },
      ],
    });
    expect(await wordCount()).toBe(before);

    const lenient = await importFile(file, { skipInvalid: '1', category: '批量', level: '1' });
    expect(lenient.body).toMatchObject({ result: true, data: { imported: true, addedCount: 2 } });
    expect(await wordCount()).toBe(before + 2);
    const list = await reviewer.get<Page<SensitiveWordItem>>('/api/admin/sensitive-words/list', { keyword: '导入词' });
    expect(list.body.data.list.map((w) => [w.word, w.category, w.level]).sort()).toEqual([
      ['导入词一', '批量', 1],
      ['导入词二', '导入', 3],
    ]);
  });

  it('reads CSV with a header, quoted cells and GBK encoding', async () => {
    const csv = '敏感词,分类,级别\r\n"含,逗号的词",引号,2\r\nＧＢＫ词,编码,1\r\n';
    const res = await importFile(Buffer.from(iconvGbk(csv)), {}, 'words.csv');
    expect(res.body).toMatchObject({ result: true, data: { addedCount: 2, badLines: [], duplicates: [] } });
    expect((await check('<p>这是含,逗号的词和gbk词</p>')).body.data.hits.map((h) => h.word)).toEqual(['含,逗号的词', 'ＧＢＫ词']);
  });

  it('refuses a binary file and a missing file in Chinese', async () => {
    expect((await importFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).status).toBe(400);
    const none = await postForm(`${server.url}/api/admin/sensitive-words/import`, reviewer.token, { level: '2' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('请选择要导入的词库文件');
  });

  it('answers a word file over 5 MB with HTTP 413 and imports nothing', async () => {
    const before = await wordCount();
    const res = await importFile(Buffer.alloc(5 * 1024 * 1024 + 1, 'a'));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('词库文件不能超过5MB');
    expect(await wordCount()).toBe(before);
  });

  it('another instance sees a change within a second (version check), and rebuilds only then', async () => {
    const other = new ScreeningService(server.database.db);
    expect((await other.screen({ title: '', html: '跨实例词' })).hits).toEqual([]);
    const first = await other.words();
    expect(await other.words()).toBe(first); // cached
    await reviewer.post('/api/admin/sensitive-words/add', { word: '跨实例词' });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await other.screen({ title: '', html: '跨实例词' })).hits).toHaveLength(1);
  });
});

/** GBK bytes of a string (the few characters these tests use), as Chinese Excel writes CSV. */
function iconvGbk(text: string): Uint8Array {
  const table: Record<string, number[]> = {
    敏: [0xc3, 0xf4],
    感: [0xb8, 0xd0],
    词: [0xb4, 0xca],
    分: [0xb7, 0xd6],
    类: [0xc0, 0xe0],
    级: [0xbc, 0xb6],
    别: [0xb1, 0xf0],
    含: [0xba, 0xac],
    逗: [0xb6, 0xba],
    号: [0xba, 0xc5],
    的: [0xb5, 0xc4],
    引: [0xd2, 0xfd],
    编: [0xb1, 0xe0],
    码: [0xc2, 0xeb],
    Ｇ: [0xa3, 0xc7],
    Ｂ: [0xa3, 0xc2],
    Ｋ: [0xa3, 0xcb],
  };
  const out: number[] = [];
  for (const ch of text) out.push(...(table[ch] ?? [ch.charCodeAt(0)]));
  return new Uint8Array(out);
}
