/**
 * Alert evaluation at the release moment, each kind against hand-made values, exactly once;
 * 我的指数 and the notification centre of one member, out of another's reach; bad input.
 * Runs on both engines (server-pglite, server-postgres).
 */
import { approvePending } from '../../test/approvals.ts';
import type { IndexProduct, IndexValueRow, NotificationItem, Page, PriceAlert, WatchItem } from '@coal/contracts';
import { ERRORS } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { RELEASE_QUEUE } from '../prices/release-jobs.ts';

const clock = fixedClock('2020-01-01T00:00:00Z');
const beijing = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

let server: TestServer;
let member: TestClient;
let other: TestClient;
let staff: TestClient;

interface Setup {
  product: IndexProduct;
  day: string;
  previous: number;
}

/** A product's latest demo day, emptied so the test enters its own value there. */
async function prepare(code: string): Promise<Setup> {
  const product = (await member.get<IndexProduct>('/api/priceIndex/product', { code })).body.data;
  const rows = (await staff.get<Page<IndexValueRow>>('/api/admin/indexValues/list', { productId: product.id, currentPage: 1, pageSize: 10 })).body.data.list;
  const day = rows[0]!.period;
  expect((await staff.post('/api/admin/indexValues/delete', { productId: product.id, period: day })).body.result).toBe(true);
  return { product, day, previous: rows[1]!.value };
}

const notices = async (client: TestClient) => (await client.get<Page<NotificationItem>>('/api/notifications/list', { currentPage: 1, pageSize: 50 })).body.data;

const alert = async (client: TestClient, productId: number, kind: string, threshold?: number) => {
  const res = await client.post<{ id: number }>('/api/alerts/create', { productId, kind, threshold });
  expect(res.body.result).toBe(true);
  return res.body.data.id;
};

beforeAll(async () => {
  server = await startTestServer({}, undefined, { clock });
  member = await server.member('member');
  other = await server.member('bidder');
  staff = await server.staff('admin');
});
afterAll(() => server.close());

describe('alert evaluation at release', () => {
  let a: Setup;
  let b: Setup;

  beforeAll(async () => {
    a = await prepare('CCP-TC5500');
    b = await prepare('CCP-TC5000');
  });

  it('fires each kind on hand-made values, at the release moment, exactly once', async () => {
    const { product, day, previous } = a;
    await alert(member, product.id, 'published');
    await alert(member, product.id, 'above', previous + 10);
    await alert(member, product.id, 'below', previous - 10);
    await alert(member, product.id, 'change', 1);
    await alert(member, product.id, 'change', 50); // 2.5 % is not more than 50 %
    const before = (await notices(member)).total;

    clock.set(beijing(day, '08:00'));
    const value = previous + 20;
    expect((await staff.post('/api/admin/indexValues/add', { productId: product.id, period: day, value })).body.result).toBe(true);
    await approvePending(server);
    // Saved but embargoed: nothing is evaluated before the release moment.
    expect((await server.app.notifier.runOnce()).releases).toBe(0);
    expect((await notices(member)).total).toBe(before);

    clock.set(beijing(day, product.releaseTime));
    // Two workers at once (as two instances would): the job is taken by one of them.
    const taken = await Promise.all([server.app.jobs.runDue(RELEASE_QUEUE), server.app.jobs.runDue(RELEASE_QUEUE)]);
    expect(taken[0] + taken[1]).toBe(1);
    expect((await server.app.notifier.runOnce()).releases).toBe(0);

    const list = (await notices(member)).list.filter((n) => n.kind === 'priceAlert');
    const titles = list.map((n) => n.title).sort();
    expect(titles).toEqual([`${product.name} 发布新值`, `${product.name} 向上突破 ${previous + 10}`, `${product.name} 环比变动超过1%`].sort());
    expect(list[0]!.body).toContain(`${day} 发布值 ${value}`);
    expect(list[0]!.link).toContain(`code=${product.code}`);
  });

  it('crosses below on the way down, not up', async () => {
    const { product, day, previous } = b;
    await alert(other, product.id, 'below', previous - 10);
    await alert(other, product.id, 'above', previous - 30); // already above: no crossing
    clock.set(beijing(day, product.releaseTime));
    expect((await staff.post('/api/admin/indexValues/add', { productId: product.id, period: day, value: previous - 20 })).body.result).toBe(true);
    await approvePending(server);
    await server.app.notifier.runOnce();
    const titles = (await notices(other)).list.map((n) => n.title);
    expect(titles).toEqual([`${product.name} 向下跌破 ${previous - 10}`]);
  });

  it('a correction gives one 数据更正 notice per change, and re-fires no threshold', async () => {
    const { product, day, previous } = a;
    const count = async (kind: string) => (await notices(member)).list.filter((n) => n.kind === kind).length;
    const alerts = await count('priceAlert');
    expect((await staff.post('/api/admin/indexValues/update', { productId: product.id, period: day, value: previous - 20 })).body.result).toBe(true);
    await approvePending(server);
    await server.app.notifier.runOnce();
    await server.app.notifier.runOnce();
    expect(await count('priceCorrection')).toBe(1);
    expect(await count('priceAlert')).toBe(alerts);
    const [notice] = (await notices(member)).list.filter((n) => n.kind === 'priceCorrection');
    expect(notice!.body).toContain(`由 ${previous + 20} 更正为 ${previous - 20}`);
    // Saving the same figure again is no correction.
    await staff.post('/api/admin/indexValues/update', { productId: product.id, period: day, value: previous - 20 });
    await approvePending(server);
    await server.app.notifier.runOnce();
    expect(await count('priceCorrection')).toBe(1);
  });

  it('a disabled alert stays silent', async () => {
    const alerts = (await member.get<PriceAlert[]>('/api/alerts/list', { productId: b.product.id })).body.data;
    expect(alerts).toEqual([]);
    const id = await alert(member, b.product.id, 'published');
    expect((await member.post('/api/alerts/toggle', { id, enabled: false })).body.result).toBe(true);
    await staff.post('/api/admin/indexValues/update', { productId: b.product.id, period: b.day, value: b.previous });
    await approvePending(server);
    await server.app.notifier.runOnce();
    expect((await notices(member)).list.some((n) => n.title.includes(b.product.name) && n.kind === 'priceAlert')).toBe(false);
  });
});

