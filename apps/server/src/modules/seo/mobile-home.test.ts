import { approvePending } from '../../test/approvals.ts';
import type { AdminArticleDetail, ArticleListItem, LatestValues, Page } from '@coal/contracts';
import { formatValue, headlineValues } from '@coal/contracts/market-format';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexProducts } from '../../db/schema/index.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { buildMobileHomeRenderer, writeWebDist } from '../../test/web-dist.ts';
import { escapeHtml } from './seo-html.ts';

// A build's shape: index.html, and a manifest naming the mobile layout and index page with their CSS.
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>煤焦国际交易中心</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  '_list.js': { file: 'assets/list-1.js', css: ['assets/list-1.css'] },
  'src/app/layouts/MobileLayout.tsx': { file: 'assets/MobileLayout-1.js', imports: ['index.html', '_list.js'], css: ['assets/MobileLayout-1.css'] },
  'src/pages/mobile/MobileIndexPage.tsx': { file: 'assets/MobileIndexPage-1.js', imports: ['_list.js'] },
};
const BASE = '/epm-coalweb/';

let server: TestServer;
let admin: TestClient;
let dist: string;

beforeAll(async () => {
  dist = writeWebDist('coal-seo-mobile-dist-', {
    'index.html': INDEX,
    '.vite/manifest.json': JSON.stringify(MANIFEST),
    'assets/index-1.css': '.entry{}',
    'assets/list-1.css': '.adm-list{display:block}',
    'assets/MobileLayout-1.css': '.coal-mobile{display:flex}',
  });
  // The page's real server renderer, built from the web app's sources as `npm run build` does.
  buildMobileHomeRenderer(dist);
  server = await startTestServer({}, undefined, { webDistDir: dist });
  admin = await server.staff('admin');
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const firstHtml = async () => (await fetch(`${server.url}${BASE}mobile/index`)).text();
const firstData = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="coal-first-data">(.*?)<\/script>/)![1]!) as {
    latest: LatestValues;
    notices: Page<ArticleListItem>;
    posts: Page<ArticleListItem>;
  };

describe('first HTML of mobile/index', () => {
  it('draws the page with its own components from the API’s answers', async () => {
    const tourist = await server.client();
    const latest = (await tourist.get<LatestValues>('/api/priceIndex/latest')).body.data;
    const html = await firstHtml();

    // The app's layout, marked as the first HTML in a wrapper without a box, then the end marker.
    expect(html).toContain('<div id="root"><div data-first-html="" style="display:contents"><div class="coal-mobile">');
    // Not painted in parts while it is parsed: the head makes the first frame wait for the element after it.
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<link rel="expect" href="#coal-first-html-end" blocking="render">');
    expect(html).toContain('</nav></div></div><i id="coal-first-html-end" hidden></i></div>');
    expect(html).toContain('<div class="adm-card-header-title">价格行情</div>');
    const headline = headlineValues(latest.list);
    expect(headline.length).toBeGreaterThan(0);
    for (const v of headline) {
      expect(html).toContain(escapeHtml(v.name));
      expect(html).toContain(escapeHtml(`${v.unitName} · ${v.period}`));
      expect(html).toContain(`<strong>${formatValue(v.value, v, false)}</strong>`);
    }
    const notices = (await tourist.get<Page<ArticleListItem>>('/api/article/findTopNewNoticeList', { pageSize: 10 })).body.data.list;
    for (const notice of notices.slice(0, 5)) expect(html).toContain(escapeHtml(notice.title));
    expect(html).not.toContain('加载中'); // drawn with its data, not its placeholders
    // The chunks' CSS inline after the entry's (which index.html links).
    expect(html).toContain('\n.adm-list{display:block}\n.coal-mobile{display:flex}</style>');
    expect(html).not.toContain('.entry{}');
    // Named to the app's loader as present (so it does not add them again), disabled so that they are neither fetched nor applied.
    expect(html).toContain(
      `<link rel="stylesheet" href="${BASE}assets/list-1.css" disabled data-first-html>\n    <link rel="stylesheet" href="${BASE}assets/MobileLayout-1.css" disabled data-first-html>`,
    );
    expect(html).not.toContain(`href="${BASE}assets/index-1.css" disabled`);
    // The app's scripts do not compete with that first paint.
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/app.js">');
    // The answers it was drawn from, for the app's first render: the API's own.
    const data = firstData(html);
    expect(data.latest).toEqual(latest);
    expect(data.notices).toEqual((await tourist.get('/api/article/findTopNewNoticeList', { pageSize: 10 })).body.data);
    // The mobile page declares the desktop home canonical.
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${BASE}portal/Home" />`));
  });

  it('escapes what the data say, and shows a price write at once', async () => {
    const types = await (await server.client()).get<Array<{ id: number; code: string }>>('/api/article/findContentTypeList');
    const categoryId = types.body.data.find((c) => c.code === 'notice_system')!.id;
    await admin.post<AdminArticleDetail>('/api/admin/articles/save', { title: '首页<b>测试</b> & "引号"', content: '<p>正文</p>', categoryId });
    const html = await firstHtml();
    expect(html).toContain('首页&lt;b&gt;测试&lt;/b&gt; &amp; &quot;引号&quot;');
    expect(html).not.toContain('<b>测试</b>');
    expect(html.match(/<script type="application\/json" id="coal-first-data">(.*?)<\/script>/)![1]).not.toContain('<');

    const v = headlineValues(firstData(html).latest.list)[0]!;
    const [product] = await server.database.db.select().from(indexProducts).where(eq(indexProducts.code, v.code));
    const corrected = v.value + 123;
    const saved = await admin.post('/api/admin/indexValues/update', {
      productId: product!.id,
      period: v.period,
      value: corrected,
      confirmed: 'true',
      reason: '测试',
    });
    expect(saved.body.result).toBe(true);
    await approvePending(server);
    const row = (html: string) => html.slice(html.indexOf(escapeHtml(`${v.unitName} · ${v.period}`))).match(/<strong>(.*?)<\/strong>/)![1];
    expect(row(html)).toBe(formatValue(v.value, v, false));
    expect(row(await firstHtml())).toBe(formatValue(corrected, v, false));
  });

  it('falls back to the search-engine text when the build has no manifest', async () => {
    rmSync(join(dist, '.vite'), { recursive: true });
    const other = await startTestServer({}, undefined, { webDistDir: dist });
    try {
      const html = await (await fetch(`${other.url}${BASE}mobile/index`)).text();
      expect(html).toContain('<main class="seo-prerender">');
      expect(html).not.toContain('data-first-html');
    } finally {
      await other.close();
    }
  });
});
