/**
 * HTTP caching by the standard (docs/decisions/0058-http-caching.md): every GET route declares a
 * cache class in its config, and this plugin turns it into headers any browser or proxy
 * understands. ETags and 304 come from @fastify/etag, compression from @fastify/compress.
 *
 * - `public`: the same answer for everyone (the session is not read). `Cache-Control: public,
 *   max-age, s-maxage`, at most PUBLIC_MAX_AGE_S, less when the route knows its data's next
 *   release slot (`cachePublicFor`).
 * - `personal`: the caller's own data: `private, no-store`, never kept by anyone.
 * - `none`: credentials and GETs that change something: `no-store`.
 */
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export type CacheClass = 'public' | 'personal' | 'none';

/**
 * The longest a public answer may be kept by a browser or a proxy: a staff correction is
 * visible through any cache within this, while in-process caches drop it at once.
 */
export const PUBLIC_MAX_AGE_S = 10;

/** The Cache-Control of a public answer kept at most `seconds` (bounded by PUBLIC_MAX_AGE_S). */
export function publicCacheControl(seconds = PUBLIC_MAX_AGE_S): string {
  const s = Math.max(0, Math.min(PUBLIC_MAX_AGE_S, Math.floor(seconds)));
  return `public, max-age=${s}, s-maxage=${s}`;
}

/** Bounds a public answer's lifetime in caches to the moment its data may change (a release). */
export function cachePublicUntil(reply: FastifyReply, changesAt: number, now: number): void {
  reply.header('cache-control', publicCacheControl((changesAt - now) / 1000));
}

const PRIVATE = 'private, no-store';

/** Whether a public answer may be kept: a success, with nothing of a session in it. */
const keepable = (reply: FastifyReply) => (reply.statusCode === 200 || reply.statusCode === 304) && !reply.hasHeader('set-cookie');

export const httpCachingPlugin = fp(
  async (app: FastifyInstance) => {
    // Route-level onSend hooks run after the root ones: it compresses what the cipher and the tag saw.
    await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
    // Weak: the tag names the content whatever the encoding. A route's own tag (a cached answer's) is kept.
    await app.register(fastifyEtag, { weak: true });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return done(null, payload);
      const cache = request.routeOptions.config.cache;
      if (cache === 'public') {
        if (!keepable(reply)) reply.header('cache-control', 'no-store');
        else if (!reply.hasHeader('cache-control')) reply.header('cache-control', publicCacheControl());
      } else if (cache === 'personal') reply.header('cache-control', PRIVATE);
      else reply.header('cache-control', 'no-store'); // `none`, and a 404 that matched no route
      done(null, payload);
    });
  },
  { name: 'http-caching', dependencies: ['param-cipher'] },
);
