import type { IncomingMessage, ServerResponse } from 'node:http';
import { TOKEN_HEADER } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/env.ts';
import { IMMUTABLE } from './web-app.ts';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a path on our own origin
  }
};

/**
 * Browser features no page of ours uses are off for every document, frame and answer; full
 * screen and picture-in-picture stay for the site's own video player.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'usb=()',
].join(', ');

/**
 * The security headers. The CSP allows our own scripts only; inline styles are needed by
 * antd's CSS-in-JS; frames may load the configured trade-system login pages (spec §4).
 */
export function securityOptions(c: Pick<Config, 'tradeSimulateLoginUrl' | 'newTradeJumpLoginUrl' | 'NODE_ENV'>): HelmetOptions {
  const frameOrigins = [c.tradeSimulateLoginUrl, c.newTradeJumpLoginUrl].map(originOf).filter((o): o is string => !!o);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // blob: lets the back office preview a PDF before it is saved.
        frameSrc: ["'self'", 'blob:', ...frameOrigins],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The referrer is needed: analytics sources and the mobile redirect rule read it.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: c.NODE_ENV === 'production',
  };
}

/** What helmet would set on a response, worked out once: the headers depend on nothing per request. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * The headers of a JSON answer. A browser never renders one as a page, so the document's
 * headers (its script and style sources, opener and referrer policies, the legacy IE ones)
 * mean nothing there; OWASP's REST cheat sheet asks for exactly these instead: nothing may
 * load or frame it, no type sniffing, no cross-origin read. Half the bytes of the full set:
 * on a cached public read those header bytes cost more than the rest of the request.
 */
export function jsonAnswerHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    // Opened as a page (an address typed or followed), it sends no referrer on.
    'referrer-policy': 'no-referrer',
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const hsts = documentHeaders['strict-transport-security'];
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
}

/**
 * The headers of the app's scripts, styles and fonts. A document's policies (CSP, frames,
 * opener, referrer, the legacy IE ones) do nothing on a subresource; what does is no type
 * sniffing and no cross-origin read. A first visit loads some 80 of these files: over
 * HTTP/1.1 the full set was ~700 bytes each, a fifth of the page's JavaScript bytes.
 */
export function subresourceHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const hsts = documentHeaders['strict-transport-security'];
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
}

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');
const isSubresource = (type: unknown) => typeof type === 'string' && /^(?:text\/javascript|application\/javascript|text\/css|font\/)/.test(type);

/**
 * Sends the security headers on every answer, chosen by what it is (and `no-store` on one
 * that carries a session token or tickets): a JSON answer gets
 * `jsonAnswerHeaders`, a script, style or font `subresourceHeaders`, anything else (the app's
 * pages, files, exports) helmet's full set.
 * @fastify/helmet rebuilds helmet (and parses the CSP) on each request, which cost more than
 * a whole analytics ingest call; the headers are identical for every request, so they are
 * computed at start and copied. Decided when the answer is sent, where its type is known; a
 * route's own CSP (an uploaded file's sandbox) is kept.
 */
async function security(app: FastifyInstance): Promise<void> {
  const document = securityHeaders(securityOptions(app.config));
  const { 'content-security-policy': _csp, ...documentWithoutCsp } = document;
  const json = jsonAnswerHeaders(document);
  const subresource = subresourceHeaders(document);
  // Callback style: every answer passes here.
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A session token or a ticket (login, logout, rotation, refresh) is never kept by a cache.
    if (reply.hasHeader('set-cookie') || reply.hasHeader(TOKEN_HEADER)) reply.header('cache-control', 'no-store');
    const type = reply.getHeader('content-type');
    if (isJson(type)) reply.headers(json);
    else if (isSubresource(type)) {
      reply.headers(subresource);
      // A file cached as immutable is never revalidated: its validators are bytes for nothing.
      if (reply.getHeader('cache-control') === IMMUTABLE) {
        reply.removeHeader('etag');
        reply.removeHeader('last-modified');
      }
    } else reply.headers(reply.hasHeader('content-security-policy') ? documentWithoutCsp : document);
    done(null, payload);
  });
}

export const securityPlugin = fp(security, { name: 'security', dependencies: ['errors'] });
