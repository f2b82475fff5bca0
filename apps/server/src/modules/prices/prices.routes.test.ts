import type { FamilyLatest, IndexFamily, IndexProduct, LatestValues, Page, PricingNotice, ReleaseDates, SeriesResult, CalendarDay } from '@coal/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';
import { startAfterReleases } from '../../test/price-fixtures.ts';
import { addDays, addYears, beijingToday } from '../../lib/dates.ts';

let server: TestServer, tourist: TestClient;
beforeAll(async () => ({ server, tourist } = await startWithClients({ tourist: 'tourist' }, startAfterReleases)));
afterAll(() => server.close());

const series = async (params: Record<string, unknown>) => (await tourist.get<SeriesResult>('/api/priceIndex/series', params)).body;

describe('catalogue', () => {
  it('has three demo families in display order (PriceFirst/Second/Third, priceCCP/SXCCP/SCSPI) and a dozen indexes, daily and weekly', async () => {
    const { body } = await tourist.get<IndexFamily[]>('/api/priceIndex/families');
    expect(body.result).toBe(true);
    expect(body.data.map((f) => f.code)).toEqual(['CCP', 'SXCCP', 'SCSPI']);
    const products = body.data.flatMap((f) => f.products);
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(new Set(products.map((p) => p.frequency))).toEqual(new Set(['daily', 'weekly', 'monthly']));
    expect(products.every((p) => p.demo)).toBe(true);
    expect(body.data[0]!.description).toContain('演示数据');
    expect(products.find((p) => p.unit === 'USD/t')?.unitName).toBe('美元/吨');
  });

  it('answers an index with its specification and methodology, without needing a session', async () => {
    const res = await fetch(`${server.url}/api/priceIndex/product?code=SX-JM-LS`);
    const body = (await res.json()) as { data: IndexProduct };
    expect(body.data).toMatchObject({ code: 'SX-JM-LS', familyCode: 'SXCCP', deliveryBasis: 'EX_MINE', unit: 'CNY/t', specification: { sulphur: 0.6 } });
    expect(body.data.methodology).toContain('【计算方法】');
  });

  it('answers 404 in Chinese for an unknown index', async () => {
    const res = await tourist.get('/api/priceIndex/product', { code: 'NOPE' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('指数不存在');
  });
});

describe('series', () => {
  it('holds three years of daily history up to the latest release', async () => {
    const today = beijingToday();
    const { data } = await series({ codes: 'CCP-TC5500', from: addYears(today, -3), to: today });
    const points = data.series[0]!.points;
    expect(points.length).toBeGreaterThan(700);
    expect(points[0]!.period <= addDays(addYears(today, -3), 5)).toBe(true);
    expect(points.at(-1)!.period >= addDays(today, -7)).toBe(true);
    const values = points.map((p) => p.value);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(540);
    expect(Math.max(...values)).toBeLessThanOrEqual(1300);
  });

  it('answers exactly the range asked for, ascending, for several indexes at once', async () => {
    const { data } = await series({ codes: 'SX-J1,SC-NEWC6000', from: '2026-09-01', to: '2026-10-31' });
    expect(data).toMatchObject({ from: '2026-09-01', to: '2026-10-31' });
    expect(data.series.map((s) => s.code)).toEqual(['SX-J1', 'SC-NEWC6000']);
    for (const s of data.series) {
      const periods = s.points.map((p) => p.period);
      expect(periods).toEqual([...periods].sort());
      expect(periods.every((p) => p >= '2026-09-01' && p <= '2026-10-31')).toBe(true);
      expect(s.points[0]).not.toHaveProperty('changes');
    }
    // Daily on trading days only (no National Day), weekly on Fridays or the day before a holiday.
    expect(data.series[0]!.points.some((p) => p.period >= '2026-10-01' && p.period <= '2026-10-07')).toBe(false);
    expect(data.series[1]!.points.length).toBeGreaterThanOrEqual(8);
  });

  it('defaults to the year up to the latest value', async () => {
    const { data } = await series({ codes: 'SC-QHD5500' });
    expect(data.from).toBe(addDays(addYears(data.to, -1), 1));
    expect(data.series[0]!.points.at(-1)!.period).toBe(data.to);
  });

  it('computes changes per point, the first one of the range against history before it', async () => {
    const { data } = await series({ codes: 'CCP-TC5500', from: '2026-10-08', to: '2026-10-16', changes: 1 });
    const [first, second] = data.series[0]!.points;
    // After the National Day holiday the previous value is 2026-09-30.
    expect(first!.changes!.prev.basePeriod).toBe('2026-09-30');
    expect(second!.changes!.prev).toMatchObject({ basePeriod: first!.period, change: Math.round((second!.value - first!.value) * 1e4) / 1e4 });
    // A year earlier 2025-10-01..08 was a holiday and 09-30 is beyond the 7-day tolerance: no YoY.
    expect(first!.changes!.yoy).toEqual({ base: null, basePeriod: null, change: null, pct: null });
    expect(second!.changes!.yoy.basePeriod).toBe('2025-10-09');
  });

  it('refuses bad ranges and codes in Chinese', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ codes: 'CCP-TC5500', from: '2026-02-30' }, 400, '开始日期不是有效日期'],
      [{ codes: 'CCP-TC5500', from: '2026-11-01', to: '2026-10-01' }, 400, '开始日期不能晚于结束日期'],
      [{ codes: 'CCP-TC5500', from: '2000-01-01', to: '2026-01-01' }, 400, '查询区间不能超过10年'],
      [{ codes: '' }, 400, '请选择指数'],
      [{ codes: 'A,B,C,D,E,F,G,H,I' }, 400, '一次最多选择8个指数'],
      [{ codes: 'CCP-TC5500,NOPE' }, 404, '指数不存在：NOPE'],
      [{ codes: 'CCP-TC5500', changes: 'yes' }, 400, '开关取值只能是 true、false、1 或 0'],
    ];
    for (const [params, status, message] of cases) {
      const res = await tourist.get('/api/priceIndex/series', params);
      expect(res.status, JSON.stringify(params)).toBe(status);
      expect(res.body.message).toContain(message);
    }
  });
});

