/**
 * The open data API, v1: the portal's public price reads for programs, opened by a personal
 * API key (`auth: 'api-key'`). The same services, cache and release embargo as the portal's
 * /api/priceIndex calls — a value is never served before its release moment — answered as
 * plain JSON in the house envelope { code, result, message, data } (never sealed as `$rt`).
 */
import { indexSeriesQuery, latestValuesQuery, releaseCalendarQuery } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse, parseQuery } from '../../lib/validate.ts';
import { getCalendar } from '../prices/calendar.service.ts';
import { familiesWithProducts } from '../prices/catalog.service.ts';
import { getLatestValues } from '../prices/latest.service.ts';
import { releasedCache } from '../prices/released-cache.ts';
import { getSeries } from '../prices/series.service.ts';

const withKey = { config: { auth: 'api-key' as const } };

export async function openDataRoutes(app: FastifyInstance): Promise<void> {
  const released = releasedCache(app);

  app.get('/api/open/v1/indexes', withKey, async () => ok(await app.marketCache.getFor('families', {}, () => familiesWithProducts(app.db))));

  app.get('/api/open/v1/latest', withKey, async (request) => {
    const q = parseQuery(latestValuesQuery, request);
    return ok(await released('latest', q, (now) => getLatestValues(app.db, q, now)));
  });

  app.get('/api/open/v1/series', withKey, async (request) => {
    const q = parseQuery(indexSeriesQuery, request);
    return ok(await released('series', q, (now) => getSeries(app.db, q, now, app.heavyWork)));
  });

  app.get('/api/open/v1/calendar', withKey, async (request) => ok(await getCalendar(app.db, parse(releaseCalendarQuery, request.query), app.clock.now())));
}
