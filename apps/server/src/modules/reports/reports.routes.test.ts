import type { AdminReportItem, LibraryCategory, Page, ReportDetail, ReportFileLink, ReportListItem, UploadAnswer } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestServer } from '../../test/test-server.ts';
import { buildReport } from '../../test/factories.ts';
import { lastLogs, startLibraryServer } from '../library/library-test-kit.ts';
import { testPdf, testPng } from '../uploads/upload-test-files.ts';
import { MEMBERS_ONLY_MESSAGE } from './reports.access.ts';

let server: TestServer;
let tourist: TestClient;
let member: TestClient;
let editor: TestClient;
let reports: ReportListItem[];
beforeAll(async () => {
  server = await startLibraryServer();
  tourist = await server.client();
  member = await server.member();
  editor = await server.staff('editor');
  reports = (await tourist.get<Page<ReportListItem>>('/api/researchReport/findReportInfoList', { pageSize: 50 })).body.data.list;
});
afterAll(() => server.close());

const free = () => reports.find((r) => r.access === 'free')!;
const membersOnly = () => reports.find((r) => r.access === 'members')!;
const fetchWith = (client: TestClient, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { 'e-user-token': client.token!, ...headers } });

describe('portal research reports', () => {
  it('lists published reports with canRead for the caller, by category too', async () => {
    expect(reports.length).toBe(4);
    expect(reports.every((r) => r.title.includes('演示') && r.pageCount! >= 1 && r.fileSize > 0)).toBe(true);
    expect(free().canRead).toBe(true);
    expect(membersOnly().canRead).toBe(false);
    const asMember = (await member.get<Page<ReportListItem>>('/api/researchReport/findReportInfoList')).body.data.list;
    expect(asMember.every((r) => r.canRead)).toBe(true);
    expect(JSON.stringify(asMember)).not.toContain('filePath'); // the private PDF's key never reaches the portal

    const weekly = (await tourist.get<LibraryCategory[]>('/api/researchReport/findCategoryList')).body.data.find((c) => c.name === '市场周报')!;
    const byCategory = (await tourist.get<Page<ReportListItem>>('/api/researchReport/findReportListByCategoryId', { categoryId: weekly.id })).body.data;
    expect(byCategory.total).toBe(2);
    const built = await buildReport(server.database.db, { title: '焦炭利润专题（检索测试）' });
    const searched = (await tourist.get<Page<ReportListItem>>('/api/researchReport/findReportInfoList', { title: '检索测试' })).body.data;
    expect(searched.list.map((r) => r.title)).toEqual([built.title]);
    expect((await tourist.get<ReportDetail>('/api/researchReport/getReportDetail', { id: free().id })).body.data.title).toBe(free().title);
  });

  it('caches the list per reader class: a member is never answered the tourist’s bytes, nor a tourist the member’s', async () => {
    const path = '/api/researchReport/findReportInfoList';
    const canRead = (page: Page<ReportListItem>) => page.list.map((r) => r.canRead);
    for (let round = 0; round < 2; round++) {
      const asTourist = await tourist.get<Page<ReportListItem>>(path);
      const asMember = await member.get<Page<ReportListItem>>(path);
      expect(canRead(asTourist.body.data)).toContain(false);
      expect(canRead(asMember.body.data).every(Boolean)).toBe(true);
      expect(asTourist.headers.get('etag')).toMatch(/^W\//);
      expect(asTourist.headers.get('etag')).not.toBe(asMember.headers.get('etag'));
    }
  });

  it('previews a free PDF inline and downloads it as an attachment named after the title, counting downloads', async () => {
    const preview = await fetchWith(tourist, `/api/researchReport/preview?id=${free().id}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
    expect(preview.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(preview.headers.get('content-security-policy')).toMatch(/(^|; )sandbox($|;)/);
    expect(
      Buffer.from(await preview.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const before = (await tourist.get<ReportDetail>('/api/researchReport/getReportDetail', { id: free().id })).body.data.downloadCount;
    const download = await fetchWith(tourist, `/api/researchReport/download?id=${free().id}`);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="${`${free().title}.pdf`.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(`${free().title}.pdf`)}`,
    );
    await download.arrayBuffer();
    const after = (await tourist.get<ReportDetail>('/api/researchReport/getReportDetail', { id: free().id })).body.data.downloadCount;
    expect(after).toBe(before + 1);
  });

  it('refuses members-only reports to tourists with a clear message, and serves them to members', async () => {
    for (const path of ['preview', 'download', 'getFileLink']) {
      const res = await tourist.get(`/api/researchReport/${path}`, { id: membersOnly().id });
      expect(res.body, path).toMatchObject({ result: false, code: 401, message: MEMBERS_ONLY_MESSAGE });
    }
    const asMember = await fetchWith(member, `/api/researchReport/preview?id=${membersOnly().id}`);
    expect(asMember.status).toBe(200);
    expect(asMember.headers.get('content-type')).toBe('application/pdf');
  });

  it('signed links: work without the header, refuse a tampered or expired signature', async () => {
    const link = (await member.get<ReportFileLink>('/api/researchReport/getFileLink', { id: membersOnly().id, mode: 'download' })).body.data;
    const file = await fetch(`${server.url}${link.url}`);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('content-security-policy')).toMatch(/(^|; )sandbox($|;)/);
    const inline = (await member.get<ReportFileLink>('/api/researchReport/getFileLink', { id: membersOnly().id, mode: 'preview' })).body.data;
    const inlineFile = await fetch(`${server.url}${inline.url}`);
    expect(inlineFile.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(inlineFile.headers.get('content-security-policy')).toMatch(/(^|; )sandbox($|;)/);
    await inlineFile.arrayBuffer();
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const tampered = await fetch(`${server.url}${link.url.replace('mode=download', 'mode=preview')}`);
    expect(await tampered.json()).toMatchObject({ result: false, code: 403 });
    const expired = link.url.replace(/exp=\d+/, 'exp=1000');
    expect(await (await fetch(`${server.url}${expired}`)).json()).toMatchObject({ result: false });
    const missing = await fetch(`${server.url}/api/researchReport/file?id=1`);
    expect(missing.status).toBe(400);
  });

  it('keeps report PDFs out of /uploads/*', async () => {
    const adminItem = (await editor.get<AdminReportItem>('/api/admin/report/detail', { id: free().id })).body.data;
    expect((await fetch(`${server.url}/uploads/${adminItem.filePath}`)).status).toBe(404);
  });
});

describe('back-office research reports', () => {
  it('uploads a PDF privately (with its page count), creates, publishes and deletes a report, logging each write', async () => {
    const up = await editor.postMultipart<Record<string, unknown>>('/api/admin/report/upload?kind=pdf', [
      { data: testPdf(), name: '报告.pdf', type: 'application/pdf' },
    ]);
    const pdf = up.body.data as unknown as UploadAnswer;
    expect(pdf).toMatchObject({ url: null, pageCount: 2 });
    expect((await fetch(`${server.url}/uploads/${pdf.filePath}`)).status).toBe(404);
    expect((await lastLogs(server))[0]).toMatchObject({ action: '上传文件', target: pdf.filePath, result: 'success' });
    const cover = await editor.postMultipart<Record<string, unknown>>('/api/admin/report/upload?kind=image', [
      { data: testPng(), name: 'c.png', type: 'image/png' },
    ]);
    expect(cover.body.data.url).toMatch(/^\/uploads\//);

    const categoryId = (await editor.get<LibraryCategory[]>('/api/admin/report/category/list')).body.data[0]!.id;
    const created = await editor.post<AdminReportItem>('/api/admin/report/create', {
      categoryId,
      title: '测试报告',
      publishDate: '2026-02-01',
      filePath: pdf.filePath,
      coverPath: cover.body.data.filePath as string,
      access: 'members',
    });
    expect(created.body.data).toMatchObject({ title: '测试报告', pageCount: 2, fileSize: testPdf().length, status: 'draft', access: 'members' });
    const id = created.body.data.id;
    expect((await lastLogs(server))[0]).toMatchObject({ action: '新增研究报告', target: `#${id} 测试报告` });

    const adminPreview = await fetchWith(editor, `/api/admin/report/preview?id=${id}`);
    expect(adminPreview.headers.get('content-type')).toBe('application/pdf');
    expect((await member.get('/api/researchReport/getReportDetail', { id })).status).toBe(404);
    await editor.post('/api/admin/report/setStatus', { id, status: 'published' });
    expect((await member.get<ReportDetail>('/api/researchReport/getReportDetail', { id })).body.data.canRead).toBe(true);

    expect((await editor.post('/api/admin/report/delete', { id })).body.result).toBe(true);
    expect((await lastLogs(server))[0]).toMatchObject({ action: '删除研究报告', result: 'success' });
  });

  it('requires a PDF that was uploaded, and refuses a non-PDF upload', async () => {
    const categoryId = (await editor.get<LibraryCategory[]>('/api/admin/report/category/list')).body.data[0]!.id;
    const noFile = await editor.post('/api/admin/report/create', { categoryId, title: 'x', publishDate: '2026-02-01' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toMatch(/^请上传报告PDF文件/);
    const ghost = await editor.post('/api/admin/report/create', {
      categoryId,
      title: 'x',
      publishDate: '2026-02-01',
      filePath: '2026/01/0123456789abcdef0123456789abcdef.pdf',
    });
    expect(ghost.body).toMatchObject({ result: false, message: '报告PDF文件不存在，请重新上传' });
    const badDate = await editor.post('/api/admin/report/create', {
      categoryId,
      title: 'x',
      publishDate: '2026-02-30',
      filePath: '2026/01/0123456789abcdef0123456789abcdef.pdf',
    });
    expect(badDate.status).toBe(400);
    const notPdf = await editor.postMultipart<Record<string, unknown>>('/api/admin/report/upload?kind=pdf', [
      { data: testPng(), name: 'fake.pdf', type: 'application/pdf' },
    ]);
    expect(notPdf.status).toBe(415);
    const wrongKind = await editor.postMultipart<Record<string, unknown>>('/api/admin/report/upload?kind=video', [
      { data: testPdf(), name: 'a.pdf', type: 'application/pdf' },
    ]);
    expect(wrongKind.status).toBe(400);
  });
});
