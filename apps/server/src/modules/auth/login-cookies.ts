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
 * system (spec §3 "five ciphers"). The tickets and the prefix (half of the access token) live
 * as long as the tickets inside, renewed with them; the login-status cookie lives 10 years
 * (spec §9), its value is no credential.
 */
export function setLoginCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  signer: TicketSigner,
  identity: LoginIdentity,
  ticketTtlSeconds: number,
  prefix = newTokenPrefix(),
): void {
  const exp = Math.floor(Date.now() / 1000) + ticketTtlSeconds;
  const withTickets = { ...options(request, 0), maxAge: ticketTtlSeconds };
  reply.setCookie(COOKIES.loginWeb, randomBytes(24).toString('hex'), options(request, COOKIE_LONG_DAYS));
  reply.setCookie(COOKIES.tokenPrefix, prefix, withTickets);
  for (const sys of EXTERNAL_SYSTEMS) {
    const ticket = signer.issue({ sys, uid: identity.userId, lid: identity.loginId, pfx: prefix, sid: identity.sid, exp });
    reply.setCookie(CIPHER_COOKIE_OF[sys], ticket, withTickets);
  }
}

/** After logout or password reset: tourist value in the login cookie, tickets cleared. */
export function setTouristCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(COOKIES.loginWeb, TOURIST_COOKIE_VALUE, options(request, COOKIE_TOURIST_DAYS));
  reply.clearCookie(COOKIES.tokenPrefix, { path: '/' });
  for (const sys of EXTERNAL_SYSTEMS) reply.clearCookie(CIPHER_COOKIE_OF[sys], { path: '/' });
}
