import { COOKIES, ERRORS, refreshAccessTokenQuery, simulateLoginQuery, TOKEN_HEADER } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { refusedWith } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { setLoginCookies } from './login-cookies.ts';
import { findMemberById } from './member.repository.ts';
import { checkTicket, ticketSystemFor } from './ticket-check.ts';
import { TOKEN_PREFIX_LENGTH } from './tickets.ts';

/** The access-token refresh and the mobile area's simulated login (spec §7). */
export async function ticketRoutes(app: FastifyInstance): Promise<void> {
  const { auth } = app;

  // accessToken = token prefix + trade ticket of this very login; re-issued with a new expiry.
  app.get('/api/user/refreshAccessToken', { config: { auth: 'member', cache: 'none' } }, async (request, reply) => {
    const { accessToken } = parse(refreshAccessTokenQuery, request.query);
    const prefix = accessToken.slice(0, TOKEN_PREFIX_LENGTH);
    const ticket = auth.tickets.verify(accessToken.slice(TOKEN_PREFIX_LENGTH));
    const session = request.session!;
    if (!ticket || ticket.sys !== 'trade' || ticket.pfx !== prefix || ticket.uid !== session.userId || ticket.sid !== session.sid) {
      throw refusedWith(ERRORS.ticketInvalid);
    }
    setLoginCookies(request, reply, auth.tickets, { userId: ticket.uid, loginId: ticket.lid, sid: session.sid }, auth.sessionTtlSeconds, prefix);
    return ok(null);
  });

  // The mobile app opens our pages with its trade ticket: log that member in here, on a new token.
  app.get('/api/user/simulateLogin', { config: { cache: 'none' } }, async (request, reply) => {
    const { prefix, ciphertext } = parse(simulateLoginQuery, request.query);
    const ticket = await checkTicket(auth, ciphertext, ticketSystemFor('mobile'));
    if (!ticket || ticket.pfx !== prefix) throw refusedWith(ERRORS.ticketInvalid);
    const member = await findMemberById(app.db, ticket.uid);
    if (!member || member.disabled) throw refusedWith(ERRORS.noAccountId);
    const login = await auth.sessions.login(request.token!, request.session!, { kind: 'member', userId: member.id, loginId: member.loginId });
    reply.header(TOKEN_HEADER, login.token);
    reply.setCookie(COOKIES.loginMobile, ticket.pfx + Date.now().toString(16), { path: '/', maxAge: 3650 * 86400, sameSite: 'lax' });
    return ok(null);
  });
}
