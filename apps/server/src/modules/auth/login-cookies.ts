import { randomBytes } from 'node:crypto';
import { CIPHER_COOKIE_OF, COOKIE_LONG_DAYS, COOKIE_TOURIST_DAYS, COOKIES, EXTERNAL_SYSTEMS, TOURIST_COOKIE_VALUE } from '@coal/contracts';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newTokenPrefix, type TicketSigner } from './tickets.ts';

const DAY_S = 24 * 60 * 60;

function options(request: FastifyRequest, days: number): CookieSerializeOptions {
  // Not httpOnly: the spec's client reads these cookies (expired-login check, token refresh).
  return { path: '/', maxAge: days * DAY_S, sameSite: 'lax', secure: request.protocol === 'https' };
}

export interface LoginIdentity {
  userId: string;
  loginId: string;
  /** The login session's id: its tickets die with it. */
  sid: string;
}

/**
 * After login: the login-status cookie, the token prefix and one signed ticket per external
 * system (spec §3 "five ciphers"). Tickets expire with the session; cookies live 10 years.
 */
export function setLoginCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  signer: TicketSigner,
  identity: LoginIdentity,
  ticketTtlSeconds: number,
  prefix = newTokenPrefix(),
): void {
  const opts = options(request, COOKIE_LONG_DAYS);
  const exp = Math.floor(Date.now() / 1000) + ticketTtlSeconds;
  reply.setCookie(COOKIES.loginWeb, randomBytes(24).toString('hex'), opts);
  reply.setCookie(COOKIES.tokenPrefix, prefix, opts);
  for (const sys of EXTERNAL_SYSTEMS) {
    const ticket = signer.issue({ sys, uid: identity.userId, lid: identity.loginId, pfx: prefix, sid: identity.sid, exp });
    reply.setCookie(CIPHER_COOKIE_OF[sys], ticket, opts);
  }
}

/** After logout or password reset: tourist value in the login cookie, tickets cleared. */
export function setTouristCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(COOKIES.loginWeb, TOURIST_COOKIE_VALUE, options(request, COOKIE_TOURIST_DAYS));
  reply.clearCookie(COOKIES.tokenPrefix, { path: '/' });
  for (const sys of EXTERNAL_SYSTEMS) reply.clearCookie(CIPHER_COOKIE_OF[sys], { path: '/' });
}
