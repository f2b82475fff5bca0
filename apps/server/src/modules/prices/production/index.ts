/** Index production's routes: value entry and import, contributors' inputs, assessments and their approval. */
import type { FastifyInstance } from 'fastify';
import { assessmentRoutes } from './assessments.routes.ts';
import { inputRoutes } from './inputs.routes.ts';
import { valueAdminRoutes } from './value-admin.routes.ts';

export async function indexProductionRoutes(app: FastifyInstance): Promise<void> {
  await app.register(valueAdminRoutes);
  await app.register(inputRoutes);
  await app.register(assessmentRoutes);
}