describe('alerts of one member', () => {
  it('are refused to another member and to tourists', async () => {
    const mine = (await member.get<PriceAlert[]>('/api/alerts/list')).body.data;
    const id = mine[0]!.id;
    expect((await other.post('/api/alerts/delete', { id })).body).toMatchObject({ result: false, code: 404 });
    expect((await other.post('/api/alerts/toggle', { id, enabled: false })).body).toMatchObject({ result: false, code: 404 });
    expect((await other.get<PriceAlert[]>('/api/alerts/list')).body.data.some((a) => a.id === id)).toBe(false);
    expect((await (await server.client()).get('/api/alerts/list')).body).toMatchObject({ result: false, code: 401 });
    expect((await member.post('/api/alerts/delete', { id })).body.result).toBe(true);
  });

  it('refuses a duplicate and bad input with a Chinese message', async () => {
    const [first] = (await member.get<PriceAlert[]>('/api/alerts/list')).body.data;
    const again = await member.post('/api/alerts/create', { productId: first!.productId, kind: first!.kind, threshold: first!.threshold ?? undefined });
    expect(again.body).toMatchObject({ result: false, code: ERRORS.alertDuplicate.code });
    const noThreshold = await member.post('/api/alerts/create', { productId: first!.productId, kind: 'above' });
    expect(noThreshold.status).toBe(400);
    expect(noThreshold.body.message).toBe('请输入价格阈值');
    const badKind = await member.post('/api/alerts/create', { productId: first!.productId, kind: 'sideways' });
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toMatch(/提醒类型/);
    expect((await member.post('/api/alerts/create', { productId: 999_999, kind: 'published' })).body).toMatchObject({ result: false, code: 404 });
  });
});

