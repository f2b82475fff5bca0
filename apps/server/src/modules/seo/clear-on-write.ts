import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` on a write that changes no published content (analytics ingest): it clears no content cache. */
    changesContent?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Calls `clear` after every successful write call of this instance (content is written only
 * through /api POSTs), so a cached first HTML or sitemap never outlives an edit here; other
 * instances drop theirs within their short TTL. Add it from a root-level (fastify-plugin) scope.
 * Callback style: every answer passes here. Writes declaring `changesContent: false` (a page
 * view's analytics, several per visit) leave the caches alone.
 */
export function clearOnWrite(app: FastifyInstance, clear: () => void): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (!READS.has(request.method) && request.url.startsWith('/api/') && reply.statusCode < 400 && request.routeOptions.config.changesContent !== false)
      clear();
    done();
  });
}
