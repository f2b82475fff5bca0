import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import type { ByteRange, UploadStorage } from './storage.ts';
import { CONTENT_TYPES, extOfKey, INLINE_EXTS, type StoredExt } from './upload-kinds.ts';

/**
 * Nothing in a served file may run or load anything. `sandbox` also gives the file an opaque
 * origin with scripts, forms and popups off: a PDF's OpenAction script or an HTML-ish file
 * opened directly cannot act as our site (cookies, same-origin calls).
 */
export const FILE_CSP = "default-src 'none'; frame-ancestors 'self'; sandbox";
/**
 * Chrome's PDF viewer draws through an internal embed styled inline: it needs object-src
 * and inline styles on the PDF's own response (crbug 271452). Still no scripts, no fetches.
 */
export const PDF_CSP = "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

export interface SendOptions {
  /** Default: inline for images, PDF and video; attachment for everything else. */
  disposition?: 'inline' | 'attachment';
  /** The name offered to the browser (default: the key's own name). */
  downloadName?: string;
  /** Default: a year, immutable (names are random and never reused). */
  cacheControl?: string;
}

/** `filename` for old browsers (ASCII) and `filename*` (RFC 5987) for the real name. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The download name of a stored file asked for under its title (`?name=` on /uploads): the
 * title without control characters or path separators, capped, with the stored file's own
 * extension (a name never changes what the file is). undefined when there is no usable name.
 */
export function downloadNameFor(title: unknown, key: string): string | undefined {
  if (typeof title !== 'string') return undefined;
  const clean = title
    .replace(/[\p{Cc}/\\]/gu, '')
    .trim()
    .slice(0, 120);
  if (!clean) return undefined;
  const ext = extOfKey(key);
  return clean.toLowerCase().endsWith(`.${ext}`) ? clean : `${clean}.${ext}`;
}

/** One `bytes=a-b` range; multiple ranges are answered whole. undefined: none asked. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * The headers of every file this module sends (a stored file, an image variant): its real type
 * from our own extension, nosniff, a CSP that forbids everything, its disposition and name,
 * long caching unless told otherwise.
 */
export function fileHeaders(
  reply: FastifyReply,
  ext: StoredExt,
  modifiedAt: Date,
  options: { disposition: 'inline' | 'attachment'; downloadName: string; cacheControl?: string },
): FastifyReply {
  return reply
    .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', ext === 'pdf' ? PDF_CSP : FILE_CSP)
    .header('content-disposition', contentDisposition(options.disposition, options.downloadName))
    .header('cache-control', options.cacheControl ?? 'public, max-age=31536000, immutable')
    .header('last-modified', modifiedAt.toUTCString());
}

/**
 * Sends a stored file with safe headers: its real type (from our own extension), nosniff,
 * a CSP that forbids everything, inline only for images/PDF/video, long caching, byte
 * ranges (video seeking, PDF viewers) and HEAD without a body.
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, storage: UploadStorage, key: string, options: SendOptions = {}) {
  const info = await storage.stat(key);
  if (!info) throw notFound('文件不存在');
  const range = parseRange(request.headers.range, info.size);
  const wantsBody = request.method !== 'HEAD' && range !== 'unsatisfiable';
  // Opened before any header is set: a file deleted since its stat is a 404 (with the error's
  // own headers), not an answer that breaks after its file headers (a 500).
  const body = wantsBody ? await storage.open(key, range) : null;
  if (wantsBody && !body) throw notFound('文件不存在');
  const ext = extOfKey(key);
  const disposition = options.disposition ?? (INLINE_EXTS.has(ext) ? 'inline' : 'attachment');
  fileHeaders(reply, ext, info.modifiedAt, {
    disposition,
    downloadName: options.downloadName ?? key.slice(key.lastIndexOf('/') + 1),
    cacheControl: options.cacheControl,
  }).header('accept-ranges', 'bytes');

  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${info.size}`).header('content-length', 0).send();
  }
  if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  const length = range ? range.end - range.start + 1 : info.size;
  reply.header('content-length', length);
  return reply.send(body ?? undefined);
}
