/**
 * Market calls of spec §7: market trend charts and their dates, basis trend (spot vs J/JM
 * futures) and daily bidding; plus the back office's MarketChartManagement (charts, basis
 * quotes and bidding sessions).
 */
import { publicRead } from '../../lib/public-answer.ts';
import { releasedCache } from '../prices/released-cache.ts';
import {
  basisTrendQuery,
  DAY_BIDDING_GATEWAY,
  dayBiddingQuery,
  marketTrendDateQuery,
  marketTrendListQuery,
  PRICE_MESSAGES,
  PROTOCOL_CODES,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { invalidateOnWrite } from '../../lib/cache/shared-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { refused } from '../../lib/errors.ts';
import { parse, parseQuery } from '../../lib/validate.ts';
import { findGatewayNames } from '../auth/member.repository.ts';
import { basisAdminRoutes } from './basis-admin.routes.ts';
import { getBasisTrend } from './basis.service.ts';
import { dayBiddingAdminRoutes } from './day-bidding-admin.routes.ts';
import { pageBidding } from './day-bidding.repository.ts';
import { marketChartAdminRoutes } from './market-chart-admin.routes.ts';
import { marketTrendDates, marketTrendPage } from './market-chart.service.ts';
import { presentBidding } from './market.presenter.ts';

/** Public data, the same for every caller: no session lookup (types.ts). */
const publicData = publicRead;

export async function marketRoutes(app: FastifyInstance): Promise<void> {
  // Market charts draw on the price series: one cache for both modules, refreshed by either's writes.
  invalidateOnWrite(app, app.marketCache);
  const released = releasedCache(app); // charts show index values: embargoed until release

  app.get('/api/marketTrend/findMarketTrendInfoList', publicData, async (request, reply) => {
    const q = parseQuery(marketTrendListQuery, request);
    return released.send(reply, 'market-trend', q, (now) => marketTrendPage(app.db, q, now));
  });

  app.get('/api/marketTrend/findMarketTrendDate', publicData, async (request, reply) => {
    const q = parseQuery(marketTrendDateQuery, request);
    return released.send(reply, 'market-trend-dates', q, (now) => marketTrendDates(app.db, q, now));
  });

  app.get('/api/basisTrend/getLists', publicData, async (request, reply) => {
    const q = parseQuery(basisTrendQuery, request);
    return released.send(reply, 'basis', q, (now) => getBasisTrend(app.db, q, now));
  });

  /** Members whose role gateways include 每日竞价 only (spec §6), checked here on every call. */
  app.get('/api/dayBidding/getLists', { config: { cache: 'personal' } }, async (request) => {
    const session = request.session!;
    if (session.kind !== 'member' || !session.userId) throw refused(PRICE_MESSAGES.dayBiddingLogin, PROTOCOL_CODES.notLoggedIn);
    if (!(await findGatewayNames(app.db, session.userId)).includes(DAY_BIDDING_GATEWAY))
      throw refused(PRICE_MESSAGES.dayBiddingForbidden, PROTOCOL_CODES.forbidden);
    const q = parse(dayBiddingQuery, request.query);
    const now = new Date();
    const { rows, total } = await pageBidding(app.db, q, now);
    return ok({ list: rows.map((r) => presentBidding(r, now)), total, currentPage: q.currentPage, pageSize: q.pageSize });
  });

  await app.register(marketChartAdminRoutes);
  await app.register(basisAdminRoutes);
  await app.register(dayBiddingAdminRoutes);
}
