import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)/;

/** The encoding to answer with: brotli when accepted, else gzip, else none (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Distinct Accept-Encoding values whose choice is remembered (browsers send a handful). */
const MAX_ACCEPT_ENCODINGS = 64;
const encodingByHeader = new Map<string, 'br' | 'gzip' | null>();

/** `pickEncoding`, remembered per header value: every compressed or replayed answer asks it. */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const header = acceptEncoding ?? '';
  let encoding = encodingByHeader.get(header);
  if (encoding === undefined) {
    encoding = pickEncoding(header);
    if (encodingByHeader.size >= MAX_ACCEPT_ENCODINGS) encodingByHeader.clear();
    encodingByHeader.set(header, encoding);
  }
  return encoding;
}

/** Adds accept-encoding to the reply's Vary header (keeping what is there). */
export function varyOnEncoding(reply: { getHeader(name: string): unknown; header(name: string, value: string): unknown }): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

function shouldCompress(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false; // streams: files, served precompressed
  if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return false;
  if (reply.hasHeader('content-encoding')) return false;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return false;
  if (/no-transform/.test(String(reply.getHeader('cache-control') ?? ''))) return false;
  // A string has at least as many UTF-8 bytes as code units: a large answer is not measured.
  return payload.length >= COMPRESS_THRESHOLD || Buffer.byteLength(payload) >= COMPRESS_THRESHOLD;
}

/** Brotli's quality for an answer compressed per request: fast enough for that. */
const PER_REQUEST_QUALITY = 4;

/**
 * Brotli's quality for a shared answer (the same bytes to everyone until its value changes:
 * lib/shared-answer.ts), compressed once and then sent to every visitor and replayed: the
 * densest. A year of a daily index (the home market chart, 27 KB of JSON) is 1.96 KB at 11
 * against 3.73 KB at 4, for ~40 ms once (2026-11-28); 10 above SHARED_DENSEST_BYTES, where 11
 * costs ~2 ms a KB and 10 a third of that for most of its gain (79 KB: 4.7 / 5.2 / 10.0 KB).
 */
const SHARED_DENSEST_BYTES = 64 * 1024;
const sharedQuality = (bytes: number) => (bytes <= SHARED_DENSEST_BYTES ? 11 : 10);

/**
 * Compresses textual answers (JSON, HTML, CSV, SVG…) of at least COMPRESS_THRESHOLD bytes,
 * brotli (quality 4 per request, denser for a shared answer) or gzip as the client accepts. An onSend hook
 * registered after the audit and parameter-cipher plugins, so it sees their final payload
 * (the audit reads the plain answer, the cipher seals it, then this compresses it). Built
 * files are not compressed here: web-app.ts serves their precompressed `.br`/`.gz` copies.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  // Public reads answer the same bytes to everyone (the etag plugin names them): compressed once,
  // also when many ask at once for a value that has just changed.
  const compressedByTag = new Map<string, Buffer>();
  const compressingByTag = new Map<string, Promise<Buffer>>();
  // One dense compression at a time (one of libuv's four threads): each costs 10–40× a
  // per-request one, and every new value of a shared read (any date range of a series) asks
  // for one. 100 requests for distinct ranges at once (2026-11-28, against npm start) were all
  // answered in 3.3 s with every one dense, 1.4–2.1 s with this bound, 1.2–1.7 s all at quality
  // 4. A shared answer that comes while one runs is compressed (and kept) as any other.
  let denseRunning = false;
  const compressShared = (payload: string | Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> => {
    if (denseRunning || encoding !== 'br') return compress(payload, encoding, false);
    denseRunning = true;
    return compress(payload, encoding, true).finally(() => {
      denseRunning = false;
    });
  };
  const encoded = (reply: FastifyReply, body: Buffer, encoding: 'br' | 'gzip') => {
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  };
  // Callback style: every answer passes here, and most small ones go as they are (no promise
  // for them, nor for a tagged answer whose compressed body is kept).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) varyOnEncoding(reply);
    if (!shouldCompress(request, reply, payload)) return done(null, payload);
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const tag = reply.getHeader('etag');
    const key = typeof tag === 'string' ? `${encoding} ${tag}` : null;
    const kept = key ? compressedByTag.get(key) : undefined;
    if (kept) return done(null, encoded(reply, kept, encoding));
    const shared = key !== null && request.sharedAnswer != null;
    let compressing = key ? compressingByTag.get(key) : undefined;
    if (!compressing) {
      compressing = shared ? compressShared(payload, encoding) : compress(payload, encoding, false);
      if (key) {
        compressingByTag.set(key, compressing);
        void compressing
          .then(
            (body) => remember(compressedByTag, key, body),
            () => undefined, // each waiting request answers the error below
          )
          .finally(() => compressingByTag.delete(key));
      }
    }
    compressing.then(
      (body) => done(null, encoded(reply, body, encoding)),
      (error: unknown) => done(error as Error),
    );
  });
});

const CACHED_BODIES = 500;

function compress(payload: string | Buffer, encoding: 'br' | 'gzip', dense: boolean): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(payload, { level: 6 });
  const bytes = Buffer.byteLength(payload);
  const quality = dense ? sharedQuality(bytes) : PER_REQUEST_QUALITY;
  return brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes } });
}

/** Keeps the newest CACHED_BODIES (insertion order: the oldest goes first). */
function remember(cache: Map<string, Buffer>, key: string, body: Buffer): void {
  if (cache.size >= CACHED_BODIES) cache.delete(cache.keys().next().value!);
  cache.set(key, body);
}
