/**
 * Public price-index calls (open: the data is public, no session needed) and the module's
 * entry, which also registers the data paths and the back office.
 */
import {
  indexExportQuery,
  indexProductQuery,
  indexSeriesQuery,
  latestValuesQuery,
  noticeListQuery,
  PRICE_MESSAGES,
  releaseCalendarQuery,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { indexProductionRoutes } from './production/index.ts';
import { invalidateOnWrite } from '../../lib/cache/shared-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { answerOf, publicRead, sendAnswer } from '../../lib/public-answer.ts';
import { parse, parseQuery } from '../../lib/validate.ts';
import { getCalendar } from './calendar.service.ts';
import { findProductsByCodes } from './catalog.repository.ts';
import { familiesWithProducts } from './catalog.service.ts';
import { dataPathRoutes } from './data-paths.routes.ts';
import { sendExportTable } from '../../lib/export-table.ts';
import { seriesExportTable, sendCsv } from './export.ts';
import { indexAdminRoutes } from './index-admin.routes.ts';
import { getLatestValues } from './latest.service.ts';
import { noticeAdminRoutes } from './notice-admin.routes.ts';
import { listNotices } from './notices.service.ts';
import { presentProduct } from './prices.presenter.ts';
import { noticesCache } from './notices-cache.ts';
import { releasedCache } from './released-cache.ts';
import { getSeries, isLongSeriesWithChanges } from './series.service.ts';
import { heavyReads } from '../../plugins/rate-limits.ts';
import { analysisRoutes } from './analysis.routes.ts';
import { calendarArchiveRoutes } from './calendar-archive.routes.ts';
import { ratesAdminRoutes } from './rates-admin.routes.ts';

/** Public data, the same for every caller: no session lookup (types.ts). */
const publicData = publicRead;

export async function priceRoutes(app: FastifyInstance): Promise<void> {
  // Every write of this module (products, values, imports, notices) refreshes the cached reads.
  invalidateOnWrite(app, app.marketCache);
  const cached = app.marketCache.getFor.bind(app.marketCache);
  // Reads of index values: keyed by release slot, computed at the clock's now (embargo.ts).
  const released = releasedCache(app);
  const published = noticesCache(app); // notices: public from their publication moment

  /** Families with their index products (PriceFirst/Second/Third: the first three). */
  app.get('/api/priceIndex/families', publicData, async (_request, reply) => {
    return sendAnswer(reply, await cached('families-answer', {}, async () => answerOf(await familiesWithProducts(app.db))));
  });

  /** One index with specification and methodology (the methodology page). */
  app.get('/api/priceIndex/product', publicData, async (request) => {
    const { code } = parseQuery(indexProductQuery, request);
    const product = await cached('product', { code }, async () => (await findProductsByCodes(app.db, [code]))[0]);
    if (!product) throw notFound(PRICE_MESSAGES.productNotFound);
    return ok(presentProduct(product));
  });

  app.get('/api/priceIndex/latest', publicData, async (request, reply) => {
    const q = parseQuery(latestValuesQuery, request);
    return released.send(reply, 'latest', q, (now) => getLatestValues(app.db, q, now));
  });

  // A long series with changes is heavy: limited per client address (a page's ten-row window is not).
  app.get(
    '/api/priceIndex/series',
    { config: { auth: 'public', cache: 'public', rateLimit: heavyReads(app, isLongSeriesWithChanges) } },
    async (request, reply) => {
      const q = parseQuery(indexSeriesQuery, request);
      return released.send(reply, 'series', q, (now) => getSeries(app.db, q, now, app.heavyWork));
    },
  );

  /** One or several series as CSV (the import's columns, UTF-8 with BOM) or Excel (with a header block), built on a worker thread. */
  app.get('/api/priceIndex/export', { config: { auth: 'public', cache: 'public', rateLimit: heavyReads(app) } }, async (request, reply) => {
    const { format, ...q } = parse(indexExportQuery, request.query);
    const result = await released.value('series-values', { ...q, changes: true }, (now) => getSeries(app.db, { ...q, changes: true }, now, app.heavyWork));
    const table = seriesExportTable(result, q.codes);
    if (format === 'xlsx') return sendExportTable(reply, table, format);
    const csv = await app.heavyWork.run('seriesCsv', result.series, reply);
    return sendCsv(reply, csv, { ascii: `${table.fileName.ascii}.csv`, chinese: `${table.fileName.chinese}.csv` });
  });

  app.get('/api/priceIndex/notices', publicData, async (request, reply) => {
    const q = parseQuery(noticeListQuery, request);
    return published(reply, 'notices', q, (now) => listNotices(app.db, q, now));
  });

  app.get('/api/priceIndex/calendar', publicData, async (request, reply) => {
    const q = parse(releaseCalendarQuery, request.query);
    return released.send(reply, 'calendar', q, (now) => getCalendar(app.db, q, now));
  });

  await app.register(dataPathRoutes);
  await app.register(indexAdminRoutes);
  await app.register(noticeAdminRoutes);
  await app.register(calendarArchiveRoutes);
  await app.register(analysisRoutes);
  await app.register(ratesAdminRoutes);
  // Index production: in this scope, so its writes refresh the cached price reads too.
  await app.register(indexProductionRoutes);
}
