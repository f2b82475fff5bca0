/** MarketChartManagement, tab 每日竞价: bidding sessions, their status and result (permission chart:manage). */
import {
  BIDDING_STATUS_NAMES,
  biddingActionName,
  biddingAdminListQuery,
  biddingIdBody,
  biddingSaveBody,
  biddingStatusBody,
  PERMISSIONS,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { changeBiddingStatus, removeBiddingSession, saveBiddingSession } from './day-bidding-admin.service.ts';
import { findBidding, pageBidding } from './day-bidding.repository.ts';
import { presentBidding } from './market.presenter.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';
import { diffSnapshots } from '../audit/changes.ts';

const SESSION_LABELS = {
  sessionNo: '场次编号',
  productName: '品名',
  category: '品类',
  specification: '质量指标',
  origin: '产地',
  deliveryTerms: '交收方式',
  quantity: '挂牌量',
  startingPrice: '起拍价',
  startAt: '开始时间',
  endAt: '结束时间',
};
const RESULT_LABELS = { statusName: '状态', clearingPrice: '成交价', tradedQuantity: '成交量' };

export async function dayBiddingAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/biddingSessions/list', staffRoute(PERMISSIONS.charts), async (request) => {
    const q = parse(biddingAdminListQuery, request.query);
    const now = new Date();
    const { rows, total } = await pageBidding(app.db, q, now);
    return ok({ list: rows.map((r) => presentBidding(r, now)), total, currentPage: q.currentPage, pageSize: q.pageSize });
  });

  app.post('/api/admin/biddingSessions/save', staffRoute(PERMISSIONS.charts, '保存竞价场次'), async (request) => {
    const body = parse(biddingSaveBody, request.body);
    request.auditTarget = body.sessionNo ?? (body.id ? String(body.id) : body.productName);
    const before = body.id ? await findBidding(app.db, body.id) : undefined;
    const row = await saveBiddingSession(app.db, body);
    request.auditTarget = `${row.sessionNo} ${row.productName}`;
    if (before) request.auditChanges = diffSnapshots(before, row, SESSION_LABELS);
    return ok(presentBidding(row, new Date()), '保存成功');
  });

  app.post('/api/admin/biddingSessions/status', staffRoute(PERMISSIONS.charts, '变更竞价状态'), async (request) => {
    const body = parse(biddingStatusBody, request.body);
    request.auditTarget = String(body.id);
    const { row, before, from } = await changeBiddingStatus(app.db, body);
    const shownBefore = { ...before, statusName: BIDDING_STATUS_NAMES[from] };
    request.auditChanges = diffSnapshots(shownBefore, { ...row, statusName: presentBidding(row, new Date()).statusName }, RESULT_LABELS);
    const result = body.status === 'cleared' ? `（成交价 ${body.clearingPrice}，成交量 ${body.tradedQuantity}）` : '';
    request.auditTarget = `${row.sessionNo} ${biddingActionName(from, body.status)}${result}`;
    return ok(presentBidding(row, new Date()), '操作成功');
  });

  app.post('/api/admin/biddingSessions/delete', staffRoute(PERMISSIONS.charts, '删除竞价场次'), async (request) => {
    const { id } = parse(biddingIdBody, request.body);
    request.auditTarget = String(id);
    const row = await removeBiddingSession(app.db, id);
    request.auditTarget = `${row.sessionNo} ${row.productName}`;
    return ok(null, '删除成功');
  });
}
