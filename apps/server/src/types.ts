import type { Permission } from '@coal/contracts';
import type { Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { SharedCache } from './lib/cache/shared-cache.ts';
import type { Clock } from './lib/clock.ts';
import type { Stores } from './lib/kv/stores.ts';
import type { StaffActor } from './modules/staff/staff.repository.ts';
import type { SessionData } from './modules/auth/session.service.ts';
import type { CacheClass } from './plugins/http-caching.ts';
import type { RoutePermission } from './plugins/staff-route-guard.ts';

/**
 * Who may call a route. `public`: anyone, and the token is not even looked up — for the
 * cached public data every page reads (prices, market charts, the theme, the public lists:
 * lib/public-answer.ts `publicRead`), whose answer is the same for every caller. `open`: anyone, token or not. `session` (the default for /api):
 * a live session, tourist included. `member`: a logged-in portal member. `staff`: a
 * back-office session holding the route's `permission` (required: see staff-route-guard.ts).
 * `api-key`: the open data API (/api/open/v1), a member's personal API key as Bearer token
 * (modules/open-api/api-key-auth.ts); the session token is not looked up.
 */
export type AuthLevel = 'public' | 'open' | 'session' | 'member' | 'staff' | 'api-key';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    permission?: RoutePermission;
    /** Other permissions that open the route too (a read both the maker and the checker need). */
    alsoPermitted?: Permission[];
    /**
     * How HTTP caches may keep a GET's answer (required on every GET: plugins/http-caching.ts):
     * `public` the same for everyone, `personal` the caller's own, `none` credentials and
     * GETs that change something.
     */
    cache?: CacheClass;
  }
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** "Now" for time-dependent rules (the price embargo); fixed in tests. */
    clock: Clock;
    stores: Stores;
    /** Price indexes, market charts and basis: read on every page, written by staff only. */
    marketCache: SharedCache;
    /** The portal's public article lists, categories and banners (short-lived: view counts, schedules). */
    contentCache: SharedCache;
    /** The first HTML of public pages and the sitemap (modules/seo). */
    seoCache: SharedCache;
    /** The selected site theme, read by every portal page load. */
    themeCache: SharedCache;
    /** Personal answers per login, for seconds (lib/cache/personal-answers.ts). */
    personalCache: SharedCache;
  }
  interface FastifyRequest {
    /** The session token from the e-user-token header, when it names a live session. */
    token: string | null;
    session: SessionData | null;
    /** On staff routes: the staff member, loaded once by the session plugin. */
    staff: StaffActor | null;
    /** Whether the request arrived as `$kw`, so the answer goes back as `$rt`. */
    encrypted: boolean;
  }
}
