import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TIME_MAX } from '@coal/contracts';
import { analyticsEvents } from '../../db/schema/index.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
let server: TestServer;
beforeAll(async () => {
  // Behind a proxy, so the test can choose the client address.
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const visit = (startTime: number) => ({
  eventName: 'pageView',
  uuid: 'visitor-1',
  sessionId: 'session-1',
  memberId: 'spoofed-member',
  startTime,
  url: '/epm-coalweb/portal/Home',
  title: '首页',
  referrer: 'https://www.baidu.com/s?wd=焦煤价格',
});

describe('tracking events', () => {
  it('stores every field of the record, enriched by the server, and the end time', async () => {
    const client = await server.member();
    const start = Date.now() - 5000;
    const saved = await client.post<string>('/api/burialPoint/saveBurialPoint', visit(start), { 'x-forwarded-for': '120.24.78.68', 'user-agent': PHONE_UA });
    expect(saved.body.result).toBe(true);
    const id = saved.body.data;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await client.get('/api/burialPoint/updateBurialPoint', { id, endTime: start + 4000 })).body.result).toBe(true);

    const [row] = await server.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, id));
    expect(row).toMatchObject({
      eventName: 'pageView',
      uuid: 'visitor-1',
      sessionId: 'session-1',
      ip: '120.24.78.68',
      country: '中国',
      province: '广东省',
      region: '深圳市',
      url: '/epm-coalweb/portal/Home',
      title: '首页',
      source: '百度',
      sysType: 'mobile',
      durationMs: 4000,
    });
    // The member comes from the session, never from what the client claims.
    expect(row!.memberId).toMatch(/^[0-9a-f-]{36}$/);
    expect(row!.startTime.getTime()).toBe(start);
  });

  it('records an end time that arrives after the visit was written', async () => {
    const client = await server.client();
    const start = Date.now() - 10_000;
    const id = (await client.post<string>('/api/burialPoint/saveBurialPoint', { ...visit(start), referrer: '' })).body.data;
    await client.get('/api/burialPoint/updateBurialPoint', { id, endTime: start + 7000 });
    const [row] = await server.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, id));
    expect(row).toMatchObject({ durationMs: 7000, source: '直接访问', memberId: null, sysType: 'computer' });
  });

  it('loses nothing on shutdown: every acknowledged event is stored when the server closes', async () => {
    const own = await startTestServer();
    const client = await own.client();
    const saves = Array.from({ length: 25 }, () => client.post<string>('/api/burialPoint/saveBurialPoint', visit(Date.now())));
    const ids = (await Promise.all(saves)).map((r) => r.body.data);
    await own.app.close();
    const rows = await own.database.db.select({ id: analyticsEvents.id }).from(analyticsEvents);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining(ids));
    await own.database.close();
  });
});

describe('tracking events the database would refuse are refused at the edge', () => {
  const count = async () => {
    return (await server.database.db.select({ id: analyticsEvents.id }).from(analyticsEvents)).length;
  };

  it.each(['title', 'memberId', 'articleId', 'referrer', 'url', 'eventName'])('a NUL byte in %s: 400 in Chinese, nothing stored', async (field) => {
    const client = await server.client();
    const before = await count();
    const res = await client.post('/api/burialPoint/saveBurialPoint', { ...visit(Date.now()), [field]: 'a\u0000b' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('内容包含非法字符');
    expect(await count()).toBe(before);
  });

  it.each([
    ['past what a JS Date holds', 9_000_000_000_000_000],
    ['in the year 10000', Date.UTC(10_000, 0, 1)],
    ['after 2199', EVENT_TIME_MAX + 1],
    ['before 2000', Date.UTC(1999, 11, 31)],
  ])('a start time %s: 400, nothing stored', async (_name, startTime) => {
    const client = await server.client();
    const before = await count();
    const res = await client.post('/api/burialPoint/saveBurialPoint', visit(startTime));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('开始时间有误');
    expect(await count()).toBe(before);
  });

  it('an end time in the year 10000: 400', async () => {
    const client = await server.client();
    const id = (await client.post<string>('/api/burialPoint/saveBurialPoint', visit(Date.now()))).body.data;
    const res = await client.get('/api/burialPoint/updateBurialPoint', { id, endTime: Date.UTC(10_000, 0, 1) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('结束时间有误');
  });

  it('stores text with a lone UTF-16 surrogate as U+FFFD, beside the visits sent with it', async () => {
    const client = await server.client();
    const ids = (
      await Promise.all(
        ['\ud800 broken', 'whole', '\udfff tail'].map((title) => client.post<string>('/api/burialPoint/saveBurialPoint', { ...visit(Date.now()), title })),
      )
    ).map((res) => res.body.data);
    const rows = await server.database.db.select({ id: analyticsEvents.id, title: analyticsEvents.title }).from(analyticsEvents);
    const titles = ids.map((id) => rows.find((r) => r.id === id)?.title);
    expect(titles).toEqual(['\ufffd broken', 'whole', '\ufffd tail']);
  });

  it('stores a visit ended 30 days after its start (past what an integer holds)', async () => {
    const client = await server.client();
    const start = Date.now() - 31 * 86_400_000;
    const month = 30 * 86_400_000;
    const id = (await client.post<string>('/api/burialPoint/saveBurialPoint', visit(start))).body.data;
    expect((await client.get('/api/burialPoint/updateBurialPoint', { id, endTime: start + month })).body.result).toBe(true);
    const [row] = await server.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, id));
    expect(row!.durationMs).toBe(month);
    expect(row!.endTime!.getTime()).toBe(start + month);
  });
});
