import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clearOnWrite } from './clear-on-write.ts';
import { escapeHtml } from './seo-html.ts';
import { latestItems } from './seo.repository.ts';
import { siteOrigin } from './seo-render.ts';
import { searchItemPath } from '../search/search.presenter.ts';

/** The public list and price pages (paths under the base path) the sitemap lists besides items. */
const STATIC_PAGES = [
  'portal/Home',
  'portal/Notice',
  'portal/Price',
  'portal/PriceFirst',
  'portal/PriceSecond',
  'portal/PriceThird',
  'portal/TextList',
  'portal/ResearchReport',
  'portal/QuesAnsw',
  'portal/DayBidding',
  'portal/FuturesNowZone',
  'portal/Company',
  'portal/AboutUs',
];
/** One sitemap file holds at most 50 000 addresses. */
const SITEMAP_LIMIT = 49_000;
const SITEMAP_TTL_MS = 60_000;

/** robots.txt and sitemap.xml at the origin's root, where crawlers look for them. */
export async function seoRoutesPlugin(app: FastifyInstance): Promise<void> {
  const base = app.config.basePath;

  app.get('/robots.txt', { config: { auth: 'public' } }, async (request, reply) => {
    const origin = siteOrigin(app, request);
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      `Disallow: /api/`,
      `Disallow: ${base}back/`,
      `Disallow: ${base}portal/Personal`,
      `Disallow: ${base}portal/GateWay`,
      `Disallow: ${base}portal/Test`,
      `Disallow: /uploads/`,
      `Allow: ${base}`,
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  });

  let cached: { origin: string; xml: string; expires: number } | null = null;
  app.get('/sitemap.xml', { config: { auth: 'public' } }, async (request, reply) => {
    const origin = siteOrigin(app, request);
    if (!cached || cached.origin !== origin || cached.expires < Date.now()) {
      const items = await latestItems(app.db, ['notice', 'news', 'post', 'text', 'report', 'qa'], SITEMAP_LIMIT);
      const url = (path: string, lastmod?: Date) =>
        `<url><loc>${escapeHtml(`${origin}${base}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
      const newest = items[0]?.docDate;
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...STATIC_PAGES.map((p) => url(p, p === 'portal/Home' || p === 'portal/Notice' ? newest : undefined)),
        ...items.map((i) => url(searchItemPath(i.kind as never, i.refId).slice(1), i.docDate)),
        '</urlset>',
        '',
      ].join('\n');
      cached = { origin, xml, expires: Date.now() + SITEMAP_TTL_MS };
    }
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=60');
    return cached.xml;
  });
  clearOnWrite(app, () => {
    cached = null;
  });
}

/** Registered at the root (fastify-plugin): its write hook must see every route's writes. */
export const seoRoutes = fp(seoRoutesPlugin, { name: 'seo-routes' });
