import type { FastifyInstance } from 'fastify';
import { rejectNulBytes } from '../content/reject-nul.ts';
import { relationRoutes } from './relations.routes.ts';
import { userRoutes } from './users.routes.ts';

/** Thumbs-up, follows and the members' personal calls (registered once in app.ts). */
export async function communityRoutes(app: FastifyInstance): Promise<void> {
  rejectNulBytes(app);
  await app.register(relationRoutes);
  await app.register(userRoutes);
}
