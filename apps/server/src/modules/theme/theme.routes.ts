import type { FastifyInstance } from 'fastify';
import { cachedAnswer, publicRead } from '../../lib/public-answer.ts';
import { findSelectedTheme } from './theme.repository.ts';

/** GET /api/theme/getSelectedTheme (spec §7): the portal's theme, `mourn` turns it gray. */
export async function themeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/theme/getSelectedTheme', publicRead, async (_request, reply) =>
    cachedAnswer(reply, app.themeCache, 'selected', {}, async () => {
      const theme = await findSelectedTheme(app.db);
      return { themeNameEn: theme.themeNameEn, name: theme.name };
    }),
  );
}
