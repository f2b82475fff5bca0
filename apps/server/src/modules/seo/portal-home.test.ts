import type { ArticleListItem, Banner, Page } from '@coal/contracts';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { writeWebDist } from '../../test/web-dist.ts';
import type { PortalHomeAnswers } from './portal-home.ts';
import { FIRST_DATA_MAX_AGE_MS } from './seo-render.ts';

// A build's shape: the entry and a chunk it shares with the layout, the page's lazy modules.
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>煤焦国际交易中心</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-1.css'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_antd.js': { file: 'assets/antd-1.js' },
  'src/app/layouts/PortalLayout.tsx': { file: 'assets/PortalLayout-1.js', imports: ['_shared.js', '_antd.js'], css: ['assets/PortalLayout-1.css'] },
  'src/app/providers/AntdOutlet.tsx': { file: 'assets/AntdOutlet-1.js', imports: ['_antd.js'] },
  'src/pages/portal/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_antd.js'], css: ['assets/home-1.css'] },
  'src/modules/prices/components/HomePricePanel.tsx': { file: 'assets/HomePricePanel-1.js' },
  'src/modules/home/components/BannerSlides.tsx': { file: 'assets/BannerSlides-1.js' },
};
const BASE = '/epm-coalweb/';

let server: TestServer;
let admin: TestClient;
let dist: string;

beforeAll(async () => {
  dist = writeWebDist('coal-seo-portal-dist-', { 'index.html': INDEX, '.vite/manifest.json': JSON.stringify(MANIFEST) });
  server = await startTestServer({}, undefined, { webDistDir: dist });
  admin = await server.staff('admin');
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const homeHtml = async () => (await fetch(`${server.url}${BASE}portal/Home`)).text();
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const firstData = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="coal-first-data">(.*?)<\/script>/)![1]!) as PortalHomeAnswers;

describe('first HTML of portal/Home', () => {
  it('names the route’s chunks, the top banner’s image and the first screen’s answers in the head', async () => {
    const tourist = await server.client();
    const top = (await tourist.get<Banner[]>('/api/banner/getBanners', { slot: 'home-top' })).body.data;
    expect(top.length).toBeGreaterThan(1);
    const head = headOf(await homeHtml());

    // The largest paint's image, asked at once (the address the app gives its <img>).
    // At the widths the server draws it, picked by the same srcset and sizes as the page's <img>.
    const url = `/uploads/${top[0]!.imagePath}`;
    const widths = [400, 800, 1200, 1600, 2400].map((w) => `${url}?w=${w} ${w}w`).join(', ');
    expect(head).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${url}?w=1200" imagesrcset="${widths}" imagesizes="1200px">`);
    // The chunks the entry does not load, each once, imports first; the carousel's since the slot has several banners.
    const scripts = [...head.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(scripts).toEqual(
      ['antd-1', 'PortalLayout-1', 'AntdOutlet-1', 'HomePage-1', 'HomePricePanel-1', 'BannerSlides-1'].map((name) => `${BASE}assets/${name}.js`),
    );
    // Their CSS fetched ahead but not render-blocking (the app's loader links it when it imports the chunk).
    const styles = [...head.matchAll(/<link rel="preload" as="style" fetchpriority="low" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(styles).toEqual([`${BASE}assets/PortalLayout-1.css`, `${BASE}assets/home-1.css`]);
    // The API's own answers, as a tourist gets them.
    const data = firstData(head);
    expect(Math.abs(data.askedAt - Date.now())).toBeLessThan(60_000);
    expect(data.top).toEqual(top);
    expect(data.middle).toEqual((await tourist.get('/api/banner/getBanners', { slot: 'home-middle' })).body.data);
    expect(data.notices).toEqual((await tourist.get<Page<ArticleListItem>>('/api/article/findTopNewNoticeList', { pageSize: 10 })).body.data);
    // The page itself is drawn by the app: the search-engine text stays, and the scripts keep their priority.
    expect(await homeHtml()).toContain('<main class="seo-prerender">');
    expect(head).toContain('<script type="module" src="/assets/app.js">');
  });

  it('is kept for a few seconds only: its answers arrive fresh for the app’s stale time', async () => {
    const first = firstData(await homeHtml()).askedAt;
    expect(firstData(await homeHtml()).askedAt).toBe(first); // kept
    await new Promise((resolve) => setTimeout(resolve, FIRST_DATA_MAX_AGE_MS + 50));
    // The app takes them as fresh for 30 s from askedAt: a page kept 30 s arrived stale.
    expect(firstData(await homeHtml()).askedAt).toBeGreaterThanOrEqual(first + FIRST_DATA_MAX_AGE_MS);
  });

  it('follows a banner write at once, and escapes what the data say', async () => {
    const before = firstData(await homeHtml()).top;
    const hidden = before[0]!;
    const saved = await admin.post('/api/admin/ad/setEnabled', { id: hidden.id, enabled: false });
    expect(saved.body.result).toBe(true);
    try {
      const html = await homeHtml();
      const after = firstData(html).top;
      expect(after.map((b) => b.id)).toEqual(before.slice(1).map((b) => b.id));
      expect(headOf(html)).toContain(`as="image" fetchpriority="high" href="/uploads/${after[0]!.imagePath}?w=1200"`);
    } finally {
      await admin.post('/api/admin/ad/setEnabled', { id: hidden.id, enabled: true });
    }
    // A title that would end the script element and open markup stays data.
    const title = '</script><img src=x onerror=alert(1)>&';
    const created = await admin.post<{ id: number }>('/api/admin/ad/create', { slot: 'home-middle', title, imagePath: hidden.imagePath, sort: 0 });
    expect(created.body.result).toBe(true);
    try {
      const html = await homeHtml();
      expect(html.match(/id="coal-first-data">(.*?)<\/script>/)![1]).not.toMatch(/[<>]/);
      expect(html).not.toContain('<img src=x');
      expect(firstData(html).middle.map((b) => b.title)).toContain(title);
    } finally {
      await admin.post('/api/admin/ad/delete', { id: created.body.data.id });
    }
  });

  it('is where the site’s address leads, with its head: the areas’ roots are sent home by the server', async () => {
    const visit = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });
    for (const [from, to] of [
      [BASE, `${BASE}portal/Home`],
      [`${BASE}portal`, `${BASE}portal/Home`],
      [`${BASE}portal/`, `${BASE}portal/Home`],
      [`${BASE}mobile?from=qr`, `${BASE}mobile/index?from=qr`],
    ]) {
      const answer = await visit(from!);
      expect([from, answer.status, answer.headers.get('location')]).toEqual([from, 302, to]);
    }
    // The server's root goes to the base path, and from there home: two hops, the home's own HTML.
    expect((await visit('/')).headers.get('location')).toBe(BASE);
    const home = await fetch(`${server.url}/`);
    expect(home.url).toBe(`${server.url}${BASE}portal/Home`);
    expect(headOf(await home.text())).toContain('id="coal-first-data"');
    // Other pages are answered as before.
    expect((await visit(`${BASE}portal/Notice`)).status).toBe(200);
  });

  it('adds nothing when the build has no manifest', async () => {
    rmSync(join(dist, '.vite'), { recursive: true });
    const other = await startTestServer({}, undefined, { webDistDir: dist });
    try {
      const html = await (await fetch(`${other.url}${BASE}portal/Home`)).text();
      expect(html).toContain('<main class="seo-prerender">');
      expect(html).not.toContain('modulepreload');
      expect(html).not.toContain('coal-first-data');
    } finally {
      await other.close();
    }
  });
});
