import type { FastifyInstance } from 'fastify';
import { invalidateOnWrite } from '../../lib/cache/shared-cache.ts';
import { rejectNulBytes } from '../../lib/reject-nul.ts';
import { articleActionRoutes } from './article-actions.routes.ts';
import { articleAdminRoutes } from './articles.admin.routes.ts';
import { articleListRoutes } from './articles.routes.ts';
import { categoryRoutes } from './categories.routes.ts';
import { keywordRoutes } from './keywords.routes.ts';
import { reviewRoutes } from './review.routes.ts';
import { uploadImageRoutes } from './upload-image.routes.ts';

/** Articles, categories, keyword links, publishing and review (registered once in app.ts). */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  rejectNulBytes(app);
  // Publishing, review, flags and category edits all change what the cached public lists show.
  invalidateOnWrite(app, app.contentCache);
  await app.register(articleListRoutes);
  await app.register(articleActionRoutes);
  await app.register(categoryRoutes);
  await app.register(keywordRoutes);
  await app.register(uploadImageRoutes);
  await app.register(articleAdminRoutes);
  await app.register(reviewRoutes);
}
