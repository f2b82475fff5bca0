import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREA_HOMES, type AppConfig } from '@coal/contracts';
import { routedPaths } from '@coal/contracts/app-routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { isItemPage } from '../modules/seo/seo-pages.ts';
import { createSeoRenderer, notFoundIndex } from '../modules/seo/seo-render.ts';

/** Cache-Control of content-hashed build files: a new build gives them new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const isHashedAsset = (path: string) => /[\\/]assets[\\/]/.test(path);
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt)(?:\.br|\.gz)?$/;

/** A URL under the base path as its path and its query string (with its `?`, or empty). */
function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

/** An area's root (a route under the base path) → its home; a Map, so no inherited key matches. */
const AREA_HOME_OF = new Map<string, string>(Object.entries(AREA_HOMES));

/** Every address the web app's route table shows a page at, lower-cased (react-router matches any case). */
const ROUTED = new Set(routedPaths().map((path) => path.toLowerCase()));
const isRouted = (route: string) => {
  try {
    return ROUTED.has(decodeURI(route).toLowerCase());
  } catch {
    return false; // a malformed escape names no page
  }
};

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** The runtime configuration handed to the browser (no secrets in here). */
export function buildAppConfig(config: Config): AppConfig {
  return {
    product: config.PRODUCT,
    basePath: config.basePath,
    apiBase: '',
    tokenExpiresMinutes: config.TOKEN_EXPIRES,
    paramEncryption: config.PARAM_ENCRYPTION,
    portalOutUrl: config.portalOutUrl,
    mobileHomeUrl: config.mobileHomeUrl,
    resourceBaseUrl: config.resourceBaseUrl,
    tradeSimulateLoginUrl: config.tradeSimulateLoginUrl,
    newTradeJumpLoginUrl: config.newTradeJumpLoginUrl,
    links: {
      trade: config.TRADE_URL,
      logistics: config.LOGISTICS_URL,
      settlement: config.SETTLEMENT_URL,
      payment: config.PAYMENT_URL,
      scf: config.SCF_URL,
      mobileApp: config.MOBILE_APP_URL,
      newTrade: config.NEW_TRADE_DOMAIN,
      registerTrade: config.REGISTER_TRADE_URL,
      registerLogistics: config.REGISTER_LOGISTICS_URL,
      findPassword: config.FIND_PASSWORD_URL,
      findUsername: config.FIND_USERNAME_URL,
      findAccount: config.FIND_ACCOUNT_URL,
      completeProfile: config.COMPLETE_PROFILE_URL,
    },
    demo: config.seedDemo,
  };
}

/**
 * Serves the built web app under the base path with history-mode fallback: every non-API
 * path under the base answers index.html; `<base>app-config.js` carries the runtime config.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { distDir?: string }) => {
  const { basePath } = app.config;
  const distDir = opts.distDir ?? WEB_DIST;
  const configScript = `window.__APP_CONFIG__=${JSON.stringify(buildAppConfig(app.config))};`;

  app.get(`${basePath}app-config.js`, { config: { auth: 'public', cache: 'public' } }, async (_request, reply) => {
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store');
    return configScript;
  });
  app.get('/', { config: { auth: 'public', cache: 'public' } }, async (_request, reply) => reply.redirect(basePath));

  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run npm run build)');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const setHeaders = (res: { setHeader(name: string, value: string): void }, path: string) => {
    // Hashed assets never change; anything else must be checked again.
    res.setHeader('cache-control', isHashedAsset(path) ? IMMUTABLE : 'no-cache');
    if (COMPRESSIBLE_FILE.test(path)) res.setHeader('vary', 'accept-encoding');
  };
  // The hashed files under one wildcard route (declared here with its cache class): a route per
  // file (~1 000 with their .br/.gz) cost every start ~0.45 s of router compiling. A missing
  // asset is a 404, never the app's page.
  const assetsDir = join(distDir, 'assets');
  await app.register(fastifyStatic, {
    root: assetsDir,
    serve: false,
    index: false,
    // The build writes .br and .gz beside every textual file (vite.config.ts); sent as accepted.
    preCompressed: true,
    // send's own Cache-Control (max-age=0 by default) would overwrite the one set by setHeaders.
    cacheControl: false,
    setHeaders,
  });
  app.get<{ Params: { '*': string } }>(`${basePath}assets/*`, { config: { auth: 'public', cache: 'public' } }, async (request, reply) =>
    reply.sendFile(request.params['*'], assetsDir),
  );
  // The few files at the root of the build (the icons; `public/` of the web app), each a route.
  for (const name of readdirSync(distDir)) {
    if (name.startsWith('.') || name.startsWith('index.html') || /\.(?:br|gz)$/.test(name) || !statSync(join(distDir, name)).isFile()) continue;
    app.get(`${basePath}${name}`, { config: { auth: 'public', cache: 'public' } }, async (_request, reply) => reply.sendFile(name, distDir));
  }
  // Browsers and crawlers ask the origin's root for the icon whatever the page links.
  app.get('/favicon.ico', { config: { auth: 'public', cache: 'public' } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').sendFile('favicon.ico', distDir),
  );
  // Public pages answer their first HTML with their own head and main text (search engines).
  const seo = createSeoRenderer(app, indexHtml, distDir);
  // No soft 404s: an address with no page answers 404, kept out of indexes, and the app shows its not-found page.
  const notFoundHtml = notFoundIndex(indexHtml);
  const sendNotFound = (reply: FastifyReply) =>
    reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').send(notFoundHtml);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const [path, query] = splitUrl(request.url.slice(basePath.length));
    const route = path.replace(/\/+$/, '');
    // An area's root leads to its home here, as the app's route table would after starting:
    // the home's first HTML (head hints, the mobile home's drawn page) then comes at once.
    const home = AREA_HOME_OF.get(route);
    if (home) return reply.redirect(`${basePath}${home}${query}`, 302);
    if (!isRouted(route)) return sendNotFound(reply);
    const id = Number((request.query as Record<string, unknown>).id);
    const page = await seo.render(request, route, Number.isSafeInteger(id) && id > 0 ? id : null);
    if (page === null && isItemPage(route)) return sendNotFound(reply);
    const html = page ?? indexHtml;
    // Checked again on every visit (@fastify/etag answers 304 when unchanged): it may show prices.
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
  app.get(basePath, { config: { auth: 'public', cache: 'public' } }, sendIndex);
  app.get(`${basePath}*`, { config: { auth: 'public', cache: 'public' } }, sendIndex);
});
