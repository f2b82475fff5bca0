import type { FastifyInstance } from 'fastify';
import { invalidateOnWrite } from '../../lib/cache/shared-cache.ts';
import { rejectNulBytes } from '../../lib/reject-nul.ts';
import { relationRoutes } from './relations.routes.ts';
import { userRoutes } from './users.routes.ts';

/** Thumbs-up, follows and the members' personal calls (registered once in app.ts). */
export async function communityRoutes(app: FastifyInstance): Promise<void> {
  rejectNulBytes(app);
  invalidateOnWrite(app, app.contentCache); // thumbs-up and forward counts order the feeds
  await app.register(relationRoutes);
  await app.register(userRoutes);
}
