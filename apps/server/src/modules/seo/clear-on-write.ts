import type { FastifyInstance } from 'fastify';
import type { SharedCache } from '../../lib/cache/shared-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` on a write that changes no published content (analytics ingest): it invalidates no public page. */
    changesContent?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Write calls that never change what a public page shows, and come often: session and login
 * calls, a member's own watchlist, alerts and notifications (analytics ingest declares
 * `changesContent: false` on its routes). Invalidating on them would empty the cache under
 * ordinary traffic.
 */
const PRIVATE_WRITES = ['/api/user/', '/api/admin/auth/', '/api/watchlist/', '/api/alerts/', '/api/notifications/'];

const changesPublicPages = (method: string, url: string, status: number, changesContent: boolean | undefined) =>
  !READS.has(method) && url.startsWith('/api/') && status < 400 && changesContent !== false && !PRIVATE_WRITES.some((p) => url.startsWith(p));

/**
 * Invalidates the public pages' cache (first HTML, sitemap) after every successful write call
 * that may change them, before the answer leaves: the writer's next page view, and every other
 * instance's (the version token is in the shared store), is rendered anew. Content is written
 * only through /api; this is registered at the root so no module can forget it. Callback style:
 * every answer passes here, and a read must cost nothing.
 */
export function invalidatePublicPagesOnWrite(app: FastifyInstance, cache: SharedCache): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!changesPublicPages(request.method, request.url, reply.statusCode, request.routeOptions.config.changesContent)) return done(null, payload);
    cache.invalidate().then(() => done(null, payload), done);
  });
}
