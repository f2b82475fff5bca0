import { LOGOUT_BODY, TOKEN_HEADER } from '@coal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, notLoggedIn } from '../lib/errors.ts';
import { authenticateApiKey } from '../modules/open-api/api-key-auth.ts';
import { loadStaffActor } from '../modules/staff/staff.repository.ts';
import type { AuthLevel } from '../types.ts';
import { assertStaffRouteGuarded, requiredPermission, type RoutePermission } from './staff-route-guard.ts';

export interface RouteAuth {
  method: string;
  url: string;
  auth?: AuthLevel;
  permission?: RoutePermission;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalog: RouteAuth[];
  }
}

/**
 * API-like paths default to needing a session; everything else is open (the web app's pages
 * and files declare `public`: the same for everyone, so the token is not even looked up).
 */
function levelOf(request: FastifyRequest): AuthLevel | null {
  if (!request.routeOptions.url) return null; // unmatched: the 404 handler answers
  const declared = request.routeOptions.config.auth;
  if (declared) return declared;
  return request.url.startsWith('/api/') ? 'session' : 'open';
}

/**
 * Resolves the e-user-token header to a session and enforces each route's auth level on
 * the server, every time: a dead session answers the body `logout` (spec §8), a missing
 * login `code` 401, a missing back-office permission `code` 403.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  // Every route with its auth level, so tests can prove each back-office call is guarded.
  const catalog: RouteAuth[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route) => {
    assertStaffRouteGuarded(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      catalog.push({ method, url: route.url, auth: route.config?.auth, permission: route.config?.permission });
    }
  });

  app.decorateRequest('token', null);
  app.decorateRequest('session', null);
  app.decorateRequest('staff', null);
  app.decorateRequest('apiKey', null);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    // Same answer for everyone: skip the store round trip that would dominate a cached read.
    const level = levelOf(request);
    if (level === 'public') return;
    // The open data API: a personal API key, never the portal's session token.
    if (level === 'api-key') return authenticateApiKey(app, request, reply);
    const header = request.headers[TOKEN_HEADER];
    const token = typeof header === 'string' ? header : undefined;
    const session = token ? await app.auth.sessions.get(token) : null;
    request.token = session ? token! : null;
    request.session = session;

    if (level === null || level === 'open') return;
    if (!session) return reply.type('text/plain; charset=utf-8').send(LOGOUT_BODY);
    if (level === 'member' && session.kind !== 'member') throw notLoggedIn();
    if (level === 'staff') {
      if (session.kind !== 'staff' || !session.userId) throw notLoggedIn();
      // Loaded once here for the handler and the audit log alike; a disabled account holds nothing.
      const staff = await loadStaffActor(app.db, session.userId);
      if (!staff) throw notLoggedIn();
      request.staff = staff;
      const permission = requiredPermission(request.routeOptions.config);
      const also = request.routeOptions.config.alsoPermitted ?? [];
      if (permission && !staff.permissions.has(permission) && !also.some((p) => staff.permissions.has(p))) throw forbidden();
    }
  });
});
