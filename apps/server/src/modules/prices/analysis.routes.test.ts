/**
 * Members' price analysis on small series inserted here, at a fixed clock, against figures
 * computed by hand (statistics.test.ts shows the volatility arithmetic).
 */
import { type CurrencyResult, type SavedSpread, type SeasonalResult, type SpreadResult, type StatisticsResult, TOKEN_HEADER } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates } from '../../db/schema/index.ts';
import { fixedClock } from '../../lib/clock.ts';
import { insertFixtures } from '../../test/price-fixtures.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

const clock = fixedClock('2020-03-01T12:00:00+08:00');
let server: TestServer;
let member: TestClient;
let other: TestClient;
let tourist: TestClient;

beforeAll(async () => {
  server = await startTestServer({}, undefined, { clock });
  await insertFixtures(server.app.db, 'TSTAN', [
    {
      code: 'TA-A',
      decimals: 3,
      points: [
        ['2020-01-02', 100],
        ['2020-01-03', 110],
        ['2020-01-06', 99],
        ['2020-02-03', 120],
        ['2020-02-04', 125],
      ],
    },
    {
      code: 'TA-B',
      points: [
        ['2020-01-02', 50],
        ['2020-01-06', 60],
        ['2020-02-04', 100],
      ],
    },
    { code: 'TA-P', unit: 'point', points: [['2020-01-02', 1000]] },
  ]);
  await server.app.db.insert(exchangeRates).values([
    { rateDate: '2020-01-01', cnyPerUsd: 7 },
    { rateDate: '2020-01-06', cnyPerUsd: 7.5 },
  ]);
  member = await server.member('member');
  other = await server.member('bidder');
  tourist = await server.client();
});
afterAll(() => server.close());

const range = { from: '2020-01-01', to: '2020-02-29' };

