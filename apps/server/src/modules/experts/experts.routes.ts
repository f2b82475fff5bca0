import type { FastifyInstance } from 'fastify';
import { rejectNulBytes } from '../../lib/reject-nul.ts';
import { expertProfileRoutes } from './expert-profiles.routes.ts';
import { expertTypeRoutes } from './expert-types.routes.ts';
import { questionRoutes } from './questions.routes.ts';

/** Expert types, expert profiles and the question hall (registered once in app.ts). */
export async function expertRoutes(app: FastifyInstance): Promise<void> {
  rejectNulBytes(app);
  await app.register(expertTypeRoutes);
  await app.register(expertProfileRoutes);
  await app.register(questionRoutes);
}
