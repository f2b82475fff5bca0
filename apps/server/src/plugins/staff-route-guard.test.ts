import { PERMISSIONS } from '@coal/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { sessionPlugin } from './session.ts';
import { OWN_ACCOUNT } from './staff-route-guard.ts';

async function bootWith(config: { auth: 'staff'; permission?: typeof PERMISSIONS.reports | typeof OWN_ACCOUNT }) {
  const app = Fastify();
  await app.register(sessionPlugin);
  app.get('/api/admin/x/list', { config }, async () => 'ok');
  try {
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('staff routes must name a permission', () => {
  it('refuses to boot with a staff route that declares none', async () => {
    await expect(bootWith({ auth: 'staff' })).rejects.toThrow(/GET \/api\/admin\/x\/list declares no permission/);
  });

  it('boots with a permission, or with the own-account opt-out named', async () => {
    await expect(bootWith({ auth: 'staff', permission: PERMISSIONS.reports })).resolves.toBeUndefined();
    await expect(bootWith({ auth: 'staff', permission: OWN_ACCOUNT })).resolves.toBeUndefined();
  });
});

describe('route catalogue', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('every staff route holds a permission, except the own-account calls', () => {
    const staff = server.app.routeCatalog.filter((r) => r.auth === 'staff');
    expect(staff.length).toBeGreaterThan(50);
    const open = staff.filter((r) => !r.permission || r.permission === OWN_ACCOUNT).map((r) => `${r.method} ${r.url}`);
    // The workbench answers only the cards the caller's permissions open (workbench.service.ts).
    expect(open.sort()).toEqual(['GET /api/admin/auth/me', 'GET /api/admin/workbench', 'POST /api/admin/auth/changePassword', 'POST /api/admin/auth/logout']);
  });
});
