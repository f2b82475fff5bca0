/**
 * 全站搜索 finds the indexes themselves — by code, name and delivery place, before the
 * documents — and shows each one's latest value only once it is released (the portal's rule).
 */
import type { IndexProduct, IndexValueRow, LatestValues, Page, SearchResultPage } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

const CODE = 'CCP-TC5500';
const clock = fixedClock('2020-01-01T00:00:00Z');
const beijing = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

let server: TestServer;
let tourist: TestClient;
let day: string; // the latest demo day with a value of CODE
let releaseTime: string;

beforeAll(async () => {
  server = await startTestServer({}, undefined, { clock });
  tourist = await server.client();
  const staff = await server.staff('editor');
  const product = (await tourist.get<IndexProduct>('/api/priceIndex/product', { code: CODE })).body.data;
  releaseTime = product.releaseTime;
  const list = await staff.get<Page<IndexValueRow>>('/api/admin/indexValues/list', { productId: product.id, currentPage: 1, pageSize: 10 });
  day = list.body.data.list[0]!.period;
  clock.set(beijing(day, '23:00'));
});
afterAll(() => server.close());

const search = async (params: Record<string, string>) => (await tourist.get<SearchResultPage>('/api/search/query', params)).body.data;
const portalLatest = async (code: string) => (await tourist.get<LatestValues>('/api/priceIndex/latest', { codes: code })).body.data.list[0]!;

describe('indexes in the site search', () => {
  it('shares no cache entry with the families read: either order answers both', async () => {
    const families = async () => (await tourist.get<unknown[]>('/api/priceIndex/families')).body;
    for (let round = 0; round < 2; round++) {
      expect((await families()).result).toBe(true);
      expect((await search({ q: CODE })).indexes[0]!.code).toBe(CODE);
      await server.app.marketCache.invalidate();
      expect((await search({ q: CODE })).indexes[0]!.code).toBe(CODE);
      expect((await families()).result).toBe(true);
    }
  });

  it('"CCP-TC5500" finds that index first, linked to its price page, with its released value', async () => {
    const result = await search({ q: CODE });
    const [first] = result.indexes;
    expect(first).toMatchObject({ code: CODE, familyCode: 'CCP', path: `/portal/Price?family=CCP&code=${CODE}`, active: true, demo: true });
    const latest = await portalLatest(CODE);
    expect(first!.latest).toEqual({ value: latest.value, period: day });
    // Lower case and a part of the code find it too.
    expect((await search({ q: 'ccp-tc5500' })).indexes[0]!.code).toBe(CODE);
    expect((await search({ q: 'TC5500' })).indexes.map((i) => i.code)).toContain(CODE);
  });

  it('"秦皇岛" finds the index delivered there, before the articles that mention it, its name highlighted', async () => {
    const result = await search({ q: '秦皇岛' });
    expect(result.indexes.map((i) => i.code)).toEqual(['SC-QHD5500']);
    const [qhd] = result.indexes;
    expect(qhd).toMatchObject({ deliveryPlace: '秦皇岛港', path: '/portal/Price?family=SCSPI&code=SC-QHD5500' });
    expect(qhd!.nameRanges.map(([s, n]) => qhd!.name.slice(s, s + n))).toEqual(['秦皇岛']);
    expect(result.total).toBeGreaterThan(0); // the articles are still found, after it
    // A place and a product together narrow it; words no index holds find none.
    const pitMouth = (await search({ q: '山西 坑口' })).indexes.map((i) => i.code);
    expect(pitMouth).toEqual(expect.arrayContaining(['SX-TC5500', 'SX-JM-LS', 'SX-JM-FM']));
    expect(pitMouth).not.toContain('SX-J1'); // 车板价
    expect((await search({ q: '鄂尔多斯' })).indexes).toEqual([]);
  });

  it('a search narrowed by type or date lists documents only', async () => {
    expect((await search({ q: '秦皇岛', types: 'news' })).indexes).toEqual([]);
    expect((await search({ q: '秦皇岛', from: '2020-01-01' })).indexes).toEqual([]);
  });

  it('never shows a value before its release time, and shows it from that minute on', async () => {
    // A minute before the release: the day's value exists but is not out yet.
    clock.set(new Date(beijing(day, releaseTime).getTime() - 60_000));
    const early = (await search({ q: CODE })).indexes[0]!;
    expect(early.latest!.period < day).toBe(true);
    expect(early.latest).toEqual({ value: (await portalLatest(CODE)).value, period: (await portalLatest(CODE)).period });

    clock.set(beijing(day, releaseTime));
    const released = (await search({ q: CODE })).indexes[0]!;
    expect(released.latest!.period).toBe(day);
    clock.set(beijing(day, '23:00'));
  });
});
