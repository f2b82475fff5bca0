import type { AdminArticleDetail } from '@coal/contracts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema/index.ts';
import { SharedCache, versionStore } from '../../lib/cache/shared-cache.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

// The built index.html's shape (apps/web/index.html): a title to replace and an empty #root.
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>煤焦国际交易中心</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

let server: TestServer;
let admin: TestClient;
let editor: TestClient;
let noticeCategory: number;
let dist: string;
const BASE = '/epm-coalweb/';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'coal-seo-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  server = await startTestServer({ SITE_URL: 'https://www.example.cn' }, undefined, { webDistDir: dist });
  admin = await server.staff('admin');
  editor = await server.staff('editor');
  const types = await (await server.client()).get<Array<{ id: number; code: string }>>('/api/article/findContentTypeList');
  noticeCategory = types.body.data.find((c) => c.code === 'notice_system')!.id;
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (path: string) => {
  const res = await fetch(`${server.url}${BASE}${path}`);
  return { status: res.status, cacheControl: res.headers.get('cache-control'), html: await res.text() };
};

describe('first HTML of public pages', () => {
  it('a notice detail answers its title, description, canonical, Open Graph, NewsArticle and text, escaped', async () => {
    const saved = await admin.post<AdminArticleDetail>('/api/admin/articles/save', {
      title: '关于<script>alert(1)</script>系统升级的公告',
      summary: '系统将于周六 "凌晨" 升级',
      content: '<p>升级期间暂停<b>竞价</b>服务，敬请谅解。</p><img src="x" onerror="alert(2)">',
      categoryId: noticeCategory,
    });
    const id = saved.body.data.id;
    const { status, cacheControl, html } = await page(`portal/NoticeDetail?id=${id}`);
    expect(status).toBe(200);
    expect(cacheControl).toBe('no-cache');
    expect(html).toContain('<title>关于&lt;script&gt;alert(1)&lt;/script&gt;系统升级的公告 - 煤焦国际交易中心</title>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('onerror');
    expect(html).toContain('<meta name="description" content="系统将于周六 &quot;凌晨&quot; 升级" />');
    expect(html).toContain(`<link rel="canonical" href="https://www.example.cn${BASE}portal/NoticeDetail?id=${id}" />`);
    expect(html).toContain(
      `<link rel="alternate" media="only screen and (max-width: 640px)" href="https://www.example.cn${BASE}mobile/notice/detail?id=${id}" />`,
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('升级期间暂停<b>竞价</b>服务，敬请谅解。');
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'NewsArticle', headline: '关于<script>alert(1)</script>系统升级的公告' });
    expect(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]).not.toContain('<');

    // The mobile page declares the desktop one canonical.
    const mobile = await page(`mobile/notice/detail?id=${id}`);
    expect(mobile.html).toContain(`<link rel="canonical" href="https://www.example.cn${BASE}portal/NoticeDetail?id=${id}" />`);
    expect(mobile.html).not.toContain('rel="alternate"');

    // Withdrawn: no public item there any more, a 404 (the cache is dropped by the write).
    await admin.post('/api/admin/articles/withdraw', { id });
    const withdrawn = await page(`portal/NoticeDetail?id=${id}`);
    expect(withdrawn.status).toBe(404);
    expect(withdrawn.html).not.toContain('系统升级');
  });

  it('keeps a rendered page through visitors’ analytics and logins, and renders anew after a write on any instance', async () => {
    const saved = await admin.post<AdminArticleDetail>('/api/admin/articles/save', {
      title: '缓存测试公告',
      content: '<p>正文</p>',
      categoryId: noticeCategory,
    });
    const id = saved.body.data.id;
    expect((await page(`portal/NoticeDetail?id=${id}`)).html).toContain('<title>缓存测试公告');
    // Changed behind the API's back: only a new render would show it.
    await server.database.db.update(articles).set({ title: '缓存测试公告（改）' }).where(eq(articles.id, id));

    // A page view's analytics event and a login are writes that change no public page.
    const visitor = await server.client();
    const event = {
      eventName: 'pageView',
      uuid: 'seo-visitor',
      sessionId: 'seo-session',
      startTime: Date.now(),
      url: '/epm-coalweb/portal/Home',
      title: '首页',
    };
    expect((await visitor.post('/api/burialPoint/saveBurialPoint', event)).status).toBe(200);
    await server.member();
    expect((await page(`portal/NoticeDetail?id=${id}`)).html).toContain('<title>缓存测试公告 - ');

    // Another instance's write draws a new version token in the shared store and announces it
    // on the bus (as its own version store does): seen here at once.
    await new SharedCache(versionStore(server.app.stores), 'seo-pages').invalidate();
    expect((await page(`portal/NoticeDetail?id=${id}`)).html).toContain('<title>缓存测试公告（改）');
  });

  it('lists, Q&A and private pages', async () => {
    const home = await page('portal/Home');
    expect(home.html).toContain('<title>煤焦国际交易中心</title>');
    expect(home.html).toContain('<main class="seo-prerender">');
    expect(home.html).toContain('<script type="module" src="/assets/app.js">');
    const notices = await page('portal/Notice');
    expect(notices.html).toMatch(/<a href="\/epm-coalweb\/portal\/NoticeDetail\?id=\d+">/);
    const qa = await page('portal/QuesAnsw');
    const qid = Number(qa.html.match(/QuesAnswDetail\?id=(\d+)/)![1]);
    const detail = await page(`portal/QuesAnswDetail?id=${qid}`);
    // A QAPage only with an answer (seo-pages.test.ts checks both kinds).
    expect(detail.html).toMatch(/"@type":"(QAPage|DiscussionForumPosting)"/);
    const personal = await page('portal/Personal');
    expect(personal.html).toBe(INDEX);
    expect((await page('back/Login')).html).toBe(INDEX);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists a published notice with its date and not one awaiting review', async () => {
    const published = await admin.post<AdminArticleDetail>('/api/admin/articles/save', {
      title: '已发布的测试公告',
      content: '<p>正文</p>',
      categoryId: noticeCategory,
    });
    const pending = await editor.post<AdminArticleDetail>('/api/admin/articles/save', {
      title: '待审核的测试公告',
      content: '<p>正文</p>',
      categoryId: noticeCategory,
    });
    expect(pending.body.data.status).toBe('pending');
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(
      new RegExp(
        `<url><loc>https://www\\.example\\.cn${BASE}portal/NoticeDetail\\?id=${published.body.data.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod></url>`,
      ),
    );
    expect(xml).not.toContain(`NoticeDetail?id=${pending.body.data.id}<`);
    expect(xml).toContain(`<loc>https://www.example.cn${BASE}portal/Home</loc>`);
    expect(xml).toMatch(/ResearchReportDetail\?id=\d+/);
  });

  it('robots.txt keeps the back office and the API out and points at the sitemap', async () => {
    const text = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Disallow: ${BASE}back/`);
    expect(text).toContain('Sitemap: https://www.example.cn/sitemap.xml');
  });

  it('are at the origin only: under the base path they are unknown addresses (404), never the app as a page', async () => {
    for (const file of ['sitemap.xml', 'robots.txt']) {
      const res = await fetch(`${server.url}${BASE}${file}`);
      expect(res.status, file).toBe(404);
      expect(res.headers.get('x-robots-tag'), file).toBe('noindex');
    }
  });
});
