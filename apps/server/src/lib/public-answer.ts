/**
 * Public answers (cache class `public`) as the read caches keep them: the envelope already
 * serialised with its ETag, and its compressed bodies made once for the value (not per
 * request, as @fastify/compress does for answers built per request). A cached hit is then
 * neither serialised, hashed nor compressed again; @fastify/etag keeps the tag set here.
 */
import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import type { SharedCache } from './cache/shared-cache.ts';
import { ok } from './envelope.ts';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
/** Smaller answers go as they are (@fastify/compress's threshold too). */
const COMPRESS_FROM_BYTES = 1024;
const compressors: Record<Encoding, (body: string) => Promise<Buffer>> = {
  // Made once per value and sent to everyone: denser than per-request compression can afford.
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

export interface PublicAnswer {
  body: string;
  etag: string;
  /** The compressed bodies, made on first demand. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** `ok(data)` serialised once, with a weak validator naming its content. */
export function answerOf(data: unknown): PublicAnswer {
  const body = JSON.stringify(ok(data));
  return { body, etag: `W/"${hash('sha1', body, 'base64url')}"`, encoded: {} };
}

/** Sends a kept answer, compressed as the client accepts (a route returns what this returns). */
export async function sendAnswer(reply: FastifyReply, answer: PublicAnswer): Promise<string | Buffer> {
  reply.type('application/json; charset=utf-8').header('etag', answer.etag);
  // A sealed answer ($rt, param-cipher.ts) is other content: compressed after sealing.
  if (answer.body.length < COMPRESS_FROM_BYTES || reply.request.encrypted) return answer.body;
  reply.header('vary', 'accept-encoding');
  const accepted = reply.request.headers['accept-encoding'];
  const encoding = accepted ? (negotiate(accepted, [...ENCODINGS]) as Encoding | null) : null;
  if (!encoding) return answer.body;
  answer.encoded[encoding] ??= compressors[encoding](answer.body);
  const body = await answer.encoded[encoding];
  reply.header('content-encoding', encoding);
  return body;
}

/**
 * A public read from `cache` (loaded on a miss), sent as the bytes kept for it. The key must
 * name everything the answer depends on (the parsed query, and any reader class).
 */
export async function cachedAnswer(
  reply: FastifyReply,
  cache: SharedCache,
  name: string,
  query: object,
  load: () => Promise<unknown>,
): Promise<string | Buffer> {
  return sendAnswer(reply, await cache.getFor(name, query, async () => answerOf(await load())));
}

/** Route options of a read whose answer is the same for everyone: no session lookup, cache class public. */
export const publicRead = { config: { auth: 'public' as const, cache: 'public' as const } };

/**
 * Route options of a read that needs a live session (a dead one answers `logout`, spec §8):
 * the answer hinges on the caller's session, so HTTP caches treat it as personal.
 */
export const sessionRead = { config: { cache: 'personal' as const } };
