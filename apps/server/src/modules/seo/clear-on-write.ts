import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidateOnWrite, type SharedCache } from '../../lib/cache/shared-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` on a write that changes no published content (analytics ingest): it invalidates no public page. */
    changesContent?: boolean;
  }
}

/**
 * Write calls that never change what a public page shows, and come often: session and login
 * calls, a member's own watchlist, alerts and notifications (analytics ingest declares
 * `changesContent: false` on its routes). Invalidating on them would empty the cache under
 * ordinary traffic.
 */
const PRIVATE_WRITES = ['/api/user/', '/api/admin/auth/', '/api/watchlist/', '/api/alerts/', '/api/notifications/'];

const mayChangePublicPages = (request: FastifyRequest) =>
  request.url.startsWith('/api/') && request.routeOptions.config.changesContent !== false && !PRIVATE_WRITES.some((p) => request.url.startsWith(p));

/**
 * Invalidates the public pages' cache (first HTML, sitemap) after every successful write call
 * that may change them: the writer's next page view, and every other instance's (the version
 * token is in the shared store), is rendered anew. Content is written only through /api; this
 * is registered at the root so no module can forget it.
 */
export function invalidatePublicPagesOnWrite(app: FastifyInstance, cache: SharedCache): void {
  invalidateOnWrite(app, cache, mayChangePublicPages);
}
