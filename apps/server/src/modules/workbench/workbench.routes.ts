import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { OWN_ACCOUNT, staffRoute } from '../../plugins/staff-route-guard.ts';
import { loadStaffPermissions } from '../staff/staff.repository.ts';
import { workbenchCounts } from './workbench.service.ts';

/** The back office's landing page (/back): what needs action, only what the caller may open. */
export async function workbenchRoutes(app: FastifyInstance): Promise<void> {
  // Every staff member has a workbench; each card is filtered by its own permission.
  app.get('/api/admin/workbench', staffRoute(OWN_ACCOUNT), async (request) => {
    const permissions = await loadStaffPermissions(app.db, request.session!.userId!);
    return ok(await workbenchCounts(app.db, permissions));
  });
}