describe('latest values', () => {
  it('answers a family’s latest values with the same changes the series computes', async () => {
    const { body } = await tourist.get<LatestValues>('/api/priceIndex/latest', { familyCode: 'SCSPI' });
    expect(body.data.list.length).toBeGreaterThanOrEqual(5);
    expect(body.data.list.every((v) => v.familyCode === 'SCSPI')).toBe(true);
    const qhd = body.data.list.find((v) => v.code === 'SC-QHD5500')!;
    const { data } = await series({ codes: 'SC-QHD5500', from: qhd.period, to: qhd.period, changes: 1 });
    expect(data.series[0]!.points[0]).toEqual({ period: qhd.period, value: qhd.value, changes: qhd.changes });
    expect(body.data.asOf).toBe(
      body.data.list
        .map((v) => v.period)
        .sort()
        .at(-1),
    );
  });

  it('leaves retired indexes out of the latest values, but keeps their history', async () => {
    const { body } = await tourist.get<LatestValues>('/api/priceIndex/latest');
    expect(body.data.list.some((v) => v.code === 'CCP-TC5800')).toBe(false);
    const { data } = await series({ codes: 'CCP-TC5800', from: '2025-12-01', to: '2026-02-01' });
    expect(data.series[0]!.points.at(-1)!.period).toBe('2025-12-31');
  });

  it('answers a retired index asked for by its code with its last value and 停发 date', async () => {
    const { body } = await tourist.get<LatestValues>('/api/priceIndex/latest', { codes: 'CCP-TC5800' });
    expect(body.data.list).toHaveLength(1);
    expect(body.data.list[0]).toMatchObject({ code: 'CCP-TC5800', period: '2025-12-31', discontinuedOn: '2026-01-01' });
    expect(body.data.list[0]!.value).toBeGreaterThan(0);
    const active = (await tourist.get<LatestValues>('/api/priceIndex/latest', { codes: 'CCP-TC5500' })).body.data.list[0]!;
    expect(active.discontinuedOn).toBeUndefined();
  });

  it('answers the values as of a past date; a monthly value only once its month is published', async () => {
    const { body } = await tourist.get<LatestValues>('/api/priceIndex/latest', { codes: 'CCP-COMP,CCP-TC5500', date: '2026-06-03' });
    const comp = body.data.list.find((v) => v.code === 'CCP-COMP');
    const thermal = body.data.list.find((v) => v.code === 'CCP-TC5500');
    expect(comp).toMatchObject({ code: 'CCP-COMP', period: '2026-05-01' });
    expect(comp!.changes.wow.base).toBeNull();
    expect(comp!.changes.mom.basePeriod).toBe('2026-04-01');
    expect(thermal).toMatchObject({ code: 'CCP-TC5500', period: '2026-06-03' });
  });
});