describe('我的指数', () => {
  it('stars, orders, unstars; another member sees none of it', async () => {
    const ids: number[] = [];
    for (const code of ['CCP-TC5500', 'CCP-TC5000', 'CCP-TC4500']) {
      const p = (await member.get<IndexProduct>('/api/priceIndex/product', { code })).body.data;
      ids.push(p.id);
      expect((await member.post('/api/watchlist/add', { productId: p.id })).body.result).toBe(true);
    }
    await member.post('/api/watchlist/add', { productId: ids[0] }); // again: no duplicate
    const list = async (c: TestClient) => (await c.get<WatchItem[]>('/api/watchlist/list')).body.data;
    expect((await list(member)).map((w) => w.productId)).toEqual(ids);
    expect((await list(member))[0]!.latest?.value).toBeTypeOf('number');
    const reordered = [ids[2]!, ids[0]!, ids[1]!];
    expect((await member.post('/api/watchlist/order', { productIds: JSON.stringify(reordered) })).body.result).toBe(true);
    expect((await list(member)).map((w) => w.productId)).toEqual(reordered);
    // An order that is not exactly the member's list is refused.
    expect((await member.post('/api/watchlist/order', { productIds: JSON.stringify([ids[0]]) })).body).toMatchObject({
      result: false,
      code: ERRORS.watchOrderMismatch.code,
    });
    expect((await member.post('/api/watchlist/order', { productIds: 'nonsense' })).status).toBe(400);
    expect(await list(other)).toEqual([]);
    expect((await other.post('/api/watchlist/remove', { productId: ids[0] })).body.result).toBe(true); // a no-op for bidder
    expect((await list(member)).length).toBe(3);
    expect((await member.post('/api/watchlist/remove', { productId: ids[1] })).body.result).toBe(true);
    expect((await list(member)).map((w) => w.productId)).toEqual([ids[2], ids[0]]);
    expect((await member.post('/api/watchlist/add', { productId: 'x' })).status).toBe(400);
  });

  it('stars an index once however often it is asked (a star resumed after login): never a toggle', async () => {
    const p = (await other.get<IndexProduct>('/api/priceIndex/product', { code: 'SX-PCI' })).body.data;
    for (let i = 0; i < 3; i++) expect((await other.post('/api/watchlist/add', { productId: p.id })).body.result).toBe(true);
    const listed = (await other.get<WatchItem[]>('/api/watchlist/list')).body.data;
    expect(listed.filter((w) => w.productId === p.id)).toHaveLength(1);
    await other.post('/api/watchlist/remove', { productId: p.id });
  });
});

describe('notification centre', () => {
  it('counts unread, marks one and all read, only the member’s own', async () => {
    const unread = async (c: TestClient) => (await c.get<{ count: number }>('/api/notifications/unreadCount')).body.data.count;
    const n = await unread(member);
    expect(n).toBeGreaterThan(2);
    const [first] = (await notices(member)).list;
    expect((await other.post('/api/notifications/read', { id: first!.id })).body).toMatchObject({ result: false, code: 404 });
    expect(await unread(member)).toBe(n);
    expect((await member.post('/api/notifications/read', { id: first!.id })).body.result).toBe(true);
    expect(await unread(member)).toBe(n - 1);
    const onlyUnread = (await member.get<Page<NotificationItem>>('/api/notifications/list', { unreadOnly: true, currentPage: 1, pageSize: 10 })).body.data;
    expect(onlyUnread.total).toBe(n - 1);
    expect((await member.post('/api/notifications/readAll')).body.result).toBe(true);
    expect(await unread(member)).toBe(0);
    expect((await member.get('/api/notifications/list', { pageSize: 7 })).status).toBe(400);
    expect((await member.post('/api/notifications/read', { id: 'abc' })).status).toBe(400);
  });

  it('turning the in-app channel of a kind off keeps those out of the centre', async () => {
    const prefs = JSON.stringify({ priceAlert: { inApp: false, email: false } });
    expect((await other.post('/api/notifications/settings', { email: '', prefs })).body.result).toBe(true);
    const settings = (await other.get<{ prefs: Record<string, { inApp: boolean }> }>('/api/notifications/settings')).body.data;
    expect(settings.prefs.priceAlert!.inApp).toBe(false);
    expect(settings.prefs.complaintReply!.inApp).toBe(true);
    expect((await other.post('/api/notifications/settings', { email: 'not-an-email', prefs })).body.message).toBe('邮箱格式有误');
  });
});
