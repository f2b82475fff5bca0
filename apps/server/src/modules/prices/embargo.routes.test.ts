/**
 * The release embargo (embargo.ts) through every public read, at a fixed clock: on the latest
 * demo day at 09:30 Beijing that day's values are unpublished (待发布 for staff), and they
 * appear at the release time without any write (the caches are keyed by release slot).
 */
import type {
  FamilyLatest,
  IndexProduct,
  IndexValueRow,
  LatestValues,
  MarketTrendChart,
  MarketTrendDates,
  Page,
  ReleaseDates,
  SeriesResult,
  WatchItem,
} from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { addDays } from '../../lib/dates.ts';

const CODE = 'CCP-TC5500';
const clock = fixedClock('2020-01-01T00:00:00Z');
/** A Beijing wall-clock moment as a Date. */
const beijing = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

let server: TestServer;
let tourist: TestClient;
let staff: TestClient;
let member: TestClient;
let product: IndexProduct;
let day: string; // the latest demo day with a value of CODE
let valuesOfDay: IndexValueRow[];

beforeAll(async () => {
  server = await startTestServer({}, undefined, { clock });
  tourist = await server.client();
  staff = await server.staff('editor');
  member = await server.member();
  product = (await tourist.get<IndexProduct>('/api/priceIndex/product', { code: CODE })).body.data;
  await member.post('/api/watchlist/add', { productId: product.id });
  const list = await staff.get<Page<IndexValueRow>>('/api/admin/indexValues/list', { productId: product.id, currentPage: 1, pageSize: 10 });
  day = list.body.data.list[0]!.period;
  clock.set(beijing(day, '09:30'));
});
afterAll(() => server.close());

const hasDay = (rows: Array<{ period: string }>) => rows.some((r) => r.period === day);

describe('before the release time', () => {
  it('keeps the day out of latest values, as-of values and the family lists', async () => {
    const latest = (await tourist.get<LatestValues>('/api/priceIndex/latest', { codes: CODE })).body.data.list[0]!;
    expect(latest.period < day).toBe(true);
    // The change is computed against the released history only.
    expect(latest.changes.prev.basePeriod! < latest.period).toBe(true);
    const asOf = (await tourist.get<LatestValues>('/api/priceIndex/latest', { codes: CODE, date: day })).body.data.list[0]!;
    expect(asOf.period < day).toBe(true);
    const list01 = (await tourist.get<FamilyLatest>('/list01')).body.data;
    expect(hasDay(list01.list)).toBe(false);
  });

  it('keeps the day out of a member’s starred indexes (我的指数)', async () => {
    const watched = (await member.get<WatchItem[]>('/api/watchlist/list')).body.data.find((w) => w.code === CODE)!;
    expect(watched.latest!.period < day).toBe(true);
  });

  it('keeps the day out of series, the headline line, market charts, their dates and the release dates', async () => {
    const series = (await tourist.get<SeriesResult>('/api/priceIndex/series', { codes: CODE, from: addDays(day, -10), to: day })).body.data;
    expect(hasDay(series.series[0]!.points)).toBe(false);
    const open = (await tourist.get<SeriesResult>('/api/priceIndex/series', { codes: CODE })).body.data;
    expect(open.to < day).toBe(true);
    const line = (await tourist.get<SeriesResult>('/line', { codes: CODE })).body.data;
    expect(hasDay(line.series[0]!.points)).toBe(false);
    const charts = (await tourist.get<Page<MarketTrendChart>>('/api/marketTrend/findMarketTrendInfoList', { placement: 'mobile' })).body.data;
    expect(charts.list.flatMap((c) => c.series.flatMap((s) => s.points)).some((p) => p.period >= day)).toBe(false);
    const dates = (await tourist.get<MarketTrendDates>('/api/marketTrend/findMarketTrendDate', { code: CODE })).body.data;
    expect(dates.latestDate! < day).toBe(true);
    const released = (await tourist.get<ReleaseDates>('/date')).body.data;
    expect(released.families.find((f) => f.code === 'CCP')!.latestDate! < day).toBe(true);
  });

  it('keeps the day out of the CSV export', async () => {
    const res = await fetch(`${server.url}/api/priceIndex/export?codes=${CODE}&from=${addDays(day, -10)}&to=${day}`);
    const csv = await res.text();
    expect(csv.split('\r\n').filter((l) => l.startsWith(`${CODE},`)).length).toBeGreaterThan(3);
    expect(csv).not.toContain(`${CODE},${day},`);
  });

  it('shows staff the value marked unreleased (待发布), and earlier ones released', async () => {
    valuesOfDay = (await staff.get<Page<IndexValueRow>>('/api/admin/indexValues/list', { productId: product.id, currentPage: 1, pageSize: 10 })).body.data.list;
    expect(valuesOfDay[0]).toMatchObject({ period: day, released: false });
    expect(valuesOfDay[1]!.released).toBe(true);
  });
});

describe('at the release time', () => {
  it('publishes the day everywhere, with no write to refresh the caches', async () => {
    clock.set(beijing(day, product.releaseTime));
    const latest = (await tourist.get<LatestValues>('/api/priceIndex/latest', { codes: CODE })).body.data.list[0]!;
    expect(latest.period).toBe(day);
    const series = (await tourist.get<SeriesResult>('/api/priceIndex/series', { codes: CODE, from: addDays(day, -10), to: day })).body.data;
    expect(hasDay(series.series[0]!.points)).toBe(true);
    const csv = await (await fetch(`${server.url}/api/priceIndex/export?codes=${CODE}&from=${addDays(day, -10)}&to=${day}`)).text();
    expect(csv).toContain(`${CODE},${day},`);
    expect(hasDay((await tourist.get<FamilyLatest>('/list01')).body.data.list)).toBe(true);
    const watched = (await member.get<WatchItem[]>('/api/watchlist/list')).body.data.find((w) => w.code === CODE)!;
    expect(watched.latest!.period).toBe(day);
    const rows = (await staff.get<Page<IndexValueRow>>('/api/admin/indexValues/list', { productId: product.id, currentPage: 1, pageSize: 10 })).body.data.list;
    expect(rows[0]).toMatchObject({ period: day, released: true });
  });
});
