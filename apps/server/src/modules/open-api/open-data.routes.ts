/**
 * The open data API, v1: the portal's public price reads for programs, opened by a personal
 * API key (`auth: 'api-key'`). The same services, cache and release embargo as the portal's
 * /api/priceIndex calls — a value is never served before its release moment — answered as
 * plain JSON in the house envelope { code, result, message, data } (never sealed as `$rt`).
 */
import { indexSeriesQuery, latestValuesQuery, releaseCalendarQuery } from '@coal/contracts';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse, parseQuery } from '../../lib/validate.ts';
import { getCalendar } from '../prices/calendar.service.ts';
import { familiesWithProducts } from '../prices/catalog.service.ts';
import { getLatestValues } from '../prices/latest.service.ts';
import { releasedCache } from '../prices/released-cache.ts';
import { getSeries } from '../prices/series.service.ts';
import { markCorrections } from '../index-production/disclosure.ts';

const withKey = { config: { auth: 'api-key' as const } };

/** Where the open data API lives: registered with this prefix, so its CORS stays inside it. */
export const OPEN_API_PREFIX = '/api/open/v1';

/**
 * Partners' web pages may call it (docs/decisions/open-api-cors.md): the key is a bearer
 * header, never a cookie, so any origin, GET only, `Authorization` allowed, no credentials.
 * Registered in this plugin only: the session API answers no cross-origin call.
 */
async function crossOriginReads(app: FastifyInstance): Promise<void> {
  // The preflight route the library adds answers everyone alike, before any key or session.
  app.addHook('onRoute', (route) => {
    if (route.method === 'OPTIONS') route.config = { ...route.config, auth: 'public' };
  });
  await app.register(fastifyCors, {
    origin: '*',
    methods: ['GET'],
    allowedHeaders: ['Authorization'],
    exposedHeaders: ['Retry-After'],
    credentials: false,
    maxAge: 600,
  });
}

/** The open data API's calls; registered with `prefix: OPEN_API_PREFIX`. */
export async function openDataRoutes(app: FastifyInstance): Promise<void> {
  const released = releasedCache(app);
  await crossOriginReads(app);

  app.get('/indexes', withKey, async () => ok(await app.marketCache.getFor('families', {}, () => familiesWithProducts(app.db))));

  app.get('/latest', withKey, async (request) => {
    const q = parseQuery(latestValuesQuery, request);
    return ok(await released('latest', q, (now) => getLatestValues(app.db, q, now)));
  });

  app.get('/series', withKey, async (request) => {
    const q = parseQuery(indexSeriesQuery, request);
    return ok(
      await released('open-series', q, async (now) => {
        const result = await getSeries(app.db, q, now, app.heavyWork);
        return { ...result, series: await markCorrections(app.db, result.series) };
      }),
    );
  });

  app.get('/calendar', withKey, async (request) => ok(await getCalendar(app.db, parse(releaseCalendarQuery, request.query), app.clock.now())));
}
