/**
 * /api/docs: the OpenAPI document of every public and open call, browsable with Swagger UI
 * served from the server itself (swagger-ui-dist), never part of the web bundle. The page's
 * script is a file, not inline, so it runs under the site's CSP (script-src 'self').
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi-document.ts';

const BASE = '/api/docs';
const publicRoute = { config: { auth: 'public' as const, cache: 'public' as const } };

const PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>开放数据接口文档</title>
<link rel="stylesheet" href="${BASE}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${BASE}/swagger-ui-bundle.js"></script>
<script src="${BASE}/init.js"></script>
</body>
</html>
`;

// The page is served at /api/docs, so the document's URL is absolute (any base path in front is the proxy's).
const INIT = `window.ui = SwaggerUIBundle({
  url: new URL('openapi.json', location.href.replace(/\\/?$/, '/')).href,
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: false,
  validatorUrl: null,
});
`;

/** The two Swagger UI files the page needs, read once (compressed per request by @fastify/compress). */
const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
} as const;

export async function docsRoutes(app: FastifyInstance): Promise<void> {
  const distDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const files = new Map<string, Promise<Buffer>>();
  const fileIn = (name: string): Promise<Buffer> => {
    let file = files.get(name);
    if (!file) files.set(name, (file = readFile(join(distDir, name))));
    return file;
  };
  let document: string | undefined;

  app.get(BASE, publicRoute, async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE));

  app.get(`${BASE}/init.js`, publicRoute, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(INIT),
  );

  for (const [name, type] of Object.entries(ASSETS)) {
    app.get(`${BASE}/${name}`, publicRoute, async (_request, reply) =>
      reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .send(await fileIn(name)),
    );
  }

  /** Built on first request, from every route registered by then (the catalogue is complete). */
  app.get(`${BASE}/openapi.json`, publicRoute, async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument(app.routeCatalog));
    return reply.type('application/json; charset=utf-8').send(document);
  });
}
