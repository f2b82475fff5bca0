import { ERRORS, PERMISSIONS, type ThemeItem, themeSelectBody } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { invalidateOnWrite } from '../../lib/cache/shared-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { refusedWith } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { listThemes, selectTheme, type ThemeRow } from './theme.repository.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

const P = PERMISSIONS.theme;
const present = (row: ThemeRow): ThemeItem => ({ themeNameEn: row.themeNameEn, name: row.name, selected: row.selected });

/** Theme (theme:manage): list the themes and select one (`mourn` turns the portal gray). */
export async function themeAdminRoutes(app: FastifyInstance): Promise<void> {
  invalidateOnWrite(app, app.themeCache);

  app.get('/api/admin/theme/list', staffRoute(P), async () => ok((await listThemes(app.db)).map(present)));

  app.post('/api/admin/theme/select', staffRoute(P, '切换主题'), async (request) => {
    const { themeNameEn } = parse(themeSelectBody, request.body);
    request.auditTarget = themeNameEn;
    if (!(await selectTheme(app.db, themeNameEn))) throw refusedWith(ERRORS.themeMissing);
    return ok(null, '主题已切换');
  });
}
