import { TOURIST_LOGIN_ID } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/user/getToken', () => {
  it('issues a tourist token with code 0', async () => {
    const res = await new TestClient(server.url, null).get<string>('/api/user/getToken', { flag: 1, timestamp: Date.now() });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatch(/^[\w-]{40,}$/);
  });

  it('rotates a live token: the new one carries the login, the old one dies', async () => {
    const client = await server.client();
    expect((await client.login('member', 'Member@2026')).body.result).toBe(true);
    const old = client.token!;
    const rotated = await client.get<string>('/api/user/getToken', { flag: 1, timestamp: Date.now() });
    expect(rotated.body.data).not.toBe(old);
    client.token = rotated.body.data;
    const info = await client.get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'portal' });
    expect(info.body.data.loginId).toBe('member');
  });

  it('refuses a bad flag with 400 and a Chinese message', async () => {
    const res = await new TestClient(server.url, null).get('/api/user/getToken', { flag: 7 });
    expect(res.status).toBe(400);
    expect(res.body.result).toBe(false);
    expect(res.body.message).toMatch(/flag/);
  });
});

describe('GET /api/user/getUserInfo', () => {
  it('answers the tourist for a fresh session', async () => {
    const res = await (await server.client()).get<{ loginId: string; userId: string }>('/api/user/getUserInfo', { pageType: 'portal' });
    expect(res.body.result).toBe(true);
    expect(res.body.data.loginId).toBe(TOURIST_LOGIN_ID);
    expect(res.body.data.userId).toBe('');
  });

  it('answers the member after login, with every userInfo field', async () => {
    const client = await server.member('expert');
    const res = await client.get<Record<string, unknown>>('/api/user/getUserInfo', { pageType: 'mobile' });
    expect(res.body.data).toMatchObject({ loginId: 'expert', isExpert: '1', userType: 'out', userBelongSys: 'trade' });
    expect(res.body.data.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.data.authSysList).toEqual(expect.arrayContaining(['trade']));
    expect(res.body.data).not.toHaveProperty('passwordHash');
  });

  it('answers the body `logout` for a token that names no session', async () => {
    const res = await new TestClient(server.url, 'no-such-token').get('/api/user/getUserInfo', { pageType: 'portal' });
    expect(res.status).toBe(200);
    expect(res.text).toBe('logout');
  });

  it('answers `logout` without any token', async () => {
    const res = await new TestClient(server.url, null).get('/api/user/getUserInfo', { pageType: 'portal' });
    expect(res.text).toBe('logout');
  });

  it('public data answers whatever the token: it is not looked up', async () => {
    for (const token of ['no-such-token', null]) {
      const res = await new TestClient(server.url, token).get<{ themeNameEn: string }>('/api/theme/getSelectedTheme');
      expect(res.body.data.themeNameEn).toBeTruthy();
    }
    expect(server.app.routeCatalog.find((r) => r.url === '/api/priceIndex/latest')?.auth).toBe('public');
  });
});

describe('role gateways', () => {
  it('lists the member’s own pmName entries on all three paths', async () => {
    const client = await server.member('bidder');
    const { body } = await client.get<{ userId: string }>('/api/user/getUserInfo', { pageType: 'portal' });
    for (const path of ['/getRoleGatewayRels', '/api/common/getRoleGatewayRels', '/api/user/getRoleGatewayRels']) {
      const res = await client.get<Array<{ pmName: string }>>(path, { userId: body.data.userId });
      expect(res.body.result).toBe(true);
      expect(res.body.data.map((r) => r.pmName)).toContain('每日竞价');
    }
  });

  it('refuses another member’s list', async () => {
    const bidder = await server.member('bidder');
    const bidderId = (await bidder.get<{ userId: string }>('/api/user/getUserInfo', { pageType: 'portal' })).body.data.userId;
    const member = await server.member();
    const res = await member.get('/api/common/getRoleGatewayRels', { userId: bidderId });
    expect(res.body.result).toBe(false);
    expect(res.body.code).toBe(403);
  });

  it('answers an empty list for a tourist', async () => {
    const res = await (await server.client()).get<unknown[]>('/api/common/getRoleGatewayRels', { userId: 'x' });
    expect(res.body.data).toEqual([]);
  });
});

describe('GET /api/user/logout', () => {
  it('turns the session back into a tourist and resets the cookies', async () => {
    const client = await server.member();
    const res = await client.get('/api/user/logout');
    expect(res.body.result).toBe(true);
    expect(res.cookies.coal_login_status).toMatch(/^[0-9a-f]{64,}$/);
    expect(res.cookies.coal_cipher_trade).toBe('');
    const info = await client.get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'portal' });
    expect(info.body.data.loginId).toBe(TOURIST_LOGIN_ID);
  });
});

describe('logout and token rotation', () => {
  it('logout also ends the token rotated out moments before (its 30 s grace)', async () => {
    const client = await server.member();
    const old = client.token!;
    const rotated = await client.get<string>('/api/user/getToken', { flag: 1, timestamp: Date.now() });
    client.token = rotated.body.data;
    expect((await new TestClient(server.url, old).get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'portal' })).body.data.loginId).toBe('member');
    await client.get('/api/user/logout');
    expect((await new TestClient(server.url, old).get('/api/user/getUserInfo', { pageType: 'portal' })).text).toBe('logout');
  });
});

describe('GET /api/theme/getSelectedTheme', () => {
  it('answers the selected theme name', async () => {
    const res = await (await server.client()).get<{ themeNameEn: string }>('/api/theme/getSelectedTheme');
    expect(res.body.data.themeNameEn).toBe('default');
  });
});
