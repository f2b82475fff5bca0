/**
 * Cross-origin calls (docs/decisions/0042-open-api-cors.md): a partner's web page may call the open
 * data API with a key — preflight and answers carry CORS headers, without credentials — while
 * the session API answers no cross-origin call at all.
 */
import type { CreatedApiKey } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const PARTNER = 'https://partner.example';

let server: TestServer;
let secret: string;

beforeAll(async () => {
  server = await startTestServer();
  const member = await server.member('member');
  secret = (await member.post<CreatedApiKey>('/api/user/apiKeys/create', { name: '合作方网页' })).body.data.secret;
});
afterAll(() => server.close());

const preflight = (path: string, headers = 'authorization') =>
  fetch(`${server.url}${path}`, {
    method: 'OPTIONS',
    headers: { origin: PARTNER, 'access-control-request-method': 'GET', 'access-control-request-headers': headers },
  });
const corsOf = (res: Response) => ({
  origin: res.headers.get('access-control-allow-origin'),
  methods: res.headers.get('access-control-allow-methods'),
  headers: res.headers.get('access-control-allow-headers'),
  credentials: res.headers.get('access-control-allow-credentials'),
  exposed: res.headers.get('access-control-expose-headers'),
});

describe('the open data API from another origin', () => {
  it('answers a preflight: any origin, GET, the Authorization header, no credentials', async () => {
    for (const call of ['latest', 'series', 'indexes', 'calendar']) {
      const res = await preflight(`/api/open/v1/${call}?codes=CCP-TC5500`);
      expect(res.status, call).toBe(204);
      expect(corsOf(res), call).toMatchObject({ origin: '*', methods: 'GET', headers: 'Authorization', credentials: null });
    }
  });

  it('answers the call itself with CORS headers, its refusals too (a page can read why)', async () => {
    const ok = await fetch(`${server.url}/api/open/v1/latest?codes=CCP-TC5500`, { headers: { origin: PARTNER, authorization: `Bearer ${secret}` } });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { result: boolean }).result).toBe(true);
    expect(corsOf(ok)).toMatchObject({ origin: '*', credentials: null, exposed: 'Retry-After' });

    const refused = await fetch(`${server.url}/api/open/v1/latest`, { headers: { origin: PARTNER } });
    expect(refused.status).toBe(401);
    expect(corsOf(refused).origin).toBe('*');
  });
});

describe('the session API from another origin', () => {
  it('answers no preflight and sends no CORS header on its answers', async () => {
    for (const path of ['/api/priceIndex/latest', '/api/user/getToken?flag=1', '/api/user/apiKeys/create', '/api/admin/workbench']) {
      const res = await preflight(path, 'e-user-token');
      expect(res.status, path).toBe(404);
      expect(corsOf(res).origin, path).toBeNull();
    }
    const read = await fetch(`${server.url}/api/priceIndex/latest`, { headers: { origin: PARTNER } });
    expect(read.status).toBe(200);
    expect(corsOf(read).origin).toBeNull();
  });
});
