import {
  getCaptchaQuery,
  getTokenQuery,
  loginQuery,
  refreshAccessTokenQuery,
  resetPwdQuery,
  roleGatewayQuery,
  saveTrackingEventBody,
  simulateLoginQuery,
  updateTrackingEventQuery,
  userInfoQuery,
  verifyTicketQuery,
} from '@coal/contracts';
import fc from 'fast-check';
import { junkArbitrary } from '../test/junk.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  // Tracking events are answered once written (group commit): none lands during a comparison.
  server = await startTestServer();
  client = await server.member();
});
afterAll(() => server.close());

const ENDPOINTS: Array<[string, string, z.ZodType, string[]]> = [
  ['GET', '/api/user/getToken', getTokenQuery, ['flag', 'timestamp']],
  ['GET', '/api/user/getCaptcha', getCaptchaQuery, ['uuid']],
  ['GET', '/api/user/login', loginQuery, ['loginId', 'loginPass', 'uuid', 'captchaCode']],
  ['GET', '/api/user/getUserInfo', userInfoQuery, ['pageType']],
  ['GET', '/api/common/getRoleGatewayRels', roleGatewayQuery, ['userId']],
  ['GET', '/api/user/resetPwd', resetPwdQuery, ['loginId', 'loginPassword', 'loginNewPassword', 'loginConfirmPassword']],
  ['GET', '/api/user/refreshAccessToken', refreshAccessTokenQuery, ['accessToken']],
  ['GET', '/api/user/simulateLogin', simulateLoginQuery, ['prefix', 'ciphertext']],
  ['POST', '/api/admin/auth/login', loginQuery, ['loginId', 'loginPass', 'uuid', 'captchaCode']],
  ['GET', '/api/external/verifyTicket', verifyTicketQuery, ['system', 'ticket']],
  ['POST', '/api/burialPoint/saveBurialPoint', saveTrackingEventBody, ['eventName', 'uuid', 'sessionId', 'startTime', 'url']],
  ['GET', '/api/burialPoint/updateBurialPoint', updateTrackingEventQuery, ['id', 'endTime']],
];

/** Everything a bad request could have changed. */
async function snapshot(): Promise<unknown> {
  const tables = [
    'members',
    'member_gateways',
    'staff',
    'staff_roles',
    'roles',
    'role_permissions',
    'themes',
    'operation_logs',
    'kv_entries',
    'analytics_events',
  ];
  const counts: Record<string, unknown> = {};
  for (const t of tables) {
    const result = await server.database.db.execute(sql.raw(`select count(*)::int as n from ${t}`));
    counts[t] = (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  }
  const hashes = await server.database.db.execute(sql`select string_agg(password_hash, ',' order by login_id) as h from members`);
  counts.hashes = (hashes as unknown as { rows: unknown[] }).rows[0];
  return counts;
}

const junkValue = junkArbitrary({
  maxShort: 40,
  longFrom: 2100,
  extra: ['null', 'undefined', '[]', '{}', '<script>alert(1)</script>', '\ud800'],
});

describe('bad input to every endpoint of the foundation', () => {
  it.each(ENDPOINTS)('%s %s: a 4xx with a Chinese message, never a 5xx, nothing changed', async (method, url, schema, fields) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...fields, 'extra'), junkValue, { maxKeys: fields.length + 1 }), async (params) => {
        const res = await client.request(method, url, params);
        expect(res.status).toBeLessThan(500);
        if (!schema.safeParse(params).success) {
          expect(res.status).toBe(400);
          expect(res.body.result).toBe(false);
          expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
        }
      }),
      { numRuns: 30 },
    );
    // Schema-valid junk may legitimately add a session or an event; compare only when
    // the endpoint could not have accepted anything.
    if (!['/api/user/getToken', '/api/burialPoint/saveBurialPoint'].includes(url)) expect(await snapshot()).toEqual(before);
  });

  it('refuses malformed bodies with a 4xx in Chinese', async () => {
    const post = (body: string, type: string) =>
      fetch(`${server.url}/api/burialPoint/saveBurialPoint`, { method: 'POST', headers: { 'content-type': type, 'e-user-token': client.token! }, body });
    for (const [body, type, status] of [
      ['{not json', 'application/json', 400],
      ['x=1', 'application/x-unknown', 415],
      ['a='.padEnd(2 * 1024 * 1024, 'x'), 'application/x-www-form-urlencoded', 413],
    ] as const) {
      const res = await post(body, type);
      expect(res.status).toBe(status);
      const envelope = (await res.json()) as { result: boolean; message: string };
      expect(envelope.result).toBe(false);
      expect(envelope.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('answers 404 in the envelope for an unknown API path', async () => {
    const res = await client.get('/api/no/such/call');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('请求的资源不存在');
  });
});
