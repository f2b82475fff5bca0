import { adminFinanceListQuery, financeSaveBody, financeUpdateBody, libraryIdQuery, PERMISSIONS } from '@coal/contracts';
import { sessionRead } from '../../lib/public-answer.ts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { describeTarget } from '../../lib/actors.ts';
import { pageOf } from '../../lib/paging.ts';
import { presentAdminProduct, presentDigitalFinance } from './finance.presenter.ts';
import { findEnabledProducts, findProductById, findProducts } from './finance.repository.ts';
import { diffSnapshots } from '../audit/changes.ts';
import { createProduct, editProduct, removeProduct } from './finance.service.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

// Financing products are site content edited next to the company profile (docs/decisions/0008-staff-permissions-and-roles.md).
const P = PERMISSIONS.company;
/** The fields an edit's operation-log row compares, as staff call them. */
const FINANCE_LABELS = {
  type: '类型',
  name: '名称',
  provider: '资金方',
  rateMin: '最低年化利率',
  rateMax: '最高年化利率',
  termMinMonths: '最短期限(月)',
  termMaxMonths: '最长期限(月)',
  limitMaxWan: '最高额度(万元)',
  description: '说明',
  applyUrl: '申请链接',
  sort: '排序',
  enabled: '启用',
};

/** 数字金融: GET /api/digitalFinance/getData (spec §7) and its back-office list (company:manage). */
export async function financeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/digitalFinance/getData', sessionRead, async () => ok(presentDigitalFinance(await findEnabledProducts(app.db))));

  app.get('/api/admin/finance/list', staffRoute(P), async (request) => {
    const { type, name, ...page } = parse(adminFinanceListQuery, request.query);
    const { rows, total } = await findProducts(app.db, { type, name }, page);
    return ok(pageOf(rows.map(presentAdminProduct), total, page));
  });

  app.get('/api/admin/finance/detail', staffRoute(P), async (request) => {
    const { id } = parse(libraryIdQuery, request.query);
    const row = await findProductById(app.db, id);
    if (!row) throw notFound('金融产品不存在');
    return ok(presentAdminProduct(row));
  });

  app.post('/api/admin/finance/create', staffRoute(P, '新增金融产品'), async (request) => {
    const body = parse(financeSaveBody, request.body);
    request.auditTarget = body.name;
    const row = await createProduct(app, body);
    request.auditTarget = describeTarget(row.id, row.name);
    return ok(presentAdminProduct(row), '保存成功');
  });

  app.post('/api/admin/finance/update', staffRoute(P, '修改金融产品'), async (request) => {
    const { id, ...body } = parse(financeUpdateBody, request.body);
    request.auditTarget = describeTarget(id, body.name);
    const before = await findProductById(app.db, id);
    const after = await editProduct(app, id, body);
    request.auditChanges = diffSnapshots(before ?? null, after, FINANCE_LABELS);
    return ok(presentAdminProduct(after), '保存成功');
  });

  app.post('/api/admin/finance/delete', staffRoute(P, '删除金融产品'), async (request) => {
    const { id } = parse(libraryIdQuery, request.body);
    request.auditTarget = `#${id}`;
    const row = await removeProduct(app, id);
    request.auditTarget = describeTarget(row.id, row.name);
    return ok(null, '删除成功');
  });
}
