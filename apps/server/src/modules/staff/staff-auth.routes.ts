import { MESSAGES, staffLoginBody } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { notLoggedIn, refused } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { openCredential } from '../auth/credentials.ts';
import { checkCaptchaAndLock, CODE_CREDENTIALS } from '../auth/login.service.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { appendOperationLog } from '../audit/operation-log.repository.ts';
import { presentStaff } from './staff.presenter.ts';
import { findStaffById, findStaffByLoginId, findStaffRoleNames, loadStaffPermissions } from './staff.repository.ts';

/** Back-office login (/back/Login), the current staff profile and logout. */
export async function staffAuthRoutes(app: FastifyInstance): Promise<void> {
  const { auth } = app;

  app.post('/api/admin/auth/login', async (request) => {
    const body = parse(staffLoginBody, request.body);
    const loginId = openCredential(body.loginId);
    const attempt = { loginId, password: openCredential(body.loginPass), uuid: body.uuid, captchaCode: body.captchaCode, ip: request.ip };
    await checkCaptchaAndLock(auth, 'staff', attempt);
    const row = await findStaffByLoginId(app.db, loginId);
    const audit = { staffId: row?.id ?? null, staffName: row?.name ?? loginId, action: '后台登录', target: loginId, ip: request.ip };
    if (!(await verifyPassword(row?.passwordHash, attempt.password)) || !row) {
      await auth.throttle.recordFailure('staff', loginId, request.ip);
      await appendOperationLog(app.db, { ...audit, result: 'failure' });
      throw refused(MESSAGES.loginWrong, CODE_CREDENTIALS);
    }
    if (row.disabled) throw refused(MESSAGES.accountDisabled, 403);
    await auth.throttle.recordSuccess('staff', loginId, request.ip);
    await auth.sessions.save(request.token!, { ...request.session!, kind: 'staff', userId: row.id, loginId: row.loginId });
    await appendOperationLog(app.db, { ...audit, result: 'success' });
    const [roles, permissions] = await Promise.all([findStaffRoleNames(app.db, row.id), loadStaffPermissions(app.db, row.id)]);
    return ok(presentStaff(row, roles, permissions), '登录成功');
  });

  app.get('/api/admin/auth/me', { config: { auth: 'staff' } }, async (request) => {
    const row = await findStaffById(app.db, request.session!.userId!);
    if (!row || row.disabled) throw notLoggedIn();
    const [roles, permissions] = await Promise.all([findStaffRoleNames(app.db, row.id), loadStaffPermissions(app.db, row.id)]);
    return ok(presentStaff(row, roles, permissions));
  });

  app.post('/api/admin/auth/logout', { config: { auth: 'staff' } }, async (request) => {
    await auth.sessions.toTourist(request.token!, request.session!);
    return ok(null);
  });
}
