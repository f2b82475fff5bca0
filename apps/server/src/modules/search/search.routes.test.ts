import type { AdminArticleDetail, SearchResultPage, SearchSuggestion } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../db/seed/demo-pdf.ts';
import type { TestClient, TestServer } from '../../test/test-server.ts';
import { startLibraryServer, uploadAs } from '../library/library-test-kit.ts';

let server: TestServer;
let tourist: TestClient;
let admin: TestClient;
let noticeCategory: number;

beforeAll(async () => {
  server = await startLibraryServer();
  tourist = await server.client();
  admin = await server.staff('admin');
  const types = await tourist.get<Array<{ id: number; code: string }>>('/api/article/findContentTypeList');
  noticeCategory = types.body.data.find((c) => c.code === 'notice_trade')!.id;
});
afterAll(() => server.close());

const search = (params: Record<string, string | number>) => tourist.get<SearchResultPage>('/api/search/query', params);
const highlighted = (text: string, ranges: [number, number][]) => ranges.map(([s, n]) => text.slice(s, s + n));

describe('site search', () => {
  it('finds a published notice by a word of its body, with a highlighted plain-text snippet', async () => {
    const saved = await admin.post<AdminArticleDetail>('/api/admin/articles/save', {
      title: '关于调整交割仓库的公告（测试）',
      content: '<p>自下月起，<b>鄂尔多斯</b>新增一处交割仓库，&lt;script&gt;不执行。</p>',
      categoryId: noticeCategory,
    });
    const id = saved.body.data.id;
    expect(saved.body.data.status).toBe('published');
    const res = await search({ q: '鄂尔多斯' });
    expect(res.status).toBe(200);
    const hit = res.body.data.list.find((h) => h.id === id && h.kind === 'notice')!;
    expect(hit).toMatchObject({ title: '关于调整交割仓库的公告（测试）', path: `/portal/NoticeDetail?id=${id}`, membersOnly: false });
    expect(hit.snippet).toContain('<script>不执行');
    expect(hit.snippet).not.toContain('<b>');
    expect(highlighted(hit.snippet, hit.snippetRanges)).toEqual(['鄂尔多斯']);
    // Two words, both required; the title's match is ranked first.
    const both = await search({ q: '交割仓库 鄂尔多斯', types: 'notice' });
    expect(both.body.data.list[0]!.id).toBe(id);
    expect(highlighted(hit.title, both.body.data.list[0]!.titleRanges)).toEqual(['交割仓库']);
    // Not a sequence of characters that only occurs across a punctuation mark.
    expect((await search({ q: '起鄂' })).body.data.list.some((h) => h.id === id)).toBe(false);

    // Withdrawn: no longer found.
    expect((await admin.post('/api/admin/articles/withdraw', { id })).body.result).toBe(true);
    expect((await search({ q: '鄂尔多斯' })).body.data.list.some((h) => h.id === id)).toBe(false);
  });

  it('does not find what awaits review, and filters by type and date', async () => {
    const editor = await server.staff('editor');
    const pending = await editor.post<AdminArticleDetail>('/api/admin/articles/save', {
      title: '待审公告乌兰察布',
      content: '<p>内容</p>',
      categoryId: noticeCategory,
    });
    expect(pending.body.data.status).toBe('pending');
    expect((await search({ q: '乌兰察布' })).body.data.total).toBe(0);

    const all = (await search({ q: '演示', pageSize: 10 })).body.data;
    expect(all.total).toBeGreaterThan(10);
    expect(all.capped).toBe(false);
    expect(all.list).toHaveLength(10);
    const second = (await search({ q: '演示', pageSize: 10, currentPage: 2 })).body.data;
    expect(second.list.map((h) => `${h.kind}${h.id}`)).not.toContain(`${all.list[0]!.kind}${all.list[0]!.id}`);
    const texts = (await search({ q: '演示', types: 'text', pageSize: 50 })).body.data;
    expect(texts.total).toBeGreaterThan(0);
    expect(texts.list.every((h) => h.kind === 'text' && h.path.startsWith('/portal/TextDetail?id='))).toBe(true);
    const old = (await search({ q: '演示', to: '2000-01-01' })).body.data;
    expect(old.total).toBe(0);
  });

  it('finds a report by the text of its PDF; a members-only report is listed, marked, and gated when opened', async () => {
    const filePath = await uploadAs(
      admin,
      '/api/admin/report/upload?kind=pdf',
      makePdf([['Quarterly outlook'], ['Zhundong basin freight rebate']]),
      'r.pdf',
      'application/pdf',
    );
    const categoryId = (await admin.get<Array<{ id: number }>>('/api/admin/report/category/list')).body.data[0]!.id;
    const created = await admin.post<{ id: number }>('/api/admin/report/create', {
      categoryId,
      title: '会员专享测试报告',
      publishDate: '2026-02-01',
      filePath,
      access: 'members',
      status: 'published',
    });
    expect(created.body.result).toBe(true);
    const hits = (await search({ q: 'zhundong rebate' })).body.data.list;
    const hit = hits.find((h) => h.kind === 'report' && h.id === created.body.data.id)!;
    expect(hit).toMatchObject({ membersOnly: true, path: `/portal/ResearchReportDetail?id=${created.body.data.id}` });
    expect(highlighted(hit.snippet, hit.snippetRanges).map((s) => s.toLowerCase())).toEqual(['zhundong', 'rebate']);
    const file = await tourist.get('/api/researchReport/getFileLink', { id: created.body.data.id, mode: 'preview' });
    expect(file.body.result).toBe(false);
  });

  it('finds a demo report by a Chinese word that only its PDF body holds (read through the CJK CMaps)', async () => {
    const hits = (await search({ q: '甘其毛都', types: 'report' })).body.data.list;
    expect(hits.map((h) => h.title)).toEqual(['炼焦煤月度供需分析（演示）']);
    expect(hits[0]!.membersOnly).toBe(true);
    expect(highlighted(hits[0]!.snippet, hits[0]!.snippetRanges)).toContain('甘其毛都');
  });

  it('finds Q&A by question and suggests titles as one types', async () => {
    const qa = (await search({ q: '问', types: 'qa' })).body.data;
    expect(qa.list.every((h) => h.kind === 'qa')).toBe(true);
    const suggest = await tourist.get<SearchSuggestion[]>('/api/search/suggest', { q: '动力煤' });
    expect(suggest.body.data.length).toBeGreaterThan(0);
    expect(suggest.body.data.every((s) => s.title.includes('动力煤'))).toBe(true);
  });

  it('refuses bad input with a 400 and a Chinese message', async () => {
    expect((await search({ q: '' })).body.message).toBe('请输入搜索关键词');
    expect((await search({ q: '？？' })).status).toBe(400);
    expect((await search({ q: '煤', types: 'nope' })).body.message).toBe('搜索类型有误');
    expect((await search({ q: '煤', from: '2026-02-01', to: '2026-01-01' })).status).toBe(400);
    expect((await search({ q: "'; drop table x; --" })).status).toBe(200);
  });

  it('keeps the spec keyword URLs working', async () => {
    const res = await tourist.get('/api/keywords/getUrls');
    expect(res.body.result).toBe(true);
  });
});
