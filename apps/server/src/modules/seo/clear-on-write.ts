import type { FastifyInstance } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Calls `clear` after every successful write call of this instance (content is written only
 * through /api POSTs), so a cached first HTML or sitemap never outlives an edit here; other
 * instances drop theirs within their short TTL. Add it from a root-level (fastify-plugin) scope.
 */
export function clearOnWrite(app: FastifyInstance, clear: () => void): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!READS.has(request.method) && request.url.startsWith('/api/') && reply.statusCode < 400) clear();
  });
}
