import type { FastifyInstance } from 'fastify';
import type { SharedCache } from '../../lib/cache/shared-cache.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Write calls that never change what a public page shows, and come often: a visitor's
 * analytics events (one per page view), session and login calls, a member's own watchlist,
 * alerts and notifications. Invalidating on them would empty the cache under ordinary traffic.
 */
const PRIVATE_WRITES = ['/api/burialPoint/', '/api/user/', '/api/admin/auth/', '/api/watchlist/', '/api/alerts/', '/api/notifications/'];

/**
 * Invalidates the public pages' cache (first HTML, sitemap) after every successful write call
 * that may change them, before the answer leaves: the writer's next page view, and every other
 * instance's (the version token is in the shared store), is rendered anew. Content is written
 * only through /api; this is registered at the root so no module can forget it.
 */
export function invalidatePublicPagesOnWrite(app: FastifyInstance, cache: SharedCache): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const { method, url } = request;
    if (!READS.has(method) && url.startsWith('/api/') && reply.statusCode < 400 && !PRIVATE_WRITES.some((p) => url.startsWith(p))) await cache.invalidate();
    return payload;
  });
}
