/**
 * Personal answers kept per login (personal-answers.ts) never outlive what they came from: each
 * case reads first (so the answer is cached), changes it, and reads again at once, well inside
 * the entries' lifetime. Runs on both engines (server-pglite, server-postgres with Redis).
 */
import type { IndexProduct, IndexValueRow, Page } from '@coal/contracts';
import { encryptText as enc } from '@coal/contracts/cipher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvePending } from '../../test/approvals.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { fixedClock } from '../clock.ts';

const clock = fixedClock('2020-01-01T00:00:00Z');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, undefined, { clock });
});
afterAll(() => server.close());

const userInfo = async (client: TestClient) => (await client.get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'portal' })).body.data.loginId;
const unread = async (client: TestClient) => (await client.get<{ count: number }>('/api/notifications/unreadCount')).body.data.count;

describe('personal answers end with their login', () => {
  it('after logout: the tourist, and 401 on member reads', async () => {
    const member = await server.member('member');
    expect(await userInfo(member)).toBe('member');
    expect((await member.get('/api/user/personalStatistics')).body).toMatchObject({ result: true });
    expect((await member.get('/api/user/logout')).body.result).toBe(true);
    expect(await userInfo(member)).not.toBe('member');
    expect((await member.get('/api/user/personalStatistics')).body).toMatchObject({ result: false, code: 401 });
    expect((await member.get('/api/notifications/unreadCount')).body).toMatchObject({ result: false, code: 401 });
  });

  it('a logout in the middle of 100 parallel reads: every read after it is refused', async () => {
    const member = await server.member('member');
    const reads = () => Promise.all(Array.from({ length: 100 }, () => member.get('/api/user/personalStatistics')));
    const during = reads();
    expect((await member.get('/api/user/logout')).body.result).toBe(true);
    for (const res of await during) expect(res.status).toBeLessThan(500);
    for (const res of await reads()) expect(res.body).toMatchObject({ result: false, code: 401 });
  });

  it('我的指数 too: 100 parallel stars and reads around a logout, one star kept, every read after it refused', async () => {
    const member = await server.member('bidder');
    const product = (await member.get<IndexProduct>('/api/priceIndex/product', { code: 'CCP-TC5000' })).body.data;
    const stars = await Promise.all(Array.from({ length: 100 }, () => member.post('/api/watchlist/add', { productId: product.id })));
    for (const res of stars) expect(res.body.result).toBe(true);
    const listed = (await member.get<Array<{ productId: number }>>('/api/watchlist/list')).body.data;
    expect(listed.filter((w) => w.productId === product.id)).toHaveLength(1);
    const reads = () => Promise.all(Array.from({ length: 100 }, () => member.get('/api/watchlist/list')));
    const during = reads();
    expect((await member.get('/api/user/logout')).body.result).toBe(true);
    for (const res of await during) expect(res.status).toBeLessThan(500);
    for (const res of await reads()) expect(res.body).toMatchObject({ result: false, code: 401 });
  });

  it('after a password change elsewhere: every other login of the account is a tourist', async () => {
    const other = await server.member('expert');
    expect(await userInfo(other)).toBe('expert');
    expect((await other.get('/api/user/personalStatistics')).body.result).toBe(true);
    const changer = await server.member('expert');
    const next = enc('Expert@2027x');
    const res = await changer.get('/api/user/resetPwd', {
      loginId: enc('expert'),
      loginPassword: enc('Expert@2026'),
      loginNewPassword: next,
      loginConfirmPassword: next,
    });
    expect(res.body.result).toBe(true);
    expect(await userInfo(other)).not.toBe('expert');
    expect((await other.get('/api/user/personalStatistics')).body).toMatchObject({ result: false, code: 401 });
  });
});

describe('personal answers follow every change', () => {
  it("a follow shows at once in the follower's and the followed member's answers", async () => {
    const member = await server.member('member');
    const bidder = await server.member('bidder');
    const bidderId = (await bidder.get<{ userId: string }>('/api/user/getUserInfo', { pageType: 'portal' })).body.data.userId;
    const card = async () => (await member.get<{ isFollowed: boolean; fansCount: number }>('/api/user/getSimpleUserInfo', { userId: bidderId })).body.data;
    const fans = async () => (await bidder.get<{ fansCount: number }>('/api/user/getSimpleUserInfo')).body.data.fansCount;
    const before = await card();
    const fansBefore = await fans();
    expect((await member.get('/api/common/follow', { type: 'user', id: bidderId })).body.result).toBe(true);
    const after = await card();
    expect(after.isFollowed).toBe(!before.isFollowed);
    expect(await fans()).toBe(fansBefore + (after.isFollowed ? 1 : -1));
  });

  it('a notification made by the release job raises the unread count at once', async () => {
    const member = await server.member('bidder');
    const staff = await server.staff('admin');
    const product = (await member.get<IndexProduct>('/api/priceIndex/product', { code: 'CCP-TC5500' })).body.data;
    const rows = (await staff.get<Page<IndexValueRow>>('/api/admin/indexValues/list', { productId: product.id, currentPage: 1, pageSize: 10 })).body.data.list;
    const day = rows[0]!.period;
    expect((await staff.post('/api/admin/indexValues/delete', { productId: product.id, period: day })).body.result).toBe(true);
    expect((await member.post('/api/alerts/create', { productId: product.id, kind: 'published' })).body.result).toBe(true);
    clock.set(new Date(`${day}T${product.releaseTime}:00+08:00`));
    expect((await staff.post('/api/admin/indexValues/add', { productId: product.id, period: day, value: rows[1]!.value + 1 })).body.result).toBe(true);
    await approvePending(server);
    const before = await unread(member); // read after the last write call: cached until something changes
    expect(await unread(member)).toBe(before);
    expect((await server.app.notifier.runOnce()).releases).toBe(1);
    expect(await unread(member)).toBe(before + 1);
  });

  it('marking read shows at once', async () => {
    const member = await server.member('bidder');
    expect(await unread(member)).toBeGreaterThan(0);
    expect((await member.post('/api/notifications/readAll')).body.result).toBe(true);
    expect(await unread(member)).toBe(0);
  });

  it('stays private, no-store on the wire', async () => {
    const member = await server.member('member');
    for (const path of ['/api/user/getUserInfo', '/api/notifications/unreadCount', '/api/user/personalStatistics']) {
      await member.get(path, { pageType: 'portal' });
      expect((await member.get(path, { pageType: 'portal' })).headers.get('cache-control')).toBe('private, no-store');
    }
  });
});
