import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml, jsonForScript } from './seo-html.ts';
import { createMobileHome, isMobileHome } from './mobile-home.ts';
import { createPortalHome, isPortalHome } from './portal-home.ts';
import { readManifest } from './web-assets.ts';
import { type PageAddress, resolveSeoPage, SITE_NAME, type SeoPage } from './seo-pages.ts';
import { logoUrl } from './structured-data.ts';

/** The site's public origin: SITE_URL, or the one the request came to. */
export function siteOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.SITE_URL ?? `${request.protocol}://${request.host}`;
}

export function pageAddress(app: FastifyInstance, origin: string, route: string, id: number | null): PageAddress {
  const base = app.config.basePath;
  return { route, id, href: (p) => `${base}${p}`, absolute: (p) => new URL(`${base}${p}`, origin).toString() };
}

/** The head block: title, description, canonical, the mobile alternate, Open Graph, JSON-LD. */
export function headBlock(page: SeoPage, a: PageAddress): string {
  const title = page.title === '首页' ? SITE_NAME : `${page.title} - ${SITE_NAME}`;
  const url = a.absolute(page.canonical);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    page.mobile ? `<link rel="alternate" media="only screen and (max-width: 640px)" href="${escapeHtml(a.absolute(page.mobile))}" />` : '',
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="zh_CN" />`,
    `<meta property="og:type" content="${page.ogType}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(page.image ? new URL(`/uploads/${page.image}`, url).toString() : logoUrl(a))}" />`,
    ...(page.jsonLd ?? []).map((node) => `<script type="application/ld+json">${jsonForScript(node)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The app's scripts asked at low priority: a page drawn by the server needs none of them for
 * its first paint, which they would otherwise share the connection with (and which Lighthouse
 * counts them in as high-priority scripts). The app still starts as soon as they have come.
 */
const withScriptsAfterPaint = (html: string) =>
  html
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');

/**
 * index.html with the page's head and main text. The text sits inside #root: shown without
 * JavaScript (and to crawlers), replaced by the app on its first render (createRoot clears it).
 * The app's own markup (`appHead` set) goes in as it is, its head part last in the head: after
 * the entry's stylesheet, in the order the app's own loading puts the same CSS.
 */
export function renderIndex(indexHtml: string, page: SeoPage, a: PageAddress): string {
  const root = page.appHead === undefined ? `<main class="seo-prerender">${page.main}</main>` : page.main;
  const head = [page.headHints, page.appHead].filter(Boolean).join('\n    ');
  return (page.appHead === undefined ? indexHtml : withScriptsAfterPaint(indexHtml))
    .replace(/<title>[^<]*<\/title>/, () => headBlock(page, a))
    .replace('</head>', () => (head ? `  ${head}\n  </head>` : '</head>'))
    .replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
}

/**
 * index.html for an address that shows no page (unknown path, or an item that is not public):
 * the app still starts and shows its not-found page; search engines are told not to index it.
 */
export function notFoundIndex(indexHtml: string): string {
  return indexHtml.replace(/<title>[^<]*<\/title>/, () => `<title>页面不存在 - ${SITE_NAME}</title>\n    <meta name="robots" content="noindex" />`);
}

/** Rendered pages are kept this long at most (scheduled publishing is time-driven, not a write). */
export const SEO_CACHE_TTL_MS = 30_000;

/**
 * portal/Home, whose head carries API answers dated when they were asked, is kept less: the
 * app's queries take them as fresh for their stale time (30 s, lib/query-client.ts) from that
 * date, so a page kept 30 s arrived with answers already stale, asked again beside the first
 * render (the notices' call; CI's e2e met it). Kept 5 s, they stay fresh ≥ 25 s after arriving.
 */
export const FIRST_DATA_MAX_AGE_MS = 5_000;

/**
 * The first HTML of public pages, cached per address in `app.seoCache` (fresh on every
 * instance after a content write: see clear-on-write.ts), but the mobile home's, drawn as the
 * app draws it from the API's answers (mobile-home.ts); null when the route is not a public
 * page (the plain index.html is served).
 */
export function createSeoRenderer(app: FastifyInstance, indexHtml: string, distDir: string) {
  // Read once for both pages that name the build's files.
  const manifest = readManifest(distDir);
  const mobileHome = createMobileHome(app, distDir, manifest);
  const portalHome = createPortalHome(app, manifest);
  return {
    async render(request: FastifyRequest, route: string, id: number | null): Promise<string | null> {
      const origin = siteOrigin(app, request);
      if (isMobileHome(route)) {
        // Not kept here: its data come from the API's caches, which follow writes and release times.
        const page = await mobileHome.page();
        if (page) return renderIndex(indexHtml, page, pageAddress(app, origin, route, id));
      }
      const home = isPortalHome(route);
      return app.seoCache.get(
        `page|${origin}|${route}|${id ?? ''}`,
        async () => {
          const a = pageAddress(app, origin, route, id);
          const page = await resolveSeoPage(app.db, a);
          if (page && home) page.headHints = await portalHome.head();
          return page ? renderIndex(indexHtml, page, a) : null;
        },
        home ? FIRST_DATA_MAX_AGE_MS : SEO_CACHE_TTL_MS,
      );
    },
  };
}