describe('export', () => {
  it('answers a CSV with a BOM, download headers, and one row per point', async () => {
    const res = await fetch(`${server.url}/api/priceIndex/export?codes=CCP-TC5500,SC-AUHCC&from=2026-10-01&to=2026-10-31`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="price-index_CCP-TC5500_SC-AUHCC_2026-10-01_2026-10-31.csv"; filename*=UTF-8''${encodeURIComponent('价格指数_CCP-TC5500_SC-AUHCC_2026-10-01_2026-10-31.csv')}`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const [header, ...rows] = parseCsv(text, { bom: true }) as string[][];
    expect(header).toEqual(['指数代码', '日期', '数值', '指数名称', '单位', '涨跌', '涨跌幅(%)', '备注']);
    const { data } = await series({ codes: 'CCP-TC5500,SC-AUHCC', from: '2026-10-01', to: '2026-10-31', changes: 1 });
    const expected = data.series.flatMap((s) =>
      s.points.map((p) => [
        s.code,
        p.period,
        // Every figure with its index's decimals (CCP-TC5500 whole yuan, SC-AUHCC cents), percentages with two.
        p.value.toFixed(s.decimals),
        s.name,
        s.unitName,
        p.changes!.prev.change!.toFixed(s.decimals),
        p.changes!.prev.pct!.toFixed(2),
        '演示数据：合成序列，非真实市场价格',
      ]),
    );
    expect(rows).toEqual(expected);
    expect(rows.some((r) => r[4] === '美元/吨')).toBe(true);
    expect(rows.filter((r) => r[0] === 'SC-AUHCC').every((r) => /\.\d{2}$/.test(r[2]!))).toBe(true);
  });

  it('refuses a bad export request with a Chinese 400, not a file', async () => {
    const res = await tourist.get('/api/priceIndex/export', { codes: 'CCP-TC5500', to: 'yesterday' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('结束日期格式应为YYYY-MM-DD');
  });
});

describe('notices, calendar and the data paths', () => {
  it('lists pricing notices of every kind, newest first, filterable by family and kind', async () => {
    const all = (await tourist.get<Page<PricingNotice>>('/api/priceIndex/notices', { pageSize: 50 })).body.data;
    expect(new Set(all.list.map((n) => n.kind))).toEqual(new Set(['commentary', 'correction', 'delay', 'retirement', 'methodology']));
    const times = all.list.map((n) => n.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
    const ccp = (await tourist.get<Page<PricingNotice>>('/api/priceIndex/notices', { familyCode: 'CCP', kind: 'retirement' })).body.data;
    expect(ccp.list).toHaveLength(1);
    expect(ccp.list[0]).toMatchObject({ productCode: 'CCP-TC5800', familyCode: 'CCP', kindName: '指数停发', effectiveDate: '2026-01-01' });
  });

  it('answers the release calendar of the coming two weeks', async () => {
    const { body } = await tourist.get<CalendarDay[]>('/api/priceIndex/calendar', { from: '2026-11-23', to: '2026-11-29' });
    expect(body.data.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    const friday = body.data.at(-1)!.releases;
    expect(friday.some((r) => r.frequency === 'weekly')).toBe(true);
    expect(friday.some((r) => r.code === 'CCP-TC5800')).toBe(false); // retired
    expect((await tourist.get('/api/priceIndex/calendar', { from: '2026-01-01', to: '2026-12-31' })).status).toBe(400);
    // Year 9999 once sent the calendar round an endless loop; dates are kept to 1900–2199.
    const far = await tourist.get('/api/priceIndex/calendar', { from: '9999-12-31', to: '9999-12-31' });
    expect(far.status).toBe(400);
    expect(far.body.message).toContain('超出范围');
  });

  it('serves /line, /list01, /list02, /comment and /date at the origin root, no session needed', async () => {
    const get = async <T>(path: string) => ((await (await fetch(`${server.url}${path}`)).json()) as { result: boolean; data: T }).data;
    const line = await get<SeriesResult>('/line');
    expect(line.series[0]!.code).toBe('CCP-TC5500');
    expect(line.series[0]!.points.length).toBeGreaterThan(200);
    const list01 = await get<FamilyLatest>('/list01');
    const list02 = await get<FamilyLatest>('/list02');
    expect(list01.family).toMatchObject({ code: 'CCP', demo: true });
    expect(list02.family!.code).toBe('SXCCP');
    expect(list02.list.every((v) => v.familyCode === 'SXCCP')).toBe(true);
    const comment = await get<Page<PricingNotice>>('/comment');
    expect(comment.list[0]!.kind).toBe('commentary');
    const date = await get<ReleaseDates>('/date');
    expect(date.latestDate).toBe(list01.asOf);
    expect(date.families.map((f) => f.code)).toEqual(['CCP', 'SXCCP', 'SCSPI']);
    expect(date.calendar.length).toBeGreaterThan(5);
  });
});

describe('OpenAPI document', () => {
  it('documents every public price call with its parameters and answer', async () => {
    const doc = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, { get: { parameters: Array<{ name: string; required: boolean }>; responses: Record<string, unknown> } }>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/priceIndex/series',
      '/api/priceIndex/latest',
      '/api/priceIndex/export',
      '/api/marketTrend/findMarketTrendInfoList',
      '/api/marketTrend/findMarketTrendDate',
      '/api/basisTrend/getLists',
      '/api/dayBidding/getLists',
      '/line',
      '/list01',
      '/list02',
      '/comment',
      '/date',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const params = doc.paths['/api/priceIndex/series']!.get.parameters;
    expect(params.map((p) => p.name)).toEqual(['codes', 'from', 'to', 'changes']);
    expect(params.find((p) => p.name === 'codes')!.required).toBe(true);
    expect(doc.paths['/api/dayBidding/getLists']!.get.parameters.map((p) => p.name)).toContain('pageSize');
    expect(doc.components.schemas.SeriesResult).toBeDefined();
    // Every route the server has under these paths is documented.
    const served = server.app.routeCatalog
      .filter((r) => r.auth === 'public' && /^\/(api\/(priceIndex|marketTrend|basisTrend)\/|line$|list0|comment$|date$)/.test(r.url))
      .map((r) => r.url);
    for (const url of served) expect(doc.paths[url], url).toBeDefined();
  });
});
