/**
 * The first HTML of /mobile/index: the app's own first screen with the headline prices and
 * the latest notices (mobile-home-markup.ts), painted before any script runs — the page's
 * largest paint comes from the server, not after the app's chunks and calls (LCP on phones).
 *
 * The data are the API's own answers, asked in-process (`app.inject`) with the app's queries:
 * the same values, embargo and caches (price reads keyed by release slot, content reads
 * dropped by writes), so this page is not kept in the first-HTML cache itself.
 */
import type { ArticleListItem, LatestValues, Page } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { apiData, FIRST_DATA_ID } from './first-data.ts';
import { FIRST_HTML_END_ID, FIRST_HTML_LINK_CSS, ICON_BOX_CSS, mobileHomeMarkup } from './mobile-home-markup.ts';
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

/**
 * The head additions: the chunks' CSS inline, and the answers the markup was drawn from, which
 * the page puts in its query cache (mobileHomeFirstData.ts) so that its first render shows the
 * same rows instead of placeholders. The chunks are not `modulepreload`ed: measured, their
 * 160 kB fetched beside the first paint moved it (and so the LCP) from 2.4–2.7 s to 3.1 s under
 * Lighthouse's phone preset (docs/decisions.md); main.tsx asks for them as it starts.
 */
function headFor(assets: RouteAssets, data: MobileHomeAnswers, basePath: string): string {
  return [
    // No frame before the whole first screen is parsed. On a slow phone the parser yields
    // inside it and the browser painted what it had: a nav bar with the bell but not yet the
    // search button (its box 28 px high, then 44), price rows without their neighbours, the tab
    // bar with some of its items — each a layout shift when the rest arrived (1 start in 4 at
    // 4× CPU, 2026-11-28). Browsers without `rel=expect` ignore it.
    `<link rel="expect" href="#${FIRST_HTML_END_ID}" blocking="render">`,
    // The icons' rules first: their library prepends them to the head.
    `<style data-first-html>${ICON_BOX_CSS}${FIRST_HTML_LINK_CSS}\n${assets.styles.replace(/<\/style/gi, '<\\/style')}</style>`,
    // The same files, named as links but disabled (a disabled stylesheet is neither fetched nor
    // applied): Vite's loader skips a chunk's CSS when a stylesheet link to it is in the page, so
    // the app's start does not add these ~20 links again for rules that are already here (~65 ms
    // of its start at 4× CPU in a Chromium trace, and as many requests).
    ...assets.cssFiles.map((file) => `<link rel="stylesheet" href="${basePath}${file}" disabled data-first-html>`),
    `<script type="application/json" id="${FIRST_DATA_ID}">${jsonForScript(data)}</script>`,
  ].join('\n    ');
}

export function createMobileHome(app: FastifyInstance, distDir: string, manifest: Manifest | null) {
  const assets = readRouteAssets(distDir, manifest, MOBILE_HOME_SOURCES);
  return {
    /** The page, or null when it cannot be drawn as the app draws it (no build manifest, no prices): the plain first HTML then. */
    async page(): Promise<SeoPage | null> {
      if (!assets) return null;
      const [latest, notices, posts] = await Promise.all([
        apiData<LatestValues>(app, QUERIES.latest),
        apiData<Page<ArticleListItem>>(app, QUERIES.notices),
        apiData<Page<ArticleListItem>>(app, QUERIES.posts),
      ]);
      if (!latest?.list.length || !notices?.list.length || !posts?.list.length) return null;
      const data: MobileHomeAnswers = { latest, notices, posts };
      return {
        title: '首页',
        description: SITE_DESCRIPTION,
        canonical: 'portal/Home',
        ogType: 'website',
        main: mobileHomeMarkup({ latest: latest.list, notices: notices.list, posts: posts.list }, app.config.basePath),
        appHead: headFor(assets, data, app.config.basePath),
      };
    },
  };
}