describe('statistics', () => {
  it('answers monthly average, high, low, range and volatility', async () => {
    const res = await member.get<StatisticsResult>('/api/priceAnalysis/statistics', { code: 'TA-A', ...range, period: 'month' });
    expect(res.body.result).toBe(true);
    const { rows, total } = res.body.data;
    expect(rows).toEqual([
      { label: '2020-01', from: '2020-01-02', to: '2020-01-06', count: 3, average: 103, high: 110, low: 99, range: 11, volatility: 14.1896 },
      { label: '2020-02', from: '2020-02-03', to: '2020-02-04', count: 2, average: 122.5, high: 125, low: 120, range: 5, volatility: null },
    ]);
    // 100, 110, 99, 120, 125: mean 110.8; returns ln 1.1, ln 0.9, ln(120/99), ln(125/120) → sd 12.4378 %
    expect(total).toMatchObject({ count: 5, average: 110.8, high: 125, low: 99, range: 26, volatility: 12.4378 });
  });

  it('groups by ISO week and by year', async () => {
    const weeks = (await member.get<StatisticsResult>('/api/priceAnalysis/statistics', { code: 'TA-A', ...range, period: 'week' })).body.data.rows;
    expect(weeks.map((w) => [w.label, w.count, w.average])).toEqual([
      ['2020-W01', 2, 105],
      ['2020-W02', 1, 99],
      ['2020-W06', 2, 122.5],
    ]);
    const years = (await member.get<StatisticsResult>('/api/priceAnalysis/statistics', { code: 'TA-A', ...range, period: 'year' })).body.data.rows;
    expect(years).toHaveLength(1);
    expect(years[0]).toMatchObject({ label: '2020', average: 110.8 });
  });

  it('leaves out a value before its release time', async () => {
    clock.set('2020-02-04T09:30:00+08:00');
    try {
      const res = await member.get<StatisticsResult>('/api/priceAnalysis/statistics', { code: 'TA-A', ...range, period: 'month' });
      expect(res.body.data.rows[1]).toMatchObject({ count: 1, average: 120 });
    } finally {
      clock.set('2020-03-01T12:00:00+08:00');
    }
  });

  it('exports the table as CSV with its header block', async () => {
    const res = await member.get<string>('/api/priceAnalysis/statistics/export', { code: 'TA-A', ...range, period: 'month' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.text).toContain('测试指数TA-A 月度统计');
    // Prices with the index's three decimals, the volatility's percentage with two.
    expect(res.text).toContain('2020-01,2020-01-02,2020-01-06,3,103.000,110.000,99.000,11.000,14.19');
    expect(res.text).toContain('全区间');
  });

  it('exports the same table as Excel: the header block, then the figures as numbers', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const query = new URLSearchParams({ code: 'TA-A', ...range, period: 'month', format: 'xlsx' });
    const res = await fetch(`${server.url}/api/priceAnalysis/statistics/export?${query}`, { headers: { [TOKEN_HEADER]: member.token! } });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(String(sheet.getCell(1, 1).value)).toContain('测试指数TA-A 月度统计');
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    // Months and days are real date cells (the day at 00:00 UTC), the figures numbers.
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    const january = rows.find((row) => row[1] instanceof Date && row[1].getTime() === day('2020-01-01').getTime())!;
    expect(january.slice(1)).toEqual([day('2020-01-01'), day('2020-01-02'), day('2020-01-06'), 3, 103, 110, 99, 11, 14.1896]);
    // Shown with the index's decimals, not the most any figure of the column has (122.5: one).
    let row = sheet.getRow(1);
    sheet.eachRow((r) => {
      if (r.getCell(1).value instanceof Date && (r.getCell(1).value as Date).getTime() === day('2020-01-01').getTime()) row = r;
    });
    expect([5, 6, 7, 8, 9].map((c) => row.getCell(c).numFmt)).toEqual(['#,##0.000', '#,##0.000', '#,##0.000', '#,##0.000', '#,##0.00']);
  });

  it('answers monthly averages per year for the seasonal chart', async () => {
    const res = await member.get<SeasonalResult>('/api/priceAnalysis/seasonal', { code: 'TA-A', years: 2 });
    expect(res.body.data.years.map((y) => y.year)).toEqual([2020, 2019]);
    expect(res.body.data.years[0]!.months.slice(0, 3)).toEqual([103, 122.5, null]);
    expect(res.body.data.years[1]!.months.every((m) => m === null)).toBe(true);
  });

  it('starts no earlier than the base period (2019): no year line before the index began', async () => {
    const res = await member.get<SeasonalResult>('/api/priceAnalysis/seasonal', { code: 'TA-A', years: 5 });
    expect(res.body.data.years.map((y) => y.year)).toEqual([2020, 2019]);
  });
});

