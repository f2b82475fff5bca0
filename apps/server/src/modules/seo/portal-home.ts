/**
 * What portal/Home's first HTML tells the browser ahead of the app (desktop). The page is
 * drawn by the app, and its largest paint is the top banner's image. Without this the image
 * was asked for at the end of a chain: the entry, then the layout's and page's chunks, then
 * the user info, the first render, the banners call, the carousel's chunk, and only then the
 * image (docs/decisions/0053-portal-home-first-screen.md). Here the head names all of it at once:
 * - the route's chunks (`modulepreload`) and their CSS (`preload`: not render-blocking; the
 *   app's loader then adds the same files from the cache), beside the entry's own;
 * - the top banner's image, at high priority;
 * - the banners' and the notices' API answers, which the page puts in its query cache
 *   (apps/web/src/pages/portal/portalHomeFirstData.ts) so that its first render shows them.
 */
import { adImageSources, type ArticleListItem, type Banner, type Page } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { apiData, FIRST_DATA_ID } from './first-data.ts';
import { escapeHtml, jsonForScript } from './seo-html.ts';
import { publicUrl } from '../uploads/upload.presenter.ts';
import { cssOf, type Manifest, routeChunks } from './web-assets.ts';

/** The lazy modules of the page's first screen (apps/web/src/app/routes.tsx, AreaOutlet, HomeSlots). */
const PORTAL_HOME_SOURCES = [
  'src/app/layouts/PortalLayout.tsx',
  'src/app/providers/AntdOutlet.tsx',
  'src/pages/portal/HomePage.tsx',
  'src/modules/prices/components/HomePricePanel.tsx',
];
/** The carousel (BannerCarousel.tsx), rendered when the top slot has more than one banner. */
const SLIDES_SOURCE = 'src/modules/home/components/BannerSlides.tsx';

/** The queries of the first screen (BannerCarousel's two slots, HomeNoticeBlock). */
const QUERIES = {
  top: '/api/banner/getBanners?slot=home-top',
  middle: '/api/banner/getBanners?slot=home-middle',
  notices: '/api/article/findTopNewNoticeList?pageSize=10',
};

/** The answers, under the names portalHomeFirstData.ts knows them by. */
export interface PortalHomeAnswers {
  /**
   * When they were asked (ms since the epoch): the page's HTML is kept up to 5 s
   * (FIRST_DATA_MAX_AGE_MS) and revalidated by its ETag, so the app dates the answers by this,
   * not by its own start.
   */
  askedAt: number;
  top: Banner[];
  middle: Banner[];
  notices: Page<ArticleListItem>;
}

export const isPortalHome = (route: string) => route === 'portal/Home';

function preloads(manifest: Manifest, sources: string[], basePath: string): string[] {
  const chunks = routeChunks(manifest, sources);
  return [
    ...chunks.map((key) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${basePath}${manifest[key]!.file}">`),
    ...cssOf(manifest, chunks).map((file) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${basePath}${file}">`),
  ];
}

/** The top banner's image as BannerImage.tsx asks for it: the same srcset and sizes pick the same file. */
function imagePreload(banner: Banner, url: string): string {
  const { src, srcSet, sizes } = adImageSources(banner.imagePath, url, 'home-top');
  const set = srcSet && sizes ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}"${set}>`;
}

export function createPortalHome(app: FastifyInstance, manifest: Manifest | null) {
  const known = manifest !== null && [...PORTAL_HOME_SOURCES, SLIDES_SOURCE].every((s) => manifest[s]);
  return {
    /** The head's additions, or '' when the build has no manifest or a call fails (the page then loads as before). */
    async head(): Promise<string> {
      if (!known) return '';
      const [top, middle, notices] = await Promise.all([
        apiData<Banner[]>(app, QUERIES.top),
        apiData<Banner[]>(app, QUERIES.middle),
        apiData<Page<ArticleListItem>>(app, QUERIES.notices),
      ]);
      if (!top || !middle || !notices) return '';
      const { basePath, resourceBaseUrl } = app.config;
      const sources = top.length > 1 ? [...PORTAL_HOME_SOURCES, SLIDES_SOURCE] : PORTAL_HOME_SOURCES;
      const data: PortalHomeAnswers = { askedAt: Date.now(), top, middle, notices };
      return [
        top[0] ? imagePreload(top[0], publicUrl(resourceBaseUrl, top[0].imagePath)) : '',
        ...preloads(manifest!, sources, basePath),
        `<script type="application/json" id="${FIRST_DATA_ID}">${jsonForScript(data)}</script>`,
      ]
        .filter(Boolean)
        .join('\n    ');
    },
  };
}
