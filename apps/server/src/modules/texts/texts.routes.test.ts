import type { AdminTextItem, LibraryCategory, Page, TextDetail, TextListItem } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';
import { lastLogs, uploadAs, startLibraryServer } from '../library/library-test-kit.ts';
import { testPdf } from '../uploads/upload-test-files.ts';
import { staffName } from '../../test/factories.ts';

let server: TestServer, tourist: TestClient, editor: TestClient;
beforeAll(async () => ({ server, tourist, editor } = await startWithClients({ tourist: 'tourist', editor: 'staff:editor' }, startLibraryServer)));
afterAll(() => server.close());

const categories = async () => (await tourist.get<LibraryCategory[]>('/api/text/findCategoryList')).body.data;

describe('portal text library', () => {
  it('lists published texts only, paginated, searchable by title and filtered by category', async () => {
    const all = (await tourist.get<Page<TextListItem>>('/api/text/findTextInfoList', { pageSize: 50 })).body.data;
    expect(all.total).toBeGreaterThanOrEqual(7);
    expect(all.list.every((t) => t.title.includes('演示'))).toBe(true);
    expect(all.list.some((t) => t.title.includes('草稿'))).toBe(false);

    const paged = (await tourist.get<Page<TextListItem>>('/api/text/findTextInfoList', { pageSize: 10, currentPage: 1 })).body.data;
    expect(paged).toMatchObject({ currentPage: 1, pageSize: 10, total: all.total });

    const found = (await tourist.get<Page<TextListItem>>('/api/text/findTextInfoList', { title: '合同' })).body.data;
    expect(found.list.length).toBe(2);
    expect(found.list.every((t) => t.title.includes('合同'))).toBe(true);

    const contracts = (await categories()).find((c) => c.name === '合同范本')!;
    expect(contracts.count).toBe(2);
    const byCategory = (await tourist.get<Page<TextListItem>>('/api/text/findTextListByCategoryId', { categoryId: contracts.id })).body.data;
    expect(byCategory.list.map((t) => t.categoryName)).toEqual(['合同范本', '合同范本']);
    const filtered = (await tourist.get<Page<TextListItem>>('/api/text/findTextInfoList', { categoryId: contracts.id })).body.data;
    expect(filtered.total).toBe(2);
  });

  it('answers the list as shared bytes: tagged, 304 to its tag, and a new answer and tag after a staff write', async () => {
    const url = `${server.url}/api/text/findTextInfoList?currentPage=1&pageSize=10`;
    const first = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('content-encoding')).toBe('br');
    const again = await fetch(url, { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const created = await editor.post<AdminTextItem>('/api/admin/text/create', {
      categoryId: (await categories())[0]!.id,
      title: '缓存测试文本',
      content: '<p>正文</p>',
      status: 'draft',
    });
    expect((await editor.post('/api/admin/text/setStatus', { id: created.body.data.id, status: 'published' })).body.result).toBe(true);
    const after = await fetch(url, { headers: { 'if-none-match': tag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);
    expect(((await after.json()) as { data: Page<TextListItem> }).data.list.map((t) => t.title)).toContain('缓存测试文本');
    expect((await editor.post('/api/admin/text/delete', { id: created.body.data.id })).body.result).toBe(true);
    expect(
      (await tourist.get<Page<TextListItem>>('/api/text/findTextInfoList', { currentPage: 1, pageSize: 10 })).body.data.list.map((t) => t.title),
    ).not.toContain('缓存测试文本');
  });

  it('answers a detail with its attachment and counts the view; drafts are not found', async () => {
    const list = (await tourist.get<Page<TextListItem>>('/api/text/findTextInfoList', { title: '动力煤购销' })).body.data.list;
    const detail = await tourist.get<TextDetail>('/api/text/getTextDetail', { id: list[0]!.id });
    expect(detail.body.data.content).toContain('<p');
    expect(detail.body.data.attachments[0]!.name).toContain('合同范本');
    const file = await fetch(`${server.url}/uploads/${detail.body.data.attachments[0]!.filePath}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await tourist.get<TextDetail>('/api/text/getTextDetail', { id: list[0]!.id })).body.data.viewCount).toBe(detail.body.data.viewCount + 1);

    const drafts = (await editor.get<Page<AdminTextItem>>('/api/admin/text/list', { status: 'draft' })).body.data.list;
    const res = await tourist.get('/api/text/getTextDetail', { id: drafts[0]!.id });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('文本不存在或已下架');
  });

  it('refuses bad input with 400 in Chinese', async () => {
    for (const [path, params] of [
      ['/api/text/findTextListByCategoryId', {}],
      ['/api/text/findTextInfoList', { pageSize: 7 }],
      ['/api/text/findTextInfoList', { categoryId: 'x' }],
      ['/api/text/getTextDetail', { id: '-1' }],
    ] as const) {
      const res = await tourist.get(path, params);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('back-office texts', () => {
  it('creates, edits, publishes, withdraws and deletes a text, sanitising its content, with an operation-log row each', async () => {
    const categoryId = (await categories())[0]!.id;
    const attachment = await uploadAs(editor, '/api/admin/text/upload?kind=attachment', testPdf(), '规则.pdf', 'application/pdf');
    const created = await editor.post<AdminTextItem & TextDetail>('/api/admin/text/create', {
      categoryId,
      title: '测试文本',
      content: '<p onclick="steal()">正文<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">链接</a></p>',
      attachments: JSON.stringify([{ filePath: attachment, name: '规则.pdf' }]),
      status: 'draft',
    });
    expect(created.body.result).toBe(true);
    const text = created.body.data;
    expect(text.content).not.toMatch(/script|onclick|onerror|javascript/);
    expect(text.content).toContain('正文');
    expect(text.attachments).toEqual([{ filePath: attachment, name: '规则.pdf', size: testPdf().length }]);
    expect(text.summary).toBe('正文链接');
    expect(text.updatedBy).toBe(staffName('editor'));
    expect((await lastLogs(server))[0]).toMatchObject({
      action: '新增文本',
      target: `#${text.id} 测试文本`,
      result: 'success',
      staffName: staffName('editor'),
    });

    expect((await tourist.get('/api/text/getTextDetail', { id: text.id })).status).toBe(404);
    expect((await editor.post('/api/admin/text/setStatus', { id: text.id, status: 'published' })).body.result).toBe(true);
    const published = await tourist.get<TextDetail>('/api/text/getTextDetail', { id: text.id });
    expect(published.body.data.publishedAt).not.toBeNull();

    const updated = await editor.post<TextDetail>('/api/admin/text/update', {
      id: text.id,
      categoryId,
      title: '测试文本（改）',
      content: '<p style="text-indent:2em">新正文</p>',
      status: 'published',
    });
    expect(updated.body.data).toMatchObject({ title: '测试文本（改）', content: '<p style="text-indent:2em">新正文</p>', attachments: [] });
    expect((await lastLogs(server))[0]).toMatchObject({ action: '修改文本', result: 'success' });
    expect((await lastLogs(server))[0]!.detail).toMatchObject({
      changes: expect.arrayContaining([
        { field: '标题', before: '测试文本', after: '测试文本（改）' },
        expect.objectContaining({ field: '正文', after: '新正文（共3字）' }),
      ]),
    });

    expect((await editor.post('/api/admin/text/setStatus', { id: text.id, status: 'draft' })).body.message).toBe('已下架');
    expect((await tourist.get('/api/text/getTextDetail', { id: text.id })).status).toBe(404);
    expect((await editor.post('/api/admin/text/delete', { id: text.id })).body.result).toBe(true);
    expect((await lastLogs(server))[0]).toMatchObject({ action: '删除文本', target: `#${text.id} 测试文本（改）` });
    const gone = await editor.get('/api/admin/text/detail', { id: text.id });
    expect(gone.status).toBe(404);
  });

  it('refuses references that do not exist and logs the failure', async () => {
    const missingFile = await editor.post('/api/admin/text/create', {
      categoryId: (await categories())[0]!.id,
      title: '坏附件',
      attachments: JSON.stringify([{ filePath: '2026/01/0123456789abcdef0123456789abcdef.pdf', name: 'x.pdf' }]),
    });
    expect(missingFile.body).toMatchObject({ result: false, message: '附件“x.pdf”的文件不存在，请重新上传' });
    expect((await lastLogs(server))[0]).toMatchObject({ action: '新增文本', result: 'failure' });
    const badCategory = await editor.post('/api/admin/text/create', { categoryId: 99999, title: '坏分类' });
    expect(badCategory.body).toMatchObject({ result: false, message: '分类不存在' });
    const noTitle = await editor.post('/api/admin/text/create', { categoryId: 1 });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toMatch(/^请输入标题/);
  });

  it('manages categories; a category still holding texts cannot be deleted', async () => {
    const created = await editor.post<LibraryCategory>('/api/admin/text/category/create', { name: '测试分类', sort: 9 });
    expect(created.body.data).toMatchObject({ name: '测试分类', sort: 9, count: 0 });
    expect((await editor.post('/api/admin/text/category/create', { name: '测试分类' })).body.message).toBe('分类名称已存在');
    expect((await editor.post('/api/admin/text/category/update', { id: created.body.data.id, name: '测试分类2', sort: 1 })).body.result).toBe(true);
    const used = (await categories()).find((c) => c.count > 0)!;
    expect((await editor.post('/api/admin/text/category/delete', { id: used.id })).body.message).toBe(`该分类下还有${used.count}条文本，不能删除`);
    expect((await editor.post('/api/admin/text/category/delete', { id: created.body.data.id })).body.result).toBe(true);
    expect((await lastLogs(server))[0]).toMatchObject({ action: '删除文本分类', target: `#${created.body.data.id} 测试分类2` });
  });
});
