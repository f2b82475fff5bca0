import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/env.ts';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a path on our own origin
  }
};

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
  return headers;
}

/**
 * Sends the security headers on every answer. @fastify/helmet rebuilds helmet (and parses the
 * CSP) on each request, which cost more than a whole analytics ingest call; the headers are
 * identical for every request, so they are computed at start and copied.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders(securityOptions(app.config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
