import type { BasisTrend, DayBiddingSession, MarketChart, MarketTrendChart, MarketTrendDates, Page } from '@coal/contracts';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../db/schema/index.ts';
import { startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';
import { startAfterReleases } from '../../test/price-fixtures.ts';

let server: TestServer, tourist: TestClient;
beforeAll(async () => ({ server, tourist } = await startWithClients({ tourist: 'tourist' }, startAfterReleases)));
afterAll(() => server.close());

describe('daily bidding (members with the 每日竞价 gateway only)', () => {
  const BIDDING = '/api/dayBidding/getLists';

  it('refuses a tourist, and a member without the gateway, with clear messages', async () => {
    expect((await tourist.get(BIDDING)).body).toMatchObject({ result: false, code: 401, message: '请先登录后查看每日竞价', data: null });
    const member = await server.member('member');
    expect((await member.get(BIDDING)).body).toMatchObject({ result: false, code: 403, message: '您尚未开通每日竞价权限，请联系交易中心开通', data: null });
    const staff = await server.staff('admin');
    expect((await staff.get(BIDDING)).body).toMatchObject({ result: false, code: 401 });
  });

  it('lets a bidder see past and upcoming sessions with every field', async () => {
    const bidder = await server.member('bidder');
    const page = (await bidder.get<Page<DayBiddingSession>>(BIDDING, { pageSize: 50 })).body;
    expect(page.result).toBe(true);
    expect(page.data.total).toBeGreaterThanOrEqual(60);
    const statuses = new Set(page.data.list.map((s) => s.status));
    expect(statuses.has('upcoming')).toBe(true);
    const upcoming = (await bidder.get<Page<DayBiddingSession>>(BIDDING, { status: 'upcoming', pageSize: 50 })).body.data;
    expect(upcoming.list.every((s) => s.status === 'upcoming' && s.clearingPrice === null && new Date(s.startAt) > new Date())).toBe(true);
    const cleared = (await bidder.get<Page<DayBiddingSession>>(BIDDING, { status: 'cleared', pageSize: 10 })).body.data.list[0]!;
    expect(cleared).toMatchObject({ statusName: '已成交', demo: true });
    expect(cleared.clearingPrice!).toBeGreaterThanOrEqual(cleared.startingPrice);
    for (const key of ['productName', 'specification', 'origin', 'deliveryTerms', 'quantity', 'startingPrice', 'sessionDate', 'startAt', 'endAt'])
      expect(cleared).toHaveProperty(key);
    const byDay = (await bidder.get<Page<DayBiddingSession>>(BIDDING, { date: cleared.sessionDate })).body.data;
    expect(byDay.list.every((s) => s.sessionDate === cleared.sessionDate)).toBe(true);
    expect((await bidder.get(BIDDING, { status: 'won' })).status).toBe(400);
  });
});

describe('basis trend', () => {
  it('answers spot, the dominant J/JM contract and the basis, by default for three months', async () => {
    const { data } = (await tourist.get<BasisTrend>('/api/basisTrend/getLists')).body;
    expect(data.demo).toBe(true);
    expect(new Set(data.list.map((q) => q.variety))).toEqual(new Set(['J', 'JM']));
    expect(data.list.length).toBeGreaterThan(100);
    for (const q of data.list) {
      expect(q.contract).toMatch(q.variety === 'J' ? /^J\d{4}$/ : /^JM\d{4}$/);
      expect(q.basis).toBeCloseTo(q.spotPrice - q.futuresPrice, 2);
    }
    expect(data.latest.map((q) => q.variety)).toEqual(['J', 'JM']);
    const jm = (await tourist.get<BasisTrend>('/api/basisTrend/getLists', { variety: 'JM', from: '2026-01-01', to: '2026-01-31' })).body.data.list;
    expect(jm.every((q) => q.variety === 'JM' && q.tradeDate.startsWith('2026-01'))).toBe(true);
    expect((await tourist.get('/api/basisTrend/getLists', { variety: 'ZC' })).body.message).toContain('品种只能是');
  });
});

describe('market charts', () => {
  it('answers a placement’s charts with their series for the portal', async () => {
    const home = (await tourist.get<Page<MarketTrendChart>>('/api/marketTrend/findMarketTrendInfoList', { placement: 'home' })).body.data;
    expect(home.list.length).toBeGreaterThanOrEqual(3);
    expect(home.list.every((c) => c.placements.includes('home'))).toBe(true);
    const first = home.list[0]!;
    expect(first.series.length).toBeGreaterThanOrEqual(1);
    expect(first.series[0]!.points.at(-1)!.period).toBe(first.to);
    const dates = (await tourist.get<MarketTrendDates>('/api/marketTrend/findMarketTrendDate', { code: 'SX-PCI', from: '2026-10-01', to: '2026-10-31' })).body
      .data;
    expect(dates.dates.length).toBeGreaterThanOrEqual(3);
    expect(dates.dates.every((d) => d.startsWith('2026-10'))).toBe(true);
    expect(dates.latestDate! >= '2026-10-31' || dates.latestDate === dates.dates[0]).toBe(true);
  });

  it('seriesOf: only one chart carries its data (the first, or the one asked), the others the same but empty', async () => {
    const list = (params: Record<string, string>) =>
      tourist.get<Page<MarketTrendChart>>('/api/marketTrend/findMarketTrendInfoList', { placement: 'price', ...params });
    const all = (await list({})).body.data.list;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const withoutSeries = (c: MarketTrendChart) => ({ ...c, series: [] });

    const first = (await list({ seriesOf: 'first' })).body.data.list;
    expect(first[0]).toEqual(all[0]);
    expect(first.slice(1)).toEqual(all.slice(1).map(withoutSeries));

    const third = all[2]!;
    const one = (await list({ seriesOf: String(third.id) })).body.data.list;
    expect(one.map((c) => (c.id === third.id ? c : withoutSeries(c)))).toEqual(one);
    expect(one.find((c) => c.id === third.id)).toEqual(third);
    expect(one.filter((c) => c.series.length > 0)).toHaveLength(1);

    // Not a chart of the page: every series empty; not an id: 400 in Chinese.
    expect((await list({ seriesOf: '999999' })).body.data.list.every((c) => c.series.length === 0)).toBe(true);
    const bad = await list({ seriesOf: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('图表编号有误');
  });

  it('MarketChartAdd / Detail / Management: the editor creates, edits and deletes a chart, logged', async () => {
    const editor = await server.staff('editor');
    const saved = await editor.post<{ id: number }>('/api/admin/marketCharts/save', {
      title: '喷吹煤走势',
      chartType: 'bar',
      productCodes: 'SX-PCI,CCP-TC4500',
      placements: 'mobile,mainPage',
      rangePreset: '3M',
      sortOrder: 1,
    });
    expect(saved.body.result).toBe(true);
    const last = (await server.database.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(1))[0]!;
    expect(last).toMatchObject({ action: '保存行情图表', target: '喷吹煤走势', result: 'success' });
    const detail = (await editor.get<MarketChart>('/api/admin/marketCharts/detail', { id: saved.body.data.id })).body.data;
    expect(detail).toMatchObject({ title: '喷吹煤走势', chartType: 'bar', placements: ['mobile', 'mainPage'], rangePreset: '3M', active: true });
    expect(detail.series.map((s) => s.code)).toEqual(['SX-PCI', 'CCP-TC4500']);

    const mobile = (await tourist.get<Page<MarketTrendChart>>('/api/marketTrend/findMarketTrendInfoList', { placement: 'mobile' })).body.data.list;
    expect(mobile[0]!.title).toBe('喷吹煤走势'); // sort order 1 comes first
    expect(mobile[0]!.series.map((s) => s.code)).toEqual(['SX-PCI', 'CCP-TC4500']);

    await editor.post('/api/admin/marketCharts/save', {
      id: saved.body.data.id,
      title: '喷吹煤走势',
      chartType: 'line',
      productCodes: 'SX-PCI',
      placements: 'mobile',
      rangePreset: '1Y',
      sortOrder: 1,
      active: 'false',
    });
    const edit = (await server.database.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(1))[0]!;
    expect(edit.detail).toMatchObject({
      changes: [
        { field: '图表类型', before: '柱状图', after: '折线图' },
        { field: '指数', before: expect.stringContaining('、'), after: expect.any(String) },
        { field: '展示位置', before: '移动端、行情大屏', after: '移动端' },
        { field: '时间范围', before: '近3月', after: '近1年' },
        { field: '启用', before: '是', after: '否' },
      ],
    });
    const hidden = (await tourist.get<Page<MarketTrendChart>>('/api/marketTrend/findMarketTrendInfoList', { placement: 'mobile' })).body.data.list;
    expect(hidden.some((c) => c.id === saved.body.data.id)).toBe(false);
    const managed = (await editor.get<Page<MarketChart>>('/api/admin/marketCharts/list', { placement: 'mobile' })).body.data.list;
    expect(managed.find((c) => c.id === saved.body.data.id)).toMatchObject({ active: false, series: [{ code: 'SX-PCI' }] });

    expect(
      (await editor.post('/api/admin/marketCharts/save', { title: 'x', chartType: 'line', productCodes: 'NOPE', placements: 'home', rangePreset: '1Y' })).body
        .message,
    ).toBe('指数不存在：NOPE');
    expect(
      (await editor.post('/api/admin/marketCharts/save', { title: 'x', chartType: 'pie', productCodes: 'SX-PCI', placements: 'home', rangePreset: '1Y' }))
        .status,
    ).toBe(400);
    expect((await editor.post('/api/admin/marketCharts/delete', { id: saved.body.data.id })).body.result).toBe(true);
    expect((await editor.get('/api/admin/marketCharts/detail', { id: saved.body.data.id })).status).toBe(404);
  });

  it('keeps an index a chart shows from being deleted', async () => {
    const editor = await server.staff('editor');
    const product = {
      familyId: 1,
      code: 'NEW-IDX',
      name: '新指数',
      frequency: 'daily',
      unit: 'point',
      deliveryBasis: 'FOR',
      basePeriod: '2026-01-05',
      baseValue: 100,
      methodology: '方法',
      releaseTime: '17:00',
    };
    const { id } = (await editor.post<{ id: number }>('/api/admin/indexProducts/save', product)).body.data;
    const chart = (
      await editor.post<{ id: number }>('/api/admin/marketCharts/save', {
        title: '新图表',
        chartType: 'line',
        productCodes: 'NEW-IDX',
        placements: 'price',
        rangePreset: '1M',
      })
    ).body.data;
    expect((await editor.post('/api/admin/indexProducts/delete', { id })).body).toMatchObject({
      result: false,
      message: '该指数已被行情图表引用，请先从图表中移除',
    });
    await editor.post('/api/admin/marketCharts/delete', { id: chart.id });
    expect((await editor.post('/api/admin/indexProducts/delete', { id })).body.result).toBe(true);
  });

  it('lists the indexes a chart can show for the picker', async () => {
    const editor = await server.staff('editor');
    const options = (await editor.get<Array<{ code: string; familyCode: string }>>('/api/admin/marketCharts/productOptions')).body.data;
    expect(options.length).toBeGreaterThanOrEqual(12);
    expect(options[0]).toMatchObject({ code: 'CCP-TC5500', familyCode: 'CCP' });
  });
});
