import { getCaptchaQuery, loginQuery, MESSAGES, resetPwdQuery } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { openCredential } from './credentials.ts';
import { setLoginCookies, setTouristCookies } from './login-cookies.ts';
import { authenticateMember } from './login.service.ts';
import { resetMemberPassword } from './reset-password.service.ts';

/** Captcha, member login and password reset. Query strings here are never logged. */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const { auth } = app;

  app.get('/api/user/getCaptcha', { config: { auth: 'open' } }, async (request) => {
    const { uuid } = parse(getCaptchaQuery, request.query);
    return ok({ uuid, image: await auth.captcha.issue(uuid) });
  });

  app.get('/api/user/login', async (request, reply) => {
    const q = parse(loginQuery, request.query);
    const member = await authenticateMember(app.db, auth, app.config, {
      loginId: openCredential(q.loginId),
      password: openCredential(q.loginPass),
      uuid: q.uuid,
      captchaCode: q.captchaCode,
      ip: request.ip,
    });
    await auth.sessions.save(request.token!, {
      ...request.session!,
      kind: 'member',
      userId: member.id,
      loginId: member.loginId,
    });
    setLoginCookies(request, reply, auth.tickets, { userId: member.id, loginId: member.loginId }, auth.sessionTtlSeconds);
    return ok(null, '登录成功');
  });

  app.get('/api/user/resetPwd', async (request, reply) => {
    const q = parse(resetPwdQuery, request.query);
    const member = await resetMemberPassword(app.db, auth, {
      loginId: openCredential(q.loginId),
      oldPassword: openCredential(q.loginPassword),
      newPassword: openCredential(q.loginNewPassword),
      confirmPassword: openCredential(q.loginConfirmPassword),
      ip: request.ip,
    });
    // A changed password ends this login; the client asks for a new one (spec §4).
    if (request.session?.userId === member.id) {
      await auth.sessions.toTourist(request.token!, request.session);
      setTouristCookies(request, reply);
    }
    return ok(null, MESSAGES.passwordResetDone);
  });
}
