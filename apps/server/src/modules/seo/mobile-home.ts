/**
 * The first HTML of /mobile/index: the page's own components (MobileLayout around
 * MobileIndexPage) rendered by React's server renderer with the headline prices and the latest
 * notices, painted before any script runs — the page's largest paint comes from the server,
 * not after the app's chunks and calls (LCP on phones). The renderer is the web app's
 * `src/ssr/mobileHome.tsx`, built by `npm run build` into the build's `.ssr/` directory; the
 * app's first render replaces the page in place with the same components and answers.
 *
 * The data are the API's own answers, asked in-process (`app.inject`) with the app's queries:
 * the same values, embargo and caches (price reads keyed by release slot, content reads
 * dropped by writes), so this page is not kept in the first-HTML cache itself.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ArticleListItem, LatestValues, Page } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { apiData, FIRST_DATA_ID } from './first-data.ts';
import { jsonForScript } from './seo-html.ts';
import { type Manifest, readRouteAssets, type RouteAssets } from './web-assets.ts';
import { SITE_DESCRIPTION, type SeoPage } from './seo-pages.ts';

/** The page's lazy modules (apps/web/src/app/routes.tsx: the mobile layout and the index page). */
const MOBILE_HOME_SOURCES = ['src/app/layouts/MobileLayout.tsx', 'src/pages/mobile/MobileIndexPage.tsx'];

/** The queries MobileIndexPage makes (useLatestValuesQuery(), the two lists with pageSize 10). */
const QUERIES = {
  latest: '/api/priceIndex/latest',
  notices: '/api/article/findTopNewNoticeList?pageSize=10',
  posts: '/api/article/findAllList?pageSize=10',
};

/** The answers, under the names the page's reader knows them by. */
interface MobileHomeAnswers {
  latest: LatestValues;
  notices: Page<ArticleListItem>;
  posts: Page<ArticleListItem>;
}

export const isMobileHome = (route: string) => route === 'mobile/index';

/** The web app's server renderer of the page (apps/web/src/ssr/mobileHome.tsx). */
type RenderMobileHome = (answers: MobileHomeAnswers, basePath: string) => Promise<string>;

/** Where `npm run build` puts the renderer, inside the build (not served: web-app.ts serves `assets/` and top-level files). */
export const MOBILE_HOME_RENDERER = join('.ssr', 'mobileHome.js');

/** Loads the renderer of a build, or null when the build has none. */
async function loadRenderer(distDir: string): Promise<RenderMobileHome | null> {
  const file = join(distDir, MOBILE_HOME_RENDERER);
  if (!existsSync(file)) return null;
  return ((await import(pathToFileURL(file).href)) as { renderMobileHome: RenderMobileHome }).renderMobileHome;
}

/**
 * The id of an empty element right after the first screen, which the head's `rel=expect`
 * waits for. After it, not on the screen's own element: Chromium ends the wait when the
 * element is inserted, not when its end tag is parsed.
 */
const FIRST_HTML_END_ID = 'coal-first-html-end';

/**
 * The box rules @ant-design/icons inserts (its `iconStyles`) when its first icon has rendered
 * in the browser, after that paint: given with the first HTML, the tab bar has its final
 * height from the start.
 */
const ICON_BOX_CSS =
  '.anticon{display:inline-flex;align-items:center;color:inherit;font-style:normal;line-height:0;text-align:center;text-transform:none;vertical-align:-0.125em}.anticon>*{line-height:1}.anticon svg{display:inline-block;vertical-align:inherit}';

/**
 * The head additions: the chunks' CSS inline, and the answers the markup was drawn from, which
 * the page puts in its query cache (mobileHomeFirstData.ts) so that its first render shows the
 * same rows instead of placeholders. The chunks are not `modulepreload`ed: fetched beside the
 * first paint they delay it (docs/decisions/0051-phone-first-paint.md); main.tsx asks for them
 * as it starts.
 */
function headFor(assets: RouteAssets, data: MobileHomeAnswers, basePath: string): string {
  return [
    // No frame before the whole first screen is parsed: on a slow phone the parser yields inside
    // it, and a half-drawn nav bar or tab bar is a layout shift when the rest arrives. Browsers
    // without `rel=expect` ignore it.
    `<link rel="expect" href="#${FIRST_HTML_END_ID}" blocking="render">`,
    // The icons' rules first: their library prepends them to the head.
    `<style data-first-html>${ICON_BOX_CSS}\n${assets.styles.replace(/<\/style/gi, '<\\/style')}</style>`,
    // The same files, named as links but disabled (a disabled stylesheet is neither fetched nor
    // applied): Vite's loader skips a chunk's CSS when a stylesheet link to it is in the page, so
    // the app's start does not add these links (and requests) again for rules already here.
    ...assets.cssFiles.map((file) => `<link rel="stylesheet" href="${basePath}${file}" disabled data-first-html>`),
    `<script type="application/json" id="${FIRST_DATA_ID}">${jsonForScript(data)}</script>`,
  ].join('\n    ');
}

export function createMobileHome(app: FastifyInstance, distDir: string, manifest: Manifest | null) {
  const assets = readRouteAssets(distDir, manifest, MOBILE_HOME_SOURCES);
  let renderer: Promise<RenderMobileHome | null> | null = null;
  // The last page drawn, by its answers: they change with releases and writes, not per request,
  // and a server render costs milliseconds of this thread.
  let last: { answers: string; html: string } | null = null;
  return {
    /** The page, or null when it cannot be drawn as the app draws it (no build manifest or renderer, no prices): the plain first HTML then. */
    async page(): Promise<SeoPage | null> {
      if (!assets) return null;
      renderer ??= loadRenderer(distDir);
      const render = await renderer;
      if (!render) return null;
      const [latest, notices, posts] = await Promise.all([
        apiData<LatestValues>(app, QUERIES.latest),
        apiData<Page<ArticleListItem>>(app, QUERIES.notices),
        apiData<Page<ArticleListItem>>(app, QUERIES.posts),
      ]);
      if (!latest?.list.length || !notices?.list.length || !posts?.list.length) return null;
      const data: MobileHomeAnswers = { latest, notices, posts };
      const answers = JSON.stringify(data);
      if (last?.answers !== answers) last = { answers, html: await render(data, app.config.basePath) };
      const { html } = last;
      return {
        title: '首页',
        description: SITE_DESCRIPTION,
        canonical: 'portal/Home',
        ogType: 'website',
        // Marked as the first HTML (main.tsx keeps it until the route has loaded); the wrapper has no box.
        main: `<div data-first-html="" style="display:contents">${html}</div><i id="${FIRST_HTML_END_ID}" hidden></i>`,
        appHead: headFor(assets, data, app.config.basePath),
      };
    },
  };
}
