import {
  type IndexFamily,
  type IndexFamilyRow,
  type IndexProduct,
  type IndexValueRow,
  type LatestValues,
  type Page,
  PRICE_MESSAGES,
  type PricingNotice,
  type SeriesResult,
} from '@coal/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../db/schema/index.ts';
import { startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';
import { startAfterReleases } from '../../test/price-fixtures.ts';
import { addDays, beijingToday } from '../../lib/dates.ts';
import { staffName } from '../../test/factories.ts';
import { approvePending } from '../../test/approvals.ts';
import { findProductsByCodes } from './catalog.repository.ts';
import { refreshLatest } from './latest.service.ts';
import { deleteValue } from './values.repository.ts';

let server: TestServer, editor: TestClient;
beforeAll(async () => ({ server, editor } = await startWithClients({ editor: 'staff:editor' }, startAfterReleases)));
afterAll(() => server.close());

const lastLog = async () => (await server.database.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(1))[0]!;
const count = async (table: string) => {
  const result = await server.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
};

const PRODUCT = {
  code: 'TEST-TC5800',
  name: '测试动力煤5800大卡',
  frequency: 'daily',
  unit: 'CNY/t',
  deliveryBasis: 'FOB',
  deliveryPlace: '曹妃甸港',
  calorificValue: 5800,
  sulphur: '0.6',
  ash: '',
  basePeriod: '2026-01-05',
  baseValue: 1000,
  methodology: '测试编制方法',
  releaseTime: '16:00',
  active: 'true',
  sortOrder: 5,
};

describe('who may manage indexes and charts', () => {
  const mine = () => server.app.routeCatalog.filter((r) => /^\/api\/admin\/(index|marketCharts)/.test(r.url));

  it('declares staff auth with index:manage or chart:manage on every back-office route of the module', () => {
    expect(mine().length).toBeGreaterThanOrEqual(20);
    for (const route of mine()) {
      expect(route.auth, route.url).toBe('staff');
      expect(['index:manage', 'chart:manage'], route.url).toContain(route.permission);
    }
  });

  it('refuses tourists and members (401), reviewers and analysts (403); lets the editor in', async () => {
    const tourist = await server.client();
    const member = await server.member('member');
    const reviewer = await server.staff('reviewer');
    const analyst = await server.staff('analyst');
    for (const route of mine()) {
      for (const [client, code] of [
        [tourist, 401],
        [member, 401],
        [reviewer, 403],
        [analyst, 403],
      ] as const) {
        const res = await client.request(route.method, route.url);
        expect(res.body, `${route.method} ${route.url}`).toMatchObject({ result: false, code });
      }
      if (route.method === 'GET') {
        const res = await editor.request(
          route.method,
          route.url,
          route.url.endsWith('/index-commentaries/detail')
            ? { productId: 1, period: '2026-01-05' }
            : route.url.endsWith('/detail')
              ? { id: 1 }
              : route.url.endsWith('/indexValues/list')
                ? { productId: 1 }
                : {},
        );
        expect(res.status, route.url).toBe(200);
        if (res.headers.get('content-type')?.includes('json')) expect(res.body.result, route.url).toBe(true);
      }
    }
  });
});

describe('families and products', () => {
  it('creates, edits and deletes a family and a product, each write in the operation log', async () => {
    const family = await editor.post<{ id: number }>('/api/admin/indexFamilies/save', { code: 'TEST', name: '测试系列', description: '', sortOrder: 99 });
    expect(family.body).toMatchObject({ result: true, message: '保存成功' });
    expect(await lastLog()).toMatchObject({ action: '保存指数系列', target: 'TEST', result: 'success', staffName: staffName('editor') });

    const created = await editor.post<{ id: number }>('/api/admin/indexProducts/save', { ...PRODUCT, familyId: family.body.data.id });
    expect(created.body.result).toBe(true);
    const id = created.body.data.id;
    const detail = (await editor.get<IndexProduct>('/api/admin/indexProducts/detail', { id })).body.data;
    expect(detail).toMatchObject({ code: 'TEST-TC5800', familyCode: 'TEST', deliveryBasisName: '港口平仓价（FOB）', releaseWeekday: null, demo: false });
    expect(detail.specification).toEqual({ calorificValue: 5800, sulphur: 0.6, ash: null, volatileMatter: null, note: '' });

    await editor.post('/api/admin/indexProducts/save', { ...PRODUCT, id, familyId: family.body.data.id, frequency: 'weekly', name: '测试周度' });
    expect((await lastLog()).detail).toMatchObject({
      changes: expect.arrayContaining([
        { field: '名称', before: PRODUCT.name, after: '测试周度' },
        { field: '频率', before: 'daily', after: 'weekly' },
      ]),
    });
    expect((await editor.get<IndexProduct>('/api/admin/indexProducts/detail', { id })).body.data).toMatchObject({
      name: '测试周度',
      frequency: 'weekly',
      releaseWeekday: 5,
    });

    const list = (await editor.get<Page<IndexProduct>>('/api/admin/indexProducts/list', { keyword: '测试', pageSize: 10 })).body.data;
    expect(list.list.map((p) => p.code)).toEqual(['TEST-TC5800']);
    const families = (await editor.get<IndexFamilyRow[]>('/api/admin/indexFamilies/list')).body.data;
    expect(families.find((f) => f.code === 'TEST')!.productCount).toBe(1);

    expect((await editor.post('/api/admin/indexFamilies/delete', { id: family.body.data.id })).body).toMatchObject({
      result: false,
      message: '该系列下还有指数，不能删除',
    });
    expect(await lastLog()).toMatchObject({ action: '删除指数系列', result: 'failure' });
    expect((await editor.post('/api/admin/indexProducts/delete', { id })).body.result).toBe(true);
    expect(await lastLog()).toMatchObject({ action: '删除指数产品', target: 'TEST-TC5800', result: 'success' });
    expect((await editor.post('/api/admin/indexFamilies/delete', { id: family.body.data.id })).body.result).toBe(true);
  });

  it('refuses duplicate codes, deleting a product with history, and bad input (400, Chinese, nothing written)', async () => {
    const { data: families } = (await editor.get<IndexFamilyRow[]>('/api/admin/indexFamilies/list')).body;
    const familyId = families[0]!.id;
    expect((await editor.post('/api/admin/indexProducts/save', { ...PRODUCT, familyId, code: 'CCP-TC5500' })).body).toMatchObject({
      result: false,
      message: '指数代码已被使用',
    });
    expect((await editor.post('/api/admin/indexProducts/delete', { id: 1 })).body).toMatchObject({
      result: false,
      message: '该指数已有历史数据，不能删除，可改为停用',
    });
    const before = await count('index_products');
    for (const [patch, message] of [
      [{ frequency: 'hourly' }, '发布频率只能是日度、周度或月度'],
      [{ releaseTime: '25:00' }, '发布时间格式应为HH:mm'],
      [{ baseValue: '-1' }, '基值必须大于0'],
      [{ calorificValue: 'abc' }, '发热量必须是数字'],
      [{ code: '指数' }, '指数代码只能由字母、数字、-、_ 组成，最长32位'],
      [{ methodology: '' }, '请填写编制方法'],
    ] as const) {
      const res = await editor.post('/api/admin/indexProducts/save', { ...PRODUCT, familyId, ...patch });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await count('index_products')).toBe(before);
  });
});

describe('decimals of an index', () => {
  it('keeps the decimals through save, edit and every public read; refuses any but 0 to 4 with a Chinese message', async () => {
    const family = await editor.post<{ id: number }>('/api/admin/indexFamilies/save', { code: 'TESTD', name: '测试精度', description: '', sortOrder: 98 });
    const body = { ...PRODUCT, code: 'TEST-DEC', familyId: family.body.data.id };
    const created = await editor.post<{ id: number }>('/api/admin/indexProducts/save', { ...body, decimals: '3' });
    expect(created.body.result).toBe(true);
    const id = created.body.data.id;
    const decimals = async () => ({
      admin: (await editor.get<IndexProduct>('/api/admin/indexProducts/detail', { id })).body.data.decimals,
      product: (await editor.get<IndexProduct>('/api/priceIndex/product', { code: 'TEST-DEC' })).body.data.decimals,
      families: (await editor.get<IndexFamily[]>('/api/priceIndex/families')).body.data.flatMap((f) => f.products).find((p) => p.code === 'TEST-DEC')!.decimals,
      series: (await editor.get<SeriesResult>('/api/priceIndex/series', { codes: 'TEST-DEC' })).body.data.series[0]!.decimals,
    });
    expect(await decimals()).toEqual({ admin: 3, product: 3, families: 3, series: 3 });
    // An edit that leaves it out keeps it; one that names it changes it.
    await editor.post('/api/admin/indexProducts/save', { ...body, id, name: '测试精度改名' });
    expect((await decimals()).product).toBe(3);
    await editor.post('/api/admin/indexProducts/save', { ...body, id, decimals: 0 });
    expect(await decimals()).toEqual({ admin: 0, product: 0, families: 0, series: 0 });
    for (const bad of [5, -1, 1.5, 'abc']) {
      const res = await editor.post('/api/admin/indexProducts/save', { ...body, id, decimals: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.message).toContain('小数位数只能是0到4之间的整数');
    }
    expect((await decimals()).admin).toBe(0);
    await editor.post('/api/admin/indexProducts/delete', { id });
    await editor.post('/api/admin/indexFamilies/delete', { id: family.body.data.id });
  });

  it('gives the demo series one precision each: whole yuan for RMB prices, two places otherwise, in the latest values', async () => {
    const list = (await editor.get<LatestValues>('/api/priceIndex/latest', { codes: 'CCP-TC5500,SC-NEWC6000,CCP-COMP' })).body.data.list;
    expect(Object.fromEntries(list.map((v) => [v.code, v.decimals]))).toEqual({ 'CCP-TC5500': 0, 'SC-NEWC6000': 2, 'CCP-COMP': 2 });
  });
});

describe('values', () => {
  it('adds and corrects a value, never deletes a released one; the latest values and their changes follow at once', async () => {
    const latest = async () => (await editor.get<LatestValues>('/api/priceIndex/latest', { codes: 'SX-J1' })).body.data.list[0]!;
    const today = beijingToday();
    const product = (await editor.get<Page<IndexProduct>>('/api/admin/indexProducts/list', { keyword: 'SX-J1' })).body.data.list[0]!;
    let before = await latest();
    // Demo values roll forward to today on a publishing day: make room for a newer value
    // (future dates are refused, so today is the only day that can follow the latest).
    // A released value cannot be deleted through the back office: the setup removes it underneath.
    if (before.period >= today) {
      await deleteValue(server.app.db, product.id, before.period);
      await refreshLatest(server.app.db, await findProductsByCodes(server.app.db, ['SX-J1']));
      await server.app.marketCache.invalidate();
      before = await latest();
    }
    const period = today;

    expect((await editor.post('/api/admin/indexValues/add', { productId: product.id, period, value: before.value + 50 })).body.result).toBe(true);
    expect(await lastLog()).toMatchObject({
      action: '新增指数数据',
      target: expect.stringContaining(`SX-J1 ${period} = ${before.value + 50}（待审批#`),
      result: 'success',
    });
    // Four eyes: public only once a second person approves it.
    expect((await latest()).period).toBe(before.period);
    expect(await approvePending(server)).toBe(1);
    let now = await latest();
    expect(now).toMatchObject({ period, value: before.value + 50 });
    expect(now.changes.prev).toMatchObject({ basePeriod: before.period, base: before.value, change: 50 });

    expect((await editor.post('/api/admin/indexValues/add', { productId: product.id, period, value: 1 })).body).toMatchObject({
      result: false,
      message: '该日期已有指数数据，请使用修改',
    });
    expect((await editor.post('/api/admin/indexValues/update', { productId: product.id, period, value: before.value - 10 })).body.result).toBe(true);
    // A correction's operation-log row keeps the value before and after.
    expect((await lastLog()).detail).toEqual({ changes: [{ field: '数值', before: String(before.value + 50), after: String(before.value - 10) }] });
    await approvePending(server);
    now = await latest();
    expect(now.changes.prev.change).toBe(-10);
    const page = (await editor.get<Page<IndexValueRow>>('/api/admin/indexValues/list', { productId: product.id, pageSize: 10 })).body.data;
    expect(page.list[0]).toMatchObject({ period, value: before.value - 10, change: -10 });
    expect(page.total).toBeGreaterThan(700);

    // Released: deleting it is a withdrawal a second person approves, published as such.
    const withdrawn = await editor.post('/api/admin/indexValues/delete', { productId: product.id, period, reason: '数据源有误' });
    expect(withdrawn.body).toMatchObject({ result: true, message: PRICE_MESSAGES.withdrawalPending, data: { status: 'pending' } });
    expect((await latest()).value).toBe(before.value - 10);
    expect(await approvePending(server)).toBe(1);
    expect(await latest()).toEqual(before);
    const notice = (await editor.get<Page<PricingNotice>>('/api/admin/indexNotices/list', { kind: 'correction' })).body.data.list[0]!;
    expect(notice).toMatchObject({ fromProcess: true, title: `${product.name} ${period} 数据撤回` });
    expect(notice.content).toContain('理由：数据源有误');
    expect((await editor.post('/api/admin/indexValues/delete', { productId: product.id, period })).status).toBe(404);
  });

  it('refuses future dates, mid-month dates for monthly indexes and non-positive values', async () => {
    const monthly = (await editor.get<Page<IndexProduct>>('/api/admin/indexProducts/list', { keyword: 'CCP-COMP' })).body.data.list[0]!;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ productId: 1, period: addDays(beijingToday(), 2), value: 900 }, '日期不能晚于今天'],
      [{ productId: monthly.id, period: '2026-03-15', value: 900 }, '月度指数的日期应为当月1日'],
      [{ productId: 1, period: '2026-03-16', value: 0 }, '数值必须大于0'],
      [{ productId: 1, period: '2026-03-16', value: 'x' }, '数值必须是数字'],
      [{ productId: 'x', period: '2026-03-16', value: 1 }, '指数有误'],
    ];
    for (const [params, message] of cases) {
      const res = await editor.post('/api/admin/indexValues/add', params);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });
});

