/**
 * The data paths of spec §7, at the origin's root (docs/api-prices.md):
 * /line the main index line, /list01 and /list02 the first and second families' latest
 * values, /comment the latest commentary and pricing notices, /date the release dates.
 */
import { type FamilyLatest, lineQuery, noticeListQuery } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { getReleaseDates } from './calendar.service.ts';
import { listFamilies, listProducts } from './catalog.repository.ts';
import { getLatestValues } from './latest.service.ts';
import { listNotices } from './notices.service.ts';
import { getSeries } from './series.service.ts';

const open = { config: { auth: 'open' as const } };

/** The latest values of the family at `position` in display order (empty when there is none). */
async function familyLatest(db: Database, position: number): Promise<FamilyLatest> {
  const family = (await listFamilies(db))[position];
  if (!family) return { family: null, asOf: null, list: [] };
  const latest = await getLatestValues(db, { familyCode: family.code });
  return { family: { code: family.code, name: family.name, description: family.description, demo: family.demo }, ...latest };
}

export async function dataPathRoutes(app: FastifyInstance): Promise<void> {
  app.get('/line', open, async (request) => {
    const q = parse(lineQuery, request.query);
    let codes = q.codes;
    if (!codes) {
      const [first] = await listFamilies(app.db);
      const [headline] = first ? await listProducts(app.db, { familyId: first.id, activeOnly: true }) : [];
      if (!headline) return ok({ from: q.from ?? '', to: q.to ?? '', series: [] });
      codes = [headline.code];
    }
    return ok(await getSeries(app.db, { codes, from: q.from, to: q.to }));
  });

  app.get('/list01', open, async () => ok(await familyLatest(app.db, 0)));
  app.get('/list02', open, async () => ok(await familyLatest(app.db, 1)));

  app.get('/comment', open, async (request) => ok(await listNotices(app.db, parse(noticeListQuery, request.query))));

  app.get('/date', open, async () => ok(await getReleaseDates(app.db)));
}
