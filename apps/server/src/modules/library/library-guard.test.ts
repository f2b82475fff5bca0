import { PERMISSIONS } from '@coal/contracts';
import fc from 'fast-check';
import { junkArbitrary } from '../../test/junk.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestServer } from '../../test/test-server.ts';
import { startLibraryServer } from './library-test-kit.ts';

/** Every back-office prefix of the library and site-management modules, with its permission. */
const PREFIXES: Array<[string, string]> = [
  ['/api/admin/text/', PERMISSIONS.texts],
  ['/api/admin/report/', PERMISSIONS.reports],
  ['/api/admin/video/', PERMISSIONS.videos],
  ['/api/admin/ad/', PERMISSIONS.ads],
  ['/api/admin/link/', PERMISSIONS.links],
  ['/api/admin/company/', PERMISSIONS.company],
  ['/api/admin/finance/', PERMISSIONS.company],
  ['/api/admin/oplog/', PERMISSIONS.operationLog],
  ['/api/admin/theme/', PERMISSIONS.theme],
];
const PORTAL_PREFIXES = [
  '/api/text/',
  '/api/researchReport/',
  '/api/video/',
  '/api/banner/getBanners',
  '/api/externalLink/',
  '/api/company/',
  '/api/digitalFinance/',
];
const EDITOR_MAY = new Set<string>([PERMISSIONS.texts, PERMISSIONS.reports, PERMISSIONS.videos, PERMISSIONS.ads, PERMISSIONS.links, PERMISSIONS.company]);

let server: TestServer;
let routes: Array<{ method: string; url: string; permission?: string }>;
beforeAll(async () => {
  server = await startLibraryServer();
  routes = server.app.routeCatalog.filter((r) => PREFIXES.some(([p]) => r.url.startsWith(p)));
});
afterAll(() => server.close());

const permissionOf = (url: string) => PREFIXES.find(([p]) => url.startsWith(p))![1];
const guardCode = (body: unknown) => (typeof body === 'object' && body && 'code' in body ? (body as { code: number }).code : 0);

describe('back-office guard of the library and site modules', () => {
  it('declares staff auth and the right permission on every route', () => {
    expect(routes.length).toBeGreaterThan(60);
    for (const r of routes) {
      expect(r.method === 'GET' || r.method === 'POST', `${r.method} ${r.url}`).toBe(true);
      expect(server.app.routeCatalog.find((c) => c.url === r.url && c.method === r.method)!.auth, r.url).toBe('staff');
      expect(r.permission, r.url).toBe(permissionOf(r.url));
    }
  });

  it('refuses tourists and members (401) on every route', async () => {
    const tourist = await server.client();
    const member = await server.member();
    for (const r of routes) {
      for (const client of [tourist, member]) {
        const res = await client.request(r.method, r.url);
        expect(res.body, `${r.method} ${r.url}`).toMatchObject({ result: false, code: 401 });
      }
    }
  });

  it('refuses reviewer and analyst (403) everywhere; the editor only on the operation log and themes', async () => {
    const clients: Record<string, TestClient> = {
      reviewer: await server.staff('reviewer'),
      analyst: await server.staff('analyst'),
      editor: await server.staff('editor'),
      admin: await server.staff('admin'),
    };
    for (const r of routes) {
      const permission = permissionOf(r.url);
      for (const [who, client] of Object.entries(clients)) {
        // No parameters: a guarded call refuses, an allowed one answers (or rejects the empty input).
        const res = await client.request(r.method, r.url);
        const allowed = who === 'admin' || (who === 'editor' && EDITOR_MAY.has(permission));
        const code = guardCode(res.body);
        if (allowed) expect([401, 403], `${who} ${r.method} ${r.url}`).not.toContain(code);
        else expect(res.body, `${who} ${r.method} ${r.url}`).toMatchObject({ result: false, code: 403 });
        expect(res.status).toBeLessThan(500);
      }
    }
  });
});

describe('bad input to every library and site call', () => {
  const junk = junkArbitrary({
    maxShort: 30,
    extra: ['1', 'NaN', '[]', '{}', '[{"filePath":"../../x"}]', '<script>alert(1)</script>', '../../etc/passwd', 'javascript:alert(1)', '2026-13-45', '\ud800'],
  });
  const fields = [
    'id',
    'title',
    'categoryId',
    'status',
    'currentPage',
    'pageSize',
    'content',
    'attachments',
    'filePath',
    'coverPath',
    'externalUrl',
    'slot',
    'startAt',
    'endAt',
    'link',
    'url',
    'group',
    'kind',
    'code',
    'mode',
    'enabled',
    'rateMin',
    'person',
    'startTime',
    'ip',
    'address',
    'exp',
    'sig',
    'name',
    'publishDate',
  ];

  it('never answers 5xx; a 400 always carries a Chinese message', async () => {
    const admin = await server.staff('admin');
    const member = await server.member();
    const portal = server.app.routeCatalog.filter((r) => PORTAL_PREFIXES.some((p) => r.url.startsWith(p)));
    const targets: Array<[TestClient, { method: string; url: string }]> = [
      ...routes.map((r) => [admin, r] as [TestClient, typeof r]),
      ...portal.map((r) => [member, r] as [TestClient, typeof r]),
    ];
    for (const [client, route] of targets) {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom(...fields), junk, { maxKeys: 6 }), async (params) => {
          const res = await client.request(route.method, route.url, params);
          expect(res.status, `${route.method} ${route.url} ${JSON.stringify(params)}`).toBeLessThan(500);
          if (res.status === 400) expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
        }),
        { numRuns: 8 },
      );
    }
  });
});
