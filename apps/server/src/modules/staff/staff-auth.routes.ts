import { ERRORS, loginQuery, MESSAGES, ownPasswordBody, PROTOCOL_CODES, TOKEN_HEADER } from '@coal/contracts';
import { eq } from 'drizzle-orm';
import { staff } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { notLoggedIn, refused, refusedWith } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { openCredential } from '../auth/credentials.ts';
import { admitAttempt } from '../auth/login.service.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { appendOperationLog } from '../audit/operation-log.repository.ts';
import { presentStaff } from './staff.presenter.ts';
import { findStaffById, findStaffByLoginId, findStaffRoleNames, loadStaffPermissions } from './staff.repository.ts';
import { OWN_ACCOUNT, staffRoute } from '../../plugins/staff-route-guard.ts';
import { staffActor } from '../../lib/actors.ts';

/** Back-office login (/back/Login), the current staff profile and logout. */
export async function staffAuthRoutes(app: FastifyInstance): Promise<void> {
  const { auth } = app;

  // A login answers its new session token in the `e-user-token` response header.
  app.post('/api/admin/auth/login', async (request, reply) => {
    const body = parse(loginQuery, request.body);
    const loginId = openCredential(body.loginId);
    const session = request.session!;
    const attempt = { loginId, password: openCredential(body.loginPass), uuid: body.uuid, captchaCode: body.captchaCode, ip: request.ip, sid: session.sid };
    const slot = await admitAttempt(auth, 'staff', attempt);
    const row = await findStaffByLoginId(app.db, loginId);
    const audit = { staffId: row?.id ?? null, staffName: row?.name ?? loginId, action: '后台登录', target: loginId, ip: request.ip };
    if (!(await verifyPassword(row?.passwordHash, attempt.password)) || !row) {
      await appendOperationLog(app.db, { ...audit, result: 'failure', detail: { reason: MESSAGES.loginWrong } });
      throw refusedWith(ERRORS.credentialsWrong);
    }
    await slot.succeeded();
    if (row.disabled) {
      await appendOperationLog(app.db, { ...audit, result: 'failure', detail: { reason: MESSAGES.accountDisabled } });
      throw refused(MESSAGES.accountDisabled, PROTOCOL_CODES.forbidden);
    }
    const login = await auth.sessions.login(request.token!, session, { kind: 'staff', userId: row.id, loginId: row.loginId });
    reply.header(TOKEN_HEADER, login.token);
    await appendOperationLog(app.db, { ...audit, result: 'success' });
    const [roles, permissions] = await Promise.all([findStaffRoleNames(app.db, row.id), loadStaffPermissions(app.db, row.id)]);
    return ok(presentStaff(row, roles, permissions), '登录成功');
  });

  app.get('/api/admin/auth/me', staffRoute(OWN_ACCOUNT), async (request) => {
    // The session plugin has loaded the staff member and the permissions held now.
    const { id, permissions } = staffActor(request);
    const [row, roles] = await Promise.all([findStaffById(app.db, id), findStaffRoleNames(app.db, id)]);
    if (!row) throw notLoggedIn();
    return ok(presentStaff(row, roles, permissions));
  });

  app.post('/api/admin/auth/logout', staffRoute(OWN_ACCOUNT, '后台退出'), async (request) => {
    await auth.sessions.logout(request.token!, request.session!);
    return ok(null);
  });

  /**
   * The staff member's own password (header menu, or the forced change after a reset): spec
   * §5 rules, the old password checked and throttled like a login. Every other session of
   * the account ends; this one goes on under a new token (answered in the header).
   */
  app.post('/api/admin/auth/changePassword', staffRoute(OWN_ACCOUNT, '修改本人密码'), async (request, reply) => {
    const body = parse(ownPasswordBody, request.body);
    const session = request.session!;
    const row = await findStaffById(app.db, session.userId!);
    if (!row || row.disabled) throw notLoggedIn();
    request.auditTarget = row.loginId;
    const slot = await auth.throttle.admit('staff', row.loginId, request.ip);
    if (!slot) throw refused(MESSAGES.loginThrottled, PROTOCOL_CODES.throttled);
    if (!(await verifyPassword(row.passwordHash, body.oldPassword))) throw refusedWith(ERRORS.credentialsWrong, MESSAGES.oldPasswordWrong);
    await slot.succeeded();
    if (body.newPassword === body.oldPassword) throw refused(MESSAGES.samePassword, PROTOCOL_CODES.badRequest);
    await app.db
      .update(staff)
      .set({ passwordHash: await hashPassword(body.newPassword), passwordChangedAt: new Date(), mustChangePassword: false })
      .where(eq(staff.id, row.id));
    await auth.sessions.revokeAccount('staff', row.id);
    const login = await auth.sessions.login(request.token!, session, { kind: 'staff', userId: row.id, loginId: row.loginId });
    reply.header(TOKEN_HEADER, login.token);
    return ok(null, '密码修改成功');
  });
}
