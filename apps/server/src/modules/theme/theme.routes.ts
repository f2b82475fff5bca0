import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { findSelectedTheme } from './theme.repository.ts';

/** GET /api/theme/getSelectedTheme (spec §7): the portal's theme, `mourn` turns it gray. */
export async function themeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/theme/getSelectedTheme', { config: { auth: 'public' } }, async () => {
    const theme = await app.themeCache.get('selected', () => findSelectedTheme(app.db));
    return ok({ themeNameEn: theme.themeNameEn, name: theme.name });
  });
}