describe('spreads', () => {
  it('answers A − B and A ÷ B on the dates both have', async () => {
    const diff = (await member.get<SpreadResult>('/api/priceAnalysis/spread', { codeA: 'TA-A', codeB: 'TA-B', mode: 'difference', ...range })).body.data;
    expect(diff.points.map((p) => [p.period, p.value])).toEqual([
      ['2020-01-02', 50],
      ['2020-01-06', 39],
      ['2020-02-04', 25],
    ]);
    const ratio = (await member.get<SpreadResult>('/api/priceAnalysis/spread', { codeA: 'TA-A', codeB: 'TA-B', mode: 'ratio', ...range })).body.data;
    expect(ratio.points.map((p) => p.value)).toEqual([2, 1.65, 1.25]);
    const csv = await member.get<string>('/api/priceAnalysis/spread/export', { codeA: 'TA-A', codeB: 'TA-B', mode: 'ratio', ...range });
    expect(csv.text).toContain('2020-01-06,99.000,60.00,1.65');
  });

  it('keeps saved spreads per member: create, rename, delete; another member neither sees nor touches them', async () => {
    const created = await member.post<SavedSpread>('/api/priceAnalysis/spreads/create', {
      name: '港口-坑口',
      codeA: 'TA-A',
      codeB: 'TA-B',
      mode: 'difference',
    });
    expect(created.body.result).toBe(true);
    const id = created.body.data.id;
    const dup = await member.post('/api/priceAnalysis/spreads/create', { name: '港口-坑口', codeA: 'TA-B', codeB: 'TA-A', mode: 'ratio' });
    expect(dup.body).toMatchObject({ result: false, code: 2402 });
    expect((await other.get<SavedSpread[]>('/api/priceAnalysis/spreads/list')).body.data).toEqual([]);
    expect((await other.post('/api/priceAnalysis/spreads/delete', { id })).body).toMatchObject({ result: false, code: 2401 });
    expect((await other.post('/api/priceAnalysis/spreads/update', { id, name: '偷改' })).body).toMatchObject({ result: false, code: 2401 });
    expect((await member.post('/api/priceAnalysis/spreads/update', { id, name: '焦煤价差' })).body.result).toBe(true);
    expect((await member.get<SavedSpread[]>('/api/priceAnalysis/spreads/list')).body.data.map((s) => s.name)).toEqual(['焦煤价差']);
    expect((await member.post('/api/priceAnalysis/spreads/delete', { id })).body.result).toBe(true);
    expect((await member.get<SavedSpread[]>('/api/priceAnalysis/spreads/list')).body.data).toEqual([]);
  });
});

describe('currency', () => {
  it('converts with the rate on or before each date and names that rate', async () => {
    const res = await member.get<CurrencyResult>('/api/priceAnalysis/currency', { code: 'TA-A', ...range });
    expect(res.body.data.targetUnit).toBe('USD/t');
    expect(res.body.data.points.map((p) => [p.period, p.rateDate, p.converted])).toEqual([
      ['2020-01-02', '2020-01-01', 14.29],
      ['2020-01-03', '2020-01-01', 15.71],
      ['2020-01-06', '2020-01-06', 13.2],
      ['2020-02-03', '2020-01-06', 16],
      ['2020-02-04', '2020-01-06', 16.67],
    ]);
  });

  it('refuses an index in points', async () => {
    expect((await member.get('/api/priceAnalysis/currency', { code: 'TA-P' })).body).toMatchObject({ result: false, code: 2404 });
  });
});

describe('bad input and tourists', () => {
  it('answers 4xx with Chinese messages', async () => {
    const noCode = await member.get('/api/priceAnalysis/statistics', { period: 'month' });
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toMatch(/指数代码/);
    const badPeriod = await member.get('/api/priceAnalysis/statistics', { code: 'TA-A', period: 'day' });
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.message).toBe('统计周期只能是周、月或年');
    const same = await member.get('/api/priceAnalysis/spread', { codeA: 'TA-A', codeB: 'TA-A', mode: 'ratio' });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('请选择两个不同的指数');
    const order = await member.get('/api/priceAnalysis/currency', { code: 'TA-A', from: '2020-02-01', to: '2020-01-01' });
    expect(order.body.message).toBe('开始日期不能晚于结束日期');
    const years = await member.get('/api/priceAnalysis/seasonal', { code: 'TA-A', years: 11 });
    expect(years.status).toBe(400);
    const unknown = await member.get('/api/priceAnalysis/statistics', { code: 'NOPE' });
    expect(unknown.status).toBe(404);
    const noName = await member.post('/api/priceAnalysis/spreads/create', { name: ' ', codeA: 'TA-A', codeB: 'TA-B', mode: 'difference' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('请输入名称');
  });

  it('asks tourists to log in', async () => {
    expect((await tourist.get('/api/priceAnalysis/statistics', { code: 'TA-A' })).body).toMatchObject({ result: false, code: 401 });
    expect((await tourist.get('/api/priceAnalysis/spreads/list')).body).toMatchObject({ result: false, code: 401 });
  });
});
