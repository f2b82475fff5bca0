/**
 * The data paths of spec §7, at the origin's root (docs/api-prices.md):
 * /line the main index line, /list01 and /list02 the first and second families' latest
 * values, /comment the latest commentary and pricing notices, /date the release dates.
 */
import { type FamilyLatest, lineQuery, noticeListQuery, type SeriesResult } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { parseQuery } from '../../lib/validate.ts';
import { getReleaseDates } from './calendar.service.ts';
import { listFamilies, listProducts } from './catalog.repository.ts';
import { getLatestValues } from './latest.service.ts';
import { listNotices } from './notices.service.ts';
import { noticesCache } from './notices-cache.ts';
import { publicRead } from '../../lib/public-answer.ts';
import { releasedCache } from './released-cache.ts';
import { getSeries } from './series.service.ts';

/** Public data, the same for every caller: no session lookup (types.ts). */
const publicData = publicRead;

/** The latest values of the family at `position` in display order (empty when there is none). */
async function familyLatest(db: Database, position: number, now: Date): Promise<FamilyLatest> {
  const family = (await listFamilies(db))[position];
  if (!family) return { family: null, asOf: null, list: [] };
  const latest = await getLatestValues(db, { familyCode: family.code }, now);
  return { family: { code: family.code, name: family.name, description: family.description, demo: family.demo }, ...latest };
}

/** The series of `q.codes`, or of the first family's headline index when none are named. */
async function headlineLine(db: Database, q: { codes?: string[]; from?: string; to?: string }, now: Date): Promise<SeriesResult> {
  let codes = q.codes;
  if (!codes) {
    const [first] = await listFamilies(db);
    const [headline] = first ? await listProducts(db, { familyId: first.id, activeOnly: true }) : [];
    if (!headline) return { from: q.from ?? '', to: q.to ?? '', series: [] };
    codes = [headline.code];
  }
  return getSeries(db, { codes, from: q.from, to: q.to }, now);
}

/** Cached like the module's other reads; invalidated by its writes (prices.routes.ts). */
export async function dataPathRoutes(app: FastifyInstance): Promise<void> {
  const released = releasedCache(app);
  const published = noticesCache(app);

  app.get('/line', publicData, async (request, reply) => {
    const q = parseQuery(lineQuery, request);
    return released.send(reply, 'line', q, (now) => headlineLine(app.db, q, now));
  });

  app.get('/list01', publicData, async (_request, reply) => released.send(reply, 'list01', {}, (now) => familyLatest(app.db, 0, now)));
  app.get('/list02', publicData, async (_request, reply) => released.send(reply, 'list02', {}, (now) => familyLatest(app.db, 1, now)));

  app.get('/comment', publicData, async (request, reply) => {
    const q = parseQuery(noticeListQuery, request);
    return published(reply, 'notices', q, (now) => listNotices(app.db, q, now));
  });

  app.get('/date', publicData, async (_request, reply) => released.send(reply, 'dates', {}, (now) => getReleaseDates(app.db, now)));
}
