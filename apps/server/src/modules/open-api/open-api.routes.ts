/** The module's entry: personal API keys (个人中心), the open data API and its documentation. */
import type { FastifyInstance } from 'fastify';
import { apiKeyRoutes } from './api-keys.routes.ts';
import { docsRoutes } from './docs.routes.ts';
import { OPEN_API_PREFIX, openDataRoutes } from './open-data.routes.ts';

export async function openApiModule(app: FastifyInstance): Promise<void> {
  await app.register(apiKeyRoutes);
  await app.register(openDataRoutes, { prefix: OPEN_API_PREFIX });
  await app.register(docsRoutes);
}
