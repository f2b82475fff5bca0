import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalidatePublicPagesOnWrite } from './clear-on-write.ts';
import { escapeHtml } from './seo-html.ts';
import { latestItems } from './seo.repository.ts';
import { SITEMAP_PAGES } from './seo-pages.ts';
import { siteOrigin } from './seo-render.ts';
import { searchItemPath } from '../search/search.presenter.ts';

/** One sitemap file holds at most 50 000 addresses. */
const SITEMAP_LIMIT = 49_000;

/** robots.txt and sitemap.xml at the origin's root, where crawlers look for them. */
export async function seoRoutesPlugin(app: FastifyInstance): Promise<void> {
  const base = app.config.basePath;

  app.get('/robots.txt', { config: { auth: 'public', cache: 'public' } }, async (request, reply) => {
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

  app.get('/sitemap.xml', { config: { auth: 'public', cache: 'public' } }, async (request, reply) => {
    const origin = siteOrigin(app, request);
    const xml = await app.seoCache.get(`sitemap|${origin}`, async () => {
      const items = await latestItems(app.db, ['notice', 'news', 'post', 'text', 'report', 'qa'], SITEMAP_LIMIT);
      const url = (path: string, lastmod?: Date) =>
        `<url><loc>${escapeHtml(`${origin}${base}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
      const newest = items[0]?.docDate;
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...SITEMAP_PAGES.map((p) => url(p, p === 'portal/Home' || p === 'portal/Notice' ? newest : undefined)),
        ...items.map((i) => url(searchItemPath(i.kind as never, i.refId).slice(1), i.docDate)),
        '</urlset>',
        '',
      ].join('\n');
    });
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=60');
    return xml;
  });
  invalidatePublicPagesOnWrite(app, app.seoCache);
  // The public lists too, from the root: a module writing texts, questions or experts cannot forget it.
  invalidatePublicPagesOnWrite(app, app.contentCache);
}

/** Registered at the root (fastify-plugin): its write hook must see every route's writes. */
export const seoRoutes = fp(seoRoutesPlugin, { name: 'seo-routes' });
