import { LOGIN_LOCK_SCOPES, LOGIN_LOCK_SUBJECTS, loginLockListQuery, loginLockUnlockBody, PERMISSIONS } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

/**
 * 登录锁定 (系统管理, staff:manage): the accounts and addresses that wrong passwords have
 * locked (or are counting), and lifting a lock before its window ends — for a member on the
 * phone who has proved who they are, or an office locked out behind one address.
 */
export async function loginLockRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/login-locks/list', staffRoute(PERMISSIONS.staff), async (request) => {
    const { scope } = parse(loginLockListQuery, request.query);
    return ok(await app.auth.throttle.locks(scope));
  });

  app.post('/api/admin/login-locks/unlock', staffRoute(PERMISSIONS.staff, '解除登录锁定'), async (request) => {
    const { scope, subject, value } = parse(loginLockUnlockBody, request.body);
    request.auditTarget = `${LOGIN_LOCK_SCOPES[scope]}${LOGIN_LOCK_SUBJECTS[subject]} ${value}`;
    await app.auth.throttle.unlock(scope, subject, value);
    return ok(null, '已解除锁定');
  });
}
