import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi.ts';

/** GET /api/docs/openapi.json: the public price data calls (built once, on first request). */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  let document: string | undefined;
  app.get('/api/docs/openapi.json', { config: { auth: 'open' } }, async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument());
    return reply.type('application/json; charset=utf-8').send(document);
  });
}
