import {
  analyticsClickDetailQuery,
  analyticsClicksExportQuery,
  analyticsClicksQuery,
  analyticsContentsExportQuery,
  analyticsContentsQuery,
  analyticsRangeQuery,
  analyticsRealtimeQuery,
  PERMISSIONS,
} from '@coal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ok } from '../../../lib/envelope.ts';
import { parse } from '../../../lib/validate.ts';
import { pageOf } from '../../../lib/paging.ts';
import { beijingToday } from '../../../lib/dates.ts';
import { chinaTime } from '../../oplog/oplog.presenter.ts';
import { SharedCache } from '../../../lib/cache/shared-cache.ts';
import { contentDisposition } from '../../uploads/serve.ts';
import { findClickDetail, findClicks } from './clicks.repository.ts';
import { findContents } from './contents.repository.ts';
import { clicksCsv, contentsCsv, dailyCsv, regionsCsv } from './dashboard.csv.ts';
import { findRealtime } from './realtime.repository.ts';
import { RangeArchives, warmRangeArchives } from './range-archives.ts';
import { buildOverview, buildRegions, dailyKpis } from './traffic.service.ts';
import { rolledUpTraffic } from './traffic.repository.ts';
import { rollUpPending } from '../rollups.ts';
import { staffRoute } from '../../../plugins/staff-route-guard.ts';

/** Most rows one export holds; narrow the filters for more. */
export const EXPORT_LIMIT = 50_000;

const staff = staffRoute(PERMISSIONS.analytics);
const PREFIX = '/api/admin/analytics';

function sendCsv(reply: FastifyReply, name: string, body: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition('attachment', `${name}-${chinaTime(new Date()).slice(0, 10)}.csv`))
    .header('cache-control', 'no-store')
    .send(body);
}

/** The visitor-analytics dashboards (analytics:read): aggregates and their CSV exports. */
export async function analyticsDashboardRoutes(app: FastifyInstance): Promise<void> {
  // Aggregating a month of visits is the costly part: answers are kept a while — long for
  // days that are over, 10 s for a range that includes today (still filling up).
  const pastDays = new SharedCache(app.stores.ephemeral, 'analytics-past', { ttlMs: 10 * 60_000, maxEntries: 300 });
  const liveDays = new SharedCache(app.stores.ephemeral, 'analytics-live', { ttlMs: 10_000, maxEntries: 300 });
  const cached = <T>(name: string, query: { to: string }, load: () => Promise<T>): Promise<T> =>
    (query.to < beijingToday() ? pastDays : liveDays).getFor(name, query, load);

  // Every committed event is in the figures: those the rollup job has not added yet are added first.
  app.addHook('preHandler', async () => {
    await rollUpPending(app.db, app.clock.now());
  });

  // The days that are over are read from their range archives (range-archives.ts).
  const archives = new RangeArchives(app.db);
  await warmRangeArchives(app, archives, app.config.ANALYTICS_ARCHIVE_WARM_MS);

  app.get(`${PREFIX}/overview`, staff, async (request) => {
    const f = parse(analyticsRangeQuery, request.query);
    return ok(await cached('overview', f, () => buildOverview(app.db, f, rolledUpTraffic, { archives, today: beijingToday(app.clock.now()) })));
  });

  app.get(`${PREFIX}/overview/export`, staff, async (request, reply) => {
    const f = parse(analyticsRangeQuery, request.query);
    return sendCsv(reply, '网站浏览统计', dailyCsv(await dailyKpis(app.db, f)));
  });

  app.get(`${PREFIX}/regions`, staff, async (request) => {
    const f = parse(analyticsRangeQuery, request.query);
    return ok(await cached('regions', f, () => buildRegions(app.db, f)));
  });

  app.get(`${PREFIX}/regions/export`, staff, async (request, reply) => {
    const f = parse(analyticsRangeQuery, request.query);
    return sendCsv(reply, '地域分析', regionsCsv((await buildRegions(app.db, f)).provinces));
  });

  app.get(`${PREFIX}/realtime`, staff, async (request) => {
    const { minutes, includeBack } = parse(analyticsRealtimeQuery, request.query);
    return ok(await findRealtime(app.db, minutes, new Date(), includeBack));
  });

  app.get(`${PREFIX}/contents`, staff, async (request) => {
    const q = parse(analyticsContentsQuery, request.query);
    const { currentPage, pageSize, ...f } = q;
    const { rows, total } = await cached('contents', q, () => findContents(app.db, f, pageSize, (currentPage - 1) * pageSize));
    return ok(pageOf(rows, total, { currentPage, pageSize }));
  });

  app.get(`${PREFIX}/contents/export`, staff, async (request, reply) => {
    const f = parse(analyticsContentsExportQuery, request.query);
    const { rows } = await findContents(app.db, f, EXPORT_LIMIT, 0);
    return sendCsv(reply, f.kind === 'article' ? '文章浏览统计' : '页面浏览统计', contentsCsv(rows));
  });

  app.get(`${PREFIX}/clicks`, staff, async (request) => {
    const q = parse(analyticsClicksQuery, request.query);
    const { currentPage, pageSize, ...f } = q;
    const { rows, total } = await cached('clicks', q, () => findClicks(app.db, f, pageSize, (currentPage - 1) * pageSize));
    return ok(pageOf(rows, total, { currentPage, pageSize }));
  });

  app.get(`${PREFIX}/clicks/export`, staff, async (request, reply) => {
    const f = parse(analyticsClicksExportQuery, request.query);
    const { rows } = await findClicks(app.db, f, EXPORT_LIMIT, 0);
    return sendCsv(reply, '点击统计', clicksCsv(rows));
  });

  app.get(`${PREFIX}/clickDetail`, staff, async (request) => {
    const f = parse(analyticsClickDetailQuery, request.query);
    return ok(await cached('clickDetail', f, () => findClickDetail(app.db, f)));
  });
}
