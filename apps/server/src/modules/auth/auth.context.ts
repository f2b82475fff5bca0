import type { Config } from '../../config/env.ts';
import { CachingKv } from '../../lib/kv/caching-kv.ts';
import type { Stores } from '../../lib/kv/stores.ts';
import { CaptchaService } from './captcha.service.ts';
import { LoginThrottle } from './login-throttle.ts';
import { SessionService } from './session.service.ts';
import { TicketSigner } from './tickets.ts';

/** The authentication services one server instance shares between its routes. */
export interface AuthContext {
  sessions: SessionService;
  captcha: CaptchaService;
  throttle: LoginThrottle;
  tickets: TicketSigner;
  /** How long login tickets and sessions live, in seconds. */
  sessionTtlSeconds: number;
}

/** Read on every request that carries a logged-in token: the session, its login record and the account's epoch. */
const isSessionLookupKey = (key: string) => key.startsWith('session:') || key.startsWith('login-sid:') || key.startsWith('auth-epoch:');

/** `ticketSecret`: TICKET_SECRET, or the random one kept in the database (app-secrets.ts). */
export function createAuthContext(config: Config, stores: Stores, ticketSecret: string): AuthContext {
  const sessionTtlSeconds = config.SESSION_TTL_MINUTES * 60;
  const testCode = config.NODE_ENV === 'production' ? undefined : config.CAPTCHA_TEST_CODE;
  return {
    // The ticket secret also derives rotated tokens (its own HMAC domain, session.service.ts).
    sessions: new SessionService(new CachingKv(stores.durable, stores.bus, { cacheable: isSessionLookupKey }), sessionTtlSeconds, ticketSecret),
    captcha: new CaptchaService(stores.ephemeral, testCode),
    throttle: new LoginThrottle(stores.ephemeral, config.LOGIN_MAX_FAILURES, config.LOGIN_LOCK_MINUTES * 60),
    tickets: new TicketSigner(ticketSecret),
    sessionTtlSeconds,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthContext;
  }
}
