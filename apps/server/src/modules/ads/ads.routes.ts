import { adminAdListQuery, adSaveBody, adUpdateBody, bannersQuery, libraryIdQuery, librarySetEnabledBody, PERMISSIONS } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { invalidateOnWrite } from '../../lib/cache/shared-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { cachedAnswer, publicRead } from '../../lib/public-answer.ts';
import { parse, parseQuery } from '../../lib/validate.ts';
import { diffSnapshots } from '../audit/changes.ts';
import { describeTarget } from '../../lib/actors.ts';
import { pageOf } from '../../lib/paging.ts';
import { registerUploadRoute } from '../uploads/upload.routes.ts';
import { presentAdminAd, presentBanner } from './ads.presenter.ts';
import { findActiveAds, findAdById, findAds } from './ads.repository.ts';
import { createAd, editAd, removeAd, setAdEnabled } from './ads.service.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

const P = PERMISSIONS.ads;

/** What the operation log compares on an edit (before → after). */
const AD_LABELS = { slotName: '广告位', title: '标题', imagePath: '图片', link: '链接', sort: '排序', startAt: '开始时间', endAt: '结束时间', enabled: '启用' };

/** 首页广告位: GET /api/banner/getBanners (spec §7) and the back office's Advertising page (ad:manage). */
export async function adRoutes(app: FastifyInstance): Promise<void> {
  invalidateOnWrite(app, app.contentCache);

  // Cached with the public lists: ad periods start and end within the cache's 15 s lifetime.
  app.get('/api/banner/getBanners', publicRead, async (request, reply) => {
    const { slot } = parseQuery(bannersQuery, request);
    return cachedAnswer(reply, app.contentCache, 'banners', { slot }, async () => (await findActiveAds(app.db, new Date(), slot)).map(presentBanner));
  });

  app.get('/api/admin/ad/list', staffRoute(P), async (request) => {
    const { slot, title, ...page } = parse(adminAdListQuery, request.query);
    const { rows, total } = await findAds(app.db, { slot, title }, page);
    const now = new Date();
    return ok(
      pageOf(
        rows.map((r) => presentAdminAd(r, now)),
        total,
        page,
      ),
    );
  });

  app.get('/api/admin/ad/detail', staffRoute(P), async (request) => {
    const { id } = parse(libraryIdQuery, request.query);
    const row = await findAdById(app.db, id);
    if (!row) throw notFound('广告不存在');
    return ok(presentAdminAd(row, new Date()));
  });

  app.post('/api/admin/ad/create', staffRoute(P, '新增广告'), async (request) => {
    const body = parse(adSaveBody, request.body);
    request.auditTarget = body.title;
    const row = await createAd(app, body);
    request.auditTarget = describeTarget(row.id, row.title);
    return ok(presentAdminAd(row, new Date()), '保存成功');
  });

  app.post('/api/admin/ad/update', staffRoute(P, '修改广告'), async (request) => {
    const { id, ...body } = parse(adUpdateBody, request.body);
    request.auditTarget = describeTarget(id, body.title);
    const now = new Date();
    const before = await findAdById(app.db, id);
    const after = presentAdminAd(await editAd(app, id, body), now);
    request.auditChanges = diffSnapshots(before ? presentAdminAd(before, now) : null, after, AD_LABELS);
    return ok(after, '保存成功');
  });

  app.post('/api/admin/ad/setEnabled', staffRoute(P, '启用/停用广告'), async (request) => {
    const { id, enabled } = parse(librarySetEnabledBody, request.body);
    request.auditTarget = `#${id}`;
    const row = await setAdEnabled(app, id, enabled);
    request.auditTarget = describeTarget(row.id, `${row.title} → ${enabled ? '启用' : '停用'}`);
    return ok(null, enabled ? '已启用' : '已停用');
  });

  app.post('/api/admin/ad/delete', staffRoute(P, '删除广告'), async (request) => {
    const { id } = parse(libraryIdQuery, request.body);
    request.auditTarget = `#${id}`;
    const row = await removeAd(app, id);
    request.auditTarget = describeTarget(row.id, row.title);
    return ok(null, '删除成功');
  });

  registerUploadRoute(app, { url: '/api/admin/ad/upload', permission: P, kinds: ['image'] });
}
