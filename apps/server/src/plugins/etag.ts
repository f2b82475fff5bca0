import { hash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Whether an If-None-Match header names `tag` (weak comparison, as for GET). */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(tag));
}

/** A weak validator naming `body`'s content. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

/**
 * Validators on the public reads (routes with auth `public`: prices, market charts, the theme,
 * public lists, the pages' HTML, and any answer a route tagged as shared): a weak ETag of the answer, and 304 with no body when the browser already has
 * it. A phone that reopens the price page then transfers headers only. `no-cache` makes the
 * browser ask every time (embargoes and corrections must show at once), never serve it blind.
 * Registered before compression, so the tag names the content whatever the encoding.
 * A route may have tagged its answer already (lib/shared-answer.ts); the parameter cipher
 * drops that tag when it seals the answer, so a sealed answer is tagged as what it is.
 */
export const etagPlugin = fp(async (app: FastifyInstance) => {
  // Callback style: every answer passes here, and only public GETs are tagged.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return done(null, payload);
    // A shared answer (okShared) is tagged whatever the route's auth: it is the same for every caller of its key.
    if (request.routeOptions.config.auth !== 'public' && !reply.hasHeader('etag')) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload); // files: @fastify/static has its own
    // JSON reads, and the public pages' HTML (the same for every visitor: no user data in it).
    if (!/^(?:application\/json|text\/html)/.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    const tag = String(reply.getHeader('etag') ?? '') || weakEtag(payload);
    reply.header('etag', tag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    if (!matchesTag(request.headers['if-none-match'], tag)) return done(null, payload);
    reply.code(304);
    reply.removeHeader('content-length');
    done(null, '');
  });
});
