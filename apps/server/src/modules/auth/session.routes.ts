import { getTokenQuery, roleGatewayQuery, userInfoQuery } from '@coal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { personalAnswer, sendPersonalAnswer } from '../../lib/cache/personal-answers.ts';
import { answerOf, sendAnswer } from '../../lib/public-answer.ts';
import { forbidden } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { presentUserInfo, TOURIST_INFO } from './auth.presenter.ts';
import { setTouristCookies } from './login-cookies.ts';
import { findGatewayNames, findMemberById } from './member.repository.ts';

/** The caller's own answers: never kept by a browser or proxy (plugins/http-caching.ts). */
const personal = { config: { cache: 'personal' as const } };

/** Token, user info, role gateways and logout (spec §7 "Session and login"). */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const { sessions } = app.auth;

  // A live token is rotated (same session, new token; asked again, the same one); a token
  // already rotated further, or none, starts a tourist session.
  app.get('/api/user/getToken', { config: { auth: 'open', cache: 'none' } }, async (request, reply) => {
    const { flag } = parse(getTokenQuery, request.query);
    reply.header('cache-control', 'no-store'); // the answer is a session token
    const rotated = request.token && request.session ? await sessions.rotate(request.token, request.session, flag) : null;
    return { code: 0, result: true, message: 'success', data: rotated ?? (await sessions.create(flag)) };
  });

  // Whoever is not a logged-in member gets the tourist's info.
  app.get('/api/user/getUserInfo', personal, async (request, reply) => {
    parse(userInfoQuery, request.query);
    const session = request.session!;
    if (session.kind !== 'member' || !session.userId) return ok(TOURIST_INFO);
    const userId = session.userId;
    const info = await personalAnswer(request, '/api/user/getUserInfo', {}, async () => {
      const member = await findMemberById(app.db, userId);
      return member && !member.disabled ? answerOf(presentUserInfo(member)) : null;
    });
    if (info) return sendAnswer(reply, info);
    await sessions.logout(request.token!, session); // gone or disabled: this login ends (and its cached answers with its sid)
    return ok(TOURIST_INFO);
  });

  const roleGateways = async (request: FastifyRequest, reply: FastifyReply) => {
    const { userId } = parse(roleGatewayQuery, request.query);
    const session = request.session!;
    if (session.kind !== 'member') return ok([]);
    if (session.userId !== userId) throw forbidden();
    return sendPersonalAnswer(reply, '/api/user/getRoleGatewayRels', { userId }, async () => {
      const names = await findGatewayNames(app.db, userId);
      return names.map((pmName) => ({ pmName }));
    });
  };
  for (const url of ['/getRoleGatewayRels', '/api/common/getRoleGatewayRels', '/api/user/getRoleGatewayRels']) {
    app.get(url, personal, roleGateways);
  }

  app.get('/api/user/logout', { config: { cache: 'none' } }, async (request, reply) => {
    // Ends the login and its tickets; the token goes on as a tourist session.
    await sessions.logout(request.token!, request.session!);
    setTouristCookies(request, reply);
    return ok(null);
  });
}
