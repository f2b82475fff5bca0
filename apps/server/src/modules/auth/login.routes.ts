import { ERRORS, getCaptchaQuery, loginQuery, MESSAGES, resetPwdQuery, TOKEN_HEADER } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { refusedWith } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { openCredential } from './credentials.ts';
import { setLoginCookies, setTouristCookies } from './login-cookies.ts';
import { authenticateMember } from './login.service.ts';
import { RESET_GRANT_MS, resetMemberPassword } from './reset-password.service.ts';

/** Captchas, logins and password changes: never kept by any cache. */
const credentials = { config: { cache: 'none' as const } };

/**
 * Captcha, member login and password reset. Query strings here are never logged. A login
 * answers its new session token in the `e-user-token` response header (the token the call
 * came with becomes a fresh tourist session).
 */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const { auth } = app;

  // Bound to the asking session: only that session can answer it.
  app.get('/api/user/getCaptcha', credentials, async (request) => {
    const { uuid } = parse(getCaptchaQuery, request.query);
    return ok({ uuid, image: await auth.captcha.issue(uuid, request.session!.sid) });
  });

  app.get('/api/user/login', credentials, async (request, reply) => {
    const q = parse(loginQuery, request.query);
    const session = request.session!;
    const { member, passwordExpired } = await authenticateMember(app.db, auth, app.config, {
      loginId: openCredential(q.loginId),
      password: openCredential(q.loginPass),
      uuid: q.uuid,
      captchaCode: q.captchaCode,
      ip: request.ip,
      sid: session.sid,
    });
    if (passwordExpired) {
      // Right but expired password: this session alone may change it, for a few minutes.
      await auth.sessions.save(request.token!, { ...session, resetGrant: { userId: member.id, exp: Date.now() + RESET_GRANT_MS } });
      throw refusedWith(ERRORS.passwordExpired);
    }
    const login = await auth.sessions.login(request.token!, session, { kind: 'member', userId: member.id, loginId: member.loginId });
    reply.header(TOKEN_HEADER, login.token);
    setLoginCookies(request, reply, auth.tickets, { userId: member.id, loginId: member.loginId, sid: login.sid }, auth.sessionTtlSeconds);
    return ok(null, '登录成功');
  });

  app.get('/api/user/resetPwd', credentials, async (request, reply) => {
    const q = parse(resetPwdQuery, request.query);
    const member = await resetMemberPassword(app.db, auth, request.session!, {
      loginId: openCredential(q.loginId),
      oldPassword: openCredential(q.loginPassword),
      newPassword: openCredential(q.loginNewPassword),
      confirmPassword: openCredential(q.loginConfirmPassword),
      ip: request.ip,
    });
    // A changed password ends every login of the account, with its tickets; this session
    // goes on as a tourist and the client asks for a new login (spec §4).
    await auth.sessions.revokeAccount('member', member.id);
    await auth.sessions.logout(request.token!, request.session!);
    setTouristCookies(request, reply);
    return ok(null, MESSAGES.passwordResetDone);
  });
}
