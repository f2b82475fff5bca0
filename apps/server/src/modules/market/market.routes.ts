/**
 * Market calls of spec §7: market trend charts and their dates, basis trend (spot vs J/JM
 * futures) and daily bidding; plus the back office's MarketChartManagement (charts, basis
 * quotes and bidding sessions).
 */
import { basisTrendQuery, DAY_BIDDING_GATEWAY, dayBiddingQuery, marketTrendDateQuery, marketTrendListQuery, PRICE_MESSAGES } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { refused } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { findGatewayNames } from '../auth/member.repository.ts';
import { basisAdminRoutes } from './basis-admin.routes.ts';
import { getBasisTrend } from './basis.service.ts';
import { dayBiddingAdminRoutes } from './day-bidding-admin.routes.ts';
import { pageBidding } from './day-bidding.repository.ts';
import { marketChartAdminRoutes } from './market-chart-admin.routes.ts';
import { marketTrendDates, marketTrendPage } from './market-chart.service.ts';
import { presentBidding } from './market.presenter.ts';

const open = { config: { auth: 'open' as const } };

export async function marketRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/marketTrend/findMarketTrendInfoList', open, async (request) => ok(await marketTrendPage(app.db, parse(marketTrendListQuery, request.query))));

  app.get('/api/marketTrend/findMarketTrendDate', open, async (request) => ok(await marketTrendDates(app.db, parse(marketTrendDateQuery, request.query))));

  app.get('/api/basisTrend/getLists', open, async (request) => ok(await getBasisTrend(app.db, parse(basisTrendQuery, request.query))));

  /** Members whose role gateways include 每日竞价 only (spec §6), checked here on every call. */
  app.get('/api/dayBidding/getLists', async (request) => {
    const session = request.session!;
    if (session.kind !== 'member' || !session.userId) throw refused(PRICE_MESSAGES.dayBiddingLogin, 401);
    if (!(await findGatewayNames(app.db, session.userId)).includes(DAY_BIDDING_GATEWAY)) throw refused(PRICE_MESSAGES.dayBiddingForbidden, 403);
    const q = parse(dayBiddingQuery, request.query);
    const now = new Date();
    const { rows, total } = await pageBidding(app.db, q, now);
    return ok({ list: rows.map((r) => presentBidding(r, now)), total, currentPage: q.currentPage, pageSize: q.pageSize });
  });

  await app.register(marketChartAdminRoutes);
  await app.register(basisAdminRoutes);
  await app.register(dayBiddingAdminRoutes);
}
