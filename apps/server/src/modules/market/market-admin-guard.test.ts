/**
 * The back-office calls of 期现基差 and 每日竞价: staff with chart:manage only, and bad input is a
 * 4xx with a Chinese message, never a 5xx, with nothing written.
 */
import { basisAdminListQuery, basisKeyBody, basisSaveBody, biddingAdminListQuery, biddingIdBody, biddingSaveBody, biddingStatusBody } from '@coal/contracts';
import { snapshotTables } from '../../test/factories.ts';
import fc from 'fast-check';
import { junkArbitrary } from '../../test/junk.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer, editor: TestClient;
beforeAll(async () => ({ server, editor } = await startWithClients({ editor: 'staff:editor' })));
afterAll(() => server.close());

const mine = () => server.app.routeCatalog.filter((r) => /^\/api\/admin\/(basisQuotes|biddingSessions)\//.test(r.url));

describe('who may manage basis quotes and bidding sessions', () => {
  it('declares staff auth with chart:manage on all eight calls', () => {
    expect(
      mine()
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual([
      'GET /api/admin/basisQuotes/list',
      'GET /api/admin/biddingSessions/list',
      'POST /api/admin/basisQuotes/add',
      'POST /api/admin/basisQuotes/delete',
      'POST /api/admin/basisQuotes/update',
      'POST /api/admin/biddingSessions/delete',
      'POST /api/admin/biddingSessions/save',
      'POST /api/admin/biddingSessions/status',
    ]);
    for (const route of mine()) expect(route, route.url).toMatchObject({ auth: 'staff', permission: 'chart:manage' });
  });

  it('refuses tourists, members and bidders (401), reviewers and analysts (403), writing nothing; lets editor and admin in', async () => {
    const refused: Array<[TestClient, number]> = [
      [await server.client(), 401],
      [await server.member('member'), 401],
      [await server.member('bidder'), 401],
      [await server.staff('reviewer'), 403],
      [await server.staff('analyst'), 403],
    ];
    const before = await snapshot();
    const body = { id: 1, tradeDate: '2026-11-20', variety: 'J', status: 'cancelled' };
    for (const route of mine()) {
      for (const [client, code] of refused) {
        const res = await client.request(route.method, route.url, body);
        expect(res.body, `${route.method} ${route.url}`).toMatchObject({ result: false, code });
      }
    }
    expect(await snapshot()).toEqual(before);
    const admin = await server.staff('admin');
    for (const client of [editor, admin]) {
      for (const route of mine().filter((r) => r.method === 'GET')) expect((await client.get(route.url)).body.result, route.url).toBe(true);
    }
  });
});

/** Everything a bad request could have changed. */
function snapshot(): Promise<unknown> {
  return snapshotTables(server, ['basis_quotes', 'bidding_sessions']);
}

const junkValue = junkArbitrary({
  maxShort: 40,
  longFrom: 600,
  extra: [
    'null',
    'NaN',
    '2026-02-30',
    '2026-11-20 24:00',
    '2026-11-20 10:00',
    '2026-11-20T02:00:00Z',
    '9999-12-31',
    '9999999999',
    'J',
    'JM',
    'J2605',
    'JM2713',
    'cleared',
    'upcoming',
    '%',
    '_',
  ],
});

const ENDPOINTS: Array<[string, string, z.ZodType, string[]]> = [
  ['GET', '/api/admin/basisQuotes/list', basisAdminListQuery, ['variety', 'contract', 'from', 'to', 'pageSize', 'currentPage']],
  ['POST', '/api/admin/basisQuotes/add', basisSaveBody, ['tradeDate', 'variety', 'contract', 'spotName', 'spotPrice', 'futuresPrice']],
  ['POST', '/api/admin/basisQuotes/update', basisSaveBody, ['tradeDate', 'variety', 'contract', 'spotName', 'spotPrice', 'futuresPrice']],
  ['POST', '/api/admin/basisQuotes/delete', basisKeyBody, ['tradeDate', 'variety']],
  ['GET', '/api/admin/biddingSessions/list', biddingAdminListQuery, ['status', 'category', 'keyword', 'from', 'to', 'pageSize']],
  ['POST', '/api/admin/biddingSessions/save', biddingSaveBody, ['id', 'sessionNo', 'productName', 'quantity', 'startingPrice', 'startAt', 'endAt']],
  ['POST', '/api/admin/biddingSessions/status', biddingStatusBody, ['id', 'status', 'clearingPrice', 'tradedQuantity']],
  ['POST', '/api/admin/biddingSessions/delete', biddingIdBody, ['id']],
];

describe('bad input to every call', () => {
  it.each(ENDPOINTS)('%s %s: a 4xx with a Chinese message, never a 5xx', async (method, url, schema, fields) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...fields, 'extra'), junkValue, { maxKeys: fields.length + 1 }), async (params) => {
        const res = await editor.request(method, url, params);
        expect(res.status, JSON.stringify(params)).toBeLessThan(500);
        if (!schema.safeParse(params).success) {
          expect(res.status, JSON.stringify(params)).toBe(400);
          expect(res.body.result).toBe(false);
          expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
        }
      }),
      { numRuns: 30 },
    );
    // Junk that happens to be valid (a small id) may move or delete a session; compare only for reads.
    if (method === 'GET') expect(await snapshot()).toEqual(before);
  });
});
