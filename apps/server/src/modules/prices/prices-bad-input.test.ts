/**
 * Bad input to every call of the price and market modules: a 4xx with a Chinese message,
 * never a 5xx, and nothing written.
 */
import {
  basisTrendQuery,
  chartDetailQuery,
  chartListQuery,
  chartSaveBody,
  dayBiddingQuery,
  familySaveBody,
  priceIdBody,
  importCommitBody,
  indexExportQuery,
  indexProductQuery,
  indexSeriesQuery,
  latestValuesQuery,
  lineQuery,
  marketTrendDateQuery,
  marketTrendListQuery,
  noticeAdminListQuery,
  noticeListQuery,
  noticeSaveBody,
  productDetailQuery,
  productListQuery,
  productSaveBody,
  releaseCalendarQuery,
  valueDeleteBody,
  valueListQuery,
  valueSaveBody,
} from '@coal/contracts';
import { snapshotTables } from '../../test/factories.ts';
import fc from 'fast-check';
import { junkArbitrary } from '../../test/junk.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestServer, startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer, editor: TestClient, bidder: TestClient;
// Hundreds of bad exports from one address: the heavy-read limit (429) is not what is tested here.
beforeAll(
  async () =>
    ({ server, editor, bidder } = await startWithClients({ editor: 'staff:editor', bidder: 'member:bidder' }, () =>
      startTestServer({ HEAVY_READS_PER_MINUTE: '100000' }),
    )),
);
afterAll(() => server.close());

type Endpoint = [string, string, z.ZodType, string[], 'editor' | 'bidder'];
const ENDPOINTS: Endpoint[] = [
  ['GET', '/api/priceIndex/product', indexProductQuery, ['code'], 'editor'],
  ['GET', '/api/priceIndex/latest', latestValuesQuery, ['familyCode', 'codes', 'date'], 'editor'],
  ['GET', '/api/priceIndex/series', indexSeriesQuery, ['codes', 'from', 'to', 'changes'], 'editor'],
  ['GET', '/api/priceIndex/export', indexExportQuery, ['codes', 'from', 'to'], 'editor'],
  ['GET', '/api/priceIndex/notices', noticeListQuery, ['familyCode', 'productCode', 'kind', 'pageSize', 'currentPage'], 'editor'],
  ['GET', '/api/priceIndex/calendar', releaseCalendarQuery, ['from', 'to'], 'editor'],
  ['GET', '/line', lineQuery, ['codes', 'from', 'to'], 'editor'],
  ['GET', '/comment', noticeListQuery, ['familyCode', 'kind', 'pageSize'], 'editor'],
  ['GET', '/api/marketTrend/findMarketTrendInfoList', marketTrendListQuery, ['placement', 'pageSize', 'currentPage'], 'editor'],
  ['GET', '/api/marketTrend/findMarketTrendDate', marketTrendDateQuery, ['familyCode', 'code', 'from', 'to'], 'editor'],
  ['GET', '/api/basisTrend/getLists', basisTrendQuery, ['variety', 'contract', 'from', 'to'], 'editor'],
  ['GET', '/api/dayBidding/getLists', dayBiddingQuery, ['status', 'date', 'keyword', 'pageSize'], 'bidder'],
  ['GET', '/api/admin/indexProducts/list', productListQuery, ['familyId', 'keyword', 'active', 'pageSize'], 'editor'],
  ['GET', '/api/admin/indexProducts/detail', productDetailQuery, ['id'], 'editor'],
  ['GET', '/api/admin/indexValues/list', valueListQuery, ['productId', 'from', 'to', 'pageSize'], 'editor'],
  ['GET', '/api/admin/indexNotices/list', noticeAdminListQuery, ['kind', 'productId'], 'editor'],
  ['GET', '/api/admin/marketCharts/list', chartListQuery, ['placement', 'keyword'], 'editor'],
  ['GET', '/api/admin/marketCharts/detail', chartDetailQuery, ['id'], 'editor'],
  ['POST', '/api/admin/indexFamilies/save', familySaveBody, ['id', 'code', 'name', 'sortOrder'], 'editor'],
  ['POST', '/api/admin/indexFamilies/delete', priceIdBody, ['id'], 'editor'],
  [
    'POST',
    '/api/admin/indexProducts/save',
    productSaveBody,
    ['id', 'familyId', 'code', 'name', 'frequency', 'unit', 'deliveryBasis', 'basePeriod', 'baseValue', 'methodology', 'releaseTime'],
    'editor',
  ],
  ['POST', '/api/admin/indexProducts/delete', priceIdBody, ['id'], 'editor'],
  ['POST', '/api/admin/indexValues/add', valueSaveBody, ['productId', 'period', 'value'], 'editor'],
  ['POST', '/api/admin/indexValues/update', valueSaveBody, ['productId', 'period', 'value'], 'editor'],
  ['POST', '/api/admin/indexValues/delete', valueDeleteBody, ['productId', 'period'], 'editor'],
  ['POST', '/api/admin/indexValues/import/commit', importCommitBody, ['importId'], 'editor'],
  ['POST', '/api/admin/indexNotices/save', noticeSaveBody, ['id', 'kind', 'title', 'content', 'productId', 'effectiveDate'], 'editor'],
  ['POST', '/api/admin/indexNotices/delete', priceIdBody, ['id'], 'editor'],
  ['POST', '/api/admin/marketCharts/save', chartSaveBody, ['id', 'title', 'chartType', 'productCodes', 'placements', 'rangePreset'], 'editor'],
  ['POST', '/api/admin/marketCharts/delete', priceIdBody, ['id'], 'editor'],
];

/** Everything a bad request to these calls could have changed. */
function snapshot(): Promise<unknown> {
  const tables = [
    'index_families',
    'index_products',
    'index_values',
    'index_latest',
    'index_notices',
    'market_charts',
    'market_chart_series',
    'basis_quotes',
    'bidding_sessions',
  ];
  return snapshotTables(server, tables);
}

const junkValue = junkArbitrary({
  maxShort: 40,
  longFrom: 600,
  extra: ['null', '[]', 'NaN', '2026-02-30', '2026-13-01', '9999-12-31', '9999999999', 'CCP-TC5500', 'A,B', ',,,', '\ud800', '%', '_'],
});

describe('bad input to every price and market call', () => {
  it.each(ENDPOINTS)('%s %s: a 4xx with a Chinese message, never a 5xx, nothing written', async (method, url, schema, fields, who) => {
    const client = who === 'editor' ? editor : bidder;
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...fields, 'extra'), junkValue, { maxKeys: fields.length + 1 }), async (params) => {
        const res = await client.request(method, url, params);
        expect(res.status, JSON.stringify(params)).toBeLessThan(500);
        if (!schema.safeParse(params).success) {
          expect(res.status, JSON.stringify(params)).toBe(400);
          expect(res.body.result).toBe(false);
          expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
        }
      }),
      { numRuns: 25 },
    );
    // Junk that happens to be valid (a small integer id) may create or delete a row; compare only
    // for calls that cannot write.
    if (!/\/(save|add|update|delete)$/.test(url)) expect(await snapshot()).toEqual(before);
  });
});
