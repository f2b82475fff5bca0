/**
 * Two real server processes sharing one PostgreSQL database and one Redis (key prefix): what a
 * load balancer needs. PGlite is single-process, so this runs in the server-postgres project only.
 */
import { approveAllAs } from './approvals.ts';
import { type Envelope, MESSAGES } from '@coal/contracts';
import { encryptText } from '@coal/contracts/cipher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataStore, type DataStore, type ServerProcess, startServerProcess } from './server-process.ts';
import { testEngine } from './test-database.ts';
import { TEST_CAPTCHA, TestClient } from './test-server.ts';

const MAX_FAILURES = 4;

interface Latest {
  list: Array<{ code: string; period: string; value: number }>;
}

describe.skipIf(testEngine() !== 'postgres' || !process.env.REDIS_URL)('two instances on PostgreSQL + Redis', () => {
  let store: DataStore;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    store = await createDataStore();
    const env = { LOGIN_MAX_FAILURES: String(MAX_FAILURES) };
    [a, b] = await Promise.all([startServerProcess(store, env), startServerProcess(store, env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await store?.dispose();
  });

  /** The same token, sent to the other instance. */
  const on = (server: ServerProcess, client: TestClient) => new TestClient(server.url, client.token);

  it('a login on A is a login on B', async () => {
    const onA = await a.client();
    expect((await onA.login('member', 'Member@2026')).body.result).toBe(true);
    const onB = on(b, onA);
    const info = await onB.get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'portal' });
    expect(info.body.data.loginId).toBe('member');
    // A member-only call: refused to a tourist on B, answered for the member's token.
    expect((await (await b.client()).get('/api/user/getUnpublishList')).body).toMatchObject({ result: false, code: 401 });
    const drafts = await onB.get<{ total: number }>('/api/user/getUnpublishList', { currentPage: 1, pageSize: 10 });
    expect(drafts.body).toMatchObject({ result: true });
    // Logging out on B ends the session on A too, and A's kept personal answers with it.
    expect((await onA.get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'portal' })).body.data.loginId).toBe('member');
    expect((await onB.get('/api/user/logout')).status).toBe(200);
    const after = await onA.get<{ loginId: string }>('/api/user/getUserInfo', { pageType: 'portal' });
    expect(after.text === 'logout' || after.body.data?.loginId !== 'member').toBe(true);
  });

  it('a follow made on A shows at once in the personal answers B keeps', async () => {
    const onA = await a.client();
    expect((await onA.login('member', 'Member@2026')).body.result).toBe(true);
    const onB = on(b, onA);
    const expert = await b.client();
    expect((await expert.login('expert', 'Expert@2026')).body.result).toBe(true);
    const id = (await expert.get<{ userId: string }>('/api/user/getUserInfo', { pageType: 'portal' })).body.data.userId;
    const card = async () => (await onB.get<{ isFollowed: boolean }>('/api/user/getSimpleUserInfo', { userId: id })).body.data.isFollowed;
    const before = await card(); // now kept by B
    expect((await onA.get('/api/common/follow', { type: 'user', id })).body.result).toBe(true);
    expect(await card()).toBe(!before);
  });

  it('a captcha issued by A is answered on B, once only', async () => {
    const onA = await a.client();
    const uuid = await onA.captcha();
    const onB = on(b, onA);
    const params = { loginId: encryptText('expert'), loginPass: encryptText('Expert@2026'), uuid, captchaCode: TEST_CAPTCHA };
    expect((await onB.get('/api/user/login', params)).body.result).toBe(true);
    expect((await onA.get('/api/user/login', params)).body).toMatchObject({ result: false, message: MESSAGES.captchaWrong });
  });

  it('login failures split over A and B lock the account after LOGIN_MAX_FAILURES in total', async () => {
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await (await (i % 2 ? b : a).client()).login('bidder', `Wrong@${i}xyz`);
      expect(res.body).toMatchObject({ result: false, message: MESSAGES.loginWrong });
    }
    // Each instance saw only half the failures, yet both refuse the right password now.
    for (const server of [a, b]) {
      const res = await (await server.client()).login('bidder', 'Bidder@2026');
      expect(res.body).toMatchObject({ result: false, code: 429, message: MESSAGES.loginThrottled });
    }
  });

  it('the theme switched on A is what a tourist on B reads next', async () => {
    const tourist = await b.client();
    const theme = async () => (await tourist.get<{ themeNameEn: string }>('/api/theme/getSelectedTheme')).body.data.themeNameEn;
    const before = await theme(); // now cached in B
    const admin = await a.client('0');
    expect((await admin.staffLogin('admin', 'Admin@2026')).body.result).toBe(true);
    const next = before === 'mourn' ? 'default' : 'mourn';
    const themes = await admin.get<Array<{ themeNameEn: string }>>('/api/admin/theme/list');
    expect(themes.body.data.map((t) => t.themeNameEn)).toContain(next);
    expect((await admin.post('/api/admin/theme/select', { themeNameEn: next })).body.result).toBe(true);
    expect(await theme()).toBe(next);
    await admin.post('/api/admin/theme/select', { themeNameEn: before });
    expect(await theme()).toBe(before);
  });

  it('an index value corrected and a notice published by the editor on A are what B answers at once', async () => {
    const tourist = await b.client();
    const latest = async () => {
      const res = await tourist.get<Latest>('/api/priceIndex/latest', { codes: 'SX-J1' });
      return (res.body as Envelope<Latest>).data.list[0]!;
    };
    const before = await latest(); // cached in B
    const editor = await a.client('0');
    expect((await editor.staffLogin('editor', 'Editor@2026')).body.result).toBe(true);
    const products = await editor.get<{ list: Array<{ id: number }> }>('/api/admin/indexProducts/list', { keyword: 'SX-J1' });
    const productId = products.body.data.list[0]!.id;
    const corrected = Math.round((before.value + 7.5) * 100) / 100;
    expect((await editor.post('/api/admin/indexValues/update', { productId, period: before.period, value: corrected })).body.result).toBe(true);
    const approver = await a.client('0');
    expect((await approver.staffLogin('approver', 'Approve@2026')).body.result).toBe(true);
    await approveAllAs(approver);
    expect(await latest()).toMatchObject({ period: before.period, value: corrected });

    // A pricing notice published on A heads the list a tourist on B reads next.
    const notices = async () => (await tourist.get<{ list: Array<{ id: number; title: string }> }>('/comment')).body.data.list;
    await notices(); // cached in B
    const saved = await editor.post<{ id: number }>('/api/admin/indexNotices/save', {
      kind: 'delay',
      title: '双实例测试公告',
      content: '延迟至18:00发布',
      productId,
      effectiveDate: before.period,
    });
    expect(saved.body.result).toBe(true);
    expect((await notices())[0]).toMatchObject({ id: saved.body.data.id, title: '双实例测试公告' });
  });

  it('an API key made on A opens the open data API on B, and its revocation on A refuses it on B at once', async () => {
    const onA = await a.client();
    expect((await onA.login('expert', 'Expert@2026')).body.result).toBe(true);
    const created = await onA.post<{ id: number; secret: string }>('/api/user/apiKeys/create', { name: '双实例' });
    const call = () =>
      new TestClient(b.url, null).request('GET', '/api/open/v1/series', { codes: 'SX-J1' }, { authorization: `Bearer ${created.body.data.secret}` });
    expect((await call()).status).toBe(200);
    expect((await onA.post('/api/user/apiKeys/revoke', { id: created.body.data.id })).body.result).toBe(true);
    expect((await call()).status).toBe(401);
  });
});