describe('notices', () => {
  it('publishes, edits and deletes a pricing notice that the portal lists at once', async () => {
    const saved = await editor.post<{ id: number }>('/api/admin/indexNotices/save', {
      kind: 'delay',
      title: '测试延迟发布',
      content: '因系统维护延迟至18:00发布',
      productId: 2,
      effectiveDate: '2026-11-23',
    });
    expect(saved.body.result).toBe(true);
    expect(await lastLog()).toMatchObject({ action: '保存价格公告', target: '测试延迟发布' });
    const latest = (await editor.get<Page<PricingNotice>>('/comment')).body.data.list[0]!;
    expect(latest).toMatchObject({ id: saved.body.data.id, kind: 'delay', kindName: '延迟发布', productCode: 'CCP-TC5000', familyCode: 'CCP' });
    // Corrections are published by approval only: not a kind staff may choose.
    expect(
      (
        await editor.post('/api/admin/indexNotices/save', {
          id: saved.body.data.id,
          kind: 'correction',
          title: '伪造更正',
          content: '更正',
          effectiveDate: '2026-11-23',
        })
      ).body.message,
    ).toBe(PRICE_MESSAGES.processNoticeKind);
    await editor.post('/api/admin/indexNotices/save', {
      id: saved.body.data.id,
      kind: 'general',
      title: '测试更正',
      content: '更正',
      effectiveDate: '2026-11-23',
    });
    const listed = (await editor.get<Page<PricingNotice>>('/api/admin/indexNotices/list', { kind: 'general' })).body.data.list;
    expect(listed.find((n) => n.id === saved.body.data.id)).toMatchObject({ title: '测试更正', productId: null });
    expect((await editor.post('/api/admin/indexNotices/delete', { id: saved.body.data.id })).body.result).toBe(true);
    expect(await lastLog()).toMatchObject({ action: '删除价格公告', target: '测试更正', result: 'success' });
    // The reviewer's refused attempt earlier is on record too.
    const refusals = await server.database.db.select().from(operationLogs).where(eq(operationLogs.action, '删除价格公告'));
    expect(refusals.some((r) => r.staffName === staffName('reviewer') && r.result === 'failure')).toBe(true);
    expect(
      (await editor.post('/api/admin/indexNotices/save', { kind: 'rumour', title: 't', content: 'c', effectiveDate: '2026-11-23' })).body.message,
    ).toContain('公告类型有误');
  });
});
