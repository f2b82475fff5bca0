/** IndexProductManagement: index families and products (permission index:manage). */
import { familySaveBody, priceIdBody, PERMISSIONS, PRICE_MESSAGES, productDetailQuery, productListQuery, productSaveBody } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { findProductIdsMissingToday } from './missing-values.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { diffSnapshots } from '../audit/changes.ts';
import { countProductsByFamily, findFamilyById, findProductById, listFamilies, pageProducts } from './catalog.repository.ts';
import { removeFamily, removeProduct, saveFamily, saveProduct } from './catalog.service.ts';
import { presentFamilyRow, presentProduct } from './prices.presenter.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

/** The fields an edit's operation-log row compares, as staff call them. */
const FAMILY_LABELS = { code: '代码', name: '名称', description: '说明', sortOrder: '排序' };
const PRODUCT_LABELS = {
  familyName: '系列',
  code: '代码',
  name: '名称',
  frequency: '频率',
  unitName: '单位',
  deliveryBasisName: '交货方式',
  deliveryPlace: '交货地',
  specification: '规格',
  basePeriod: '基期',
  baseValue: '基值',
  decimals: '小数位数',
  methodology: '方法论',
  releaseTime: '发布时间',
  releaseWeekday: '发布日',
  active: '启用',
  sortOrder: '排序',
};

export async function indexAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/indexFamilies/list', staffRoute(PERMISSIONS.indexData), async () => {
    const [families, counts] = await Promise.all([listFamilies(app.db), countProductsByFamily(app.db)]);
    return ok(families.map((f) => presentFamilyRow(f, counts.get(f.id) ?? 0)));
  });

  app.post('/api/admin/indexFamilies/save', staffRoute(PERMISSIONS.indexData, '保存指数系列'), async (request) => {
    const body = parse(familySaveBody, request.body);
    request.auditTarget = body.code;
    const before = body.id ? await findFamilyById(app.db, body.id) : undefined;
    const id = await saveFamily(app.db, body);
    if (before) request.auditChanges = diffSnapshots(presentFamilyRow(before, 0), presentFamilyRow((await findFamilyById(app.db, id))!, 0), FAMILY_LABELS);
    return ok({ id }, '保存成功');
  });

  app.post('/api/admin/indexFamilies/delete', staffRoute(PERMISSIONS.indexData, '删除指数系列'), async (request) => {
    const { id } = parse(priceIdBody, request.body);
    request.auditTarget = String(id);
    request.auditTarget = await removeFamily(app.db, id);
    return ok(null, '删除成功');
  });

  app.get('/api/admin/indexProducts/list', staffRoute(PERMISSIONS.indexData), async (request) => {
    const { missing, ...q } = parse(productListQuery, request.query);
    const ids = missing === 'today' ? await findProductIdsMissingToday(app.db) : undefined;
    const { rows, total } = await pageProducts(app.db, { ...q, ids });
    return ok({ list: rows.map(presentProduct), total, currentPage: q.currentPage, pageSize: q.pageSize });
  });

  app.get('/api/admin/indexProducts/detail', staffRoute(PERMISSIONS.indexData), async (request) => {
    const { id } = parse(productDetailQuery, request.query);
    const product = await findProductById(app.db, id);
    if (!product) throw notFound(PRICE_MESSAGES.productNotFound);
    return ok(presentProduct(product));
  });

  app.post('/api/admin/indexProducts/save', staffRoute(PERMISSIONS.indexData, '保存指数产品'), async (request) => {
    const body = parse(productSaveBody, request.body);
    request.auditTarget = body.code;
    const before = body.id ? await findProductById(app.db, body.id) : undefined;
    const id = await saveProduct(app.db, body, app.clock.now());
    if (before) request.auditChanges = diffSnapshots(presentProduct(before), presentProduct((await findProductById(app.db, id))!), PRODUCT_LABELS);
    return ok({ id }, '保存成功');
  });

  app.post('/api/admin/indexProducts/delete', staffRoute(PERMISSIONS.indexData, '删除指数产品'), async (request) => {
    const { id } = parse(priceIdBody, request.body);
    request.auditTarget = String(id);
    request.auditTarget = await removeProduct(app.db, id);
    return ok(null, '删除成功');
  });
}
