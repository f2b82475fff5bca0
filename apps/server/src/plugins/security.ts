import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a path on our own origin
  }
};

/**
 * Security headers. The CSP allows our own scripts only; inline styles are needed by antd's
 * CSS-in-JS; frames may load the configured trade-system login pages (spec §4).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const c = app.config;
  const frameOrigins = [c.tradeSimulateLoginUrl, c.newTradeJumpLoginUrl].map(originOf).filter((o): o is string => !!o);
  await app.register(helmet, {
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
  });
});
