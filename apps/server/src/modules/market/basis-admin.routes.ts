/** MarketChartManagement, tab 期现基差: spot vs futures quotes (permission chart:manage). */
import { basisAdminListQuery, basisKeyBody, basisSaveBody, PERMISSIONS } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { addBasisQuote, correctBasisQuote, removeBasisQuote } from './basis-admin.service.ts';
import { findBasisQuote, pageBasis } from './basis.repository.ts';
import { presentBasisAdmin } from './market.presenter.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';
import { diffSnapshots } from '../audit/changes.ts';

const BASIS_LABELS = { contract: '期货合约', spotName: '现货名称', spotPrice: '现货价', futuresPrice: '期货价' };

export async function basisAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/basisQuotes/list', staffRoute(PERMISSIONS.charts), async (request) => {
    const q = parse(basisAdminListQuery, request.query);
    const { rows, total } = await pageBasis(app.db, q);
    return ok({ list: rows.map(presentBasisAdmin), total, currentPage: q.currentPage, pageSize: q.pageSize });
  });

  app.post('/api/admin/basisQuotes/add', staffRoute(PERMISSIONS.charts, '新增期现基差'), async (request) => {
    const body = parse(basisSaveBody, request.body);
    request.auditTarget = `${body.variety} ${body.tradeDate}`;
    const contract = await addBasisQuote(app.db, body);
    request.auditTarget = `${body.variety} ${body.tradeDate} ${contract}：现货 ${body.spotPrice} 期货 ${body.futuresPrice}`;
    return ok(null, '保存成功');
  });

  app.post('/api/admin/basisQuotes/update', staffRoute(PERMISSIONS.charts, '修改期现基差'), async (request) => {
    const body = parse(basisSaveBody, request.body);
    request.auditTarget = `${body.variety} ${body.tradeDate}`;
    const before = await findBasisQuote(app.db, body.tradeDate, body.variety);
    const contract = await correctBasisQuote(app.db, body);
    request.auditChanges = diffSnapshots(before ?? null, (await findBasisQuote(app.db, body.tradeDate, body.variety)) ?? null, BASIS_LABELS);
    request.auditTarget = `${body.variety} ${body.tradeDate} ${contract}：现货 ${body.spotPrice} 期货 ${body.futuresPrice}`;
    return ok(null, '保存成功');
  });

  app.post('/api/admin/basisQuotes/delete', staffRoute(PERMISSIONS.charts, '删除期现基差'), async (request) => {
    const { tradeDate, variety } = parse(basisKeyBody, request.body);
    request.auditTarget = `${variety} ${tradeDate}`;
    await removeBasisQuote(app.db, tradeDate, variety);
    return ok(null, '删除成功');
  });
}
