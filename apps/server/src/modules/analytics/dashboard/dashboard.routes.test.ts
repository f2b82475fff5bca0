import type {
  AnalyticsClickDetail,
  AnalyticsClickRow,
  AnalyticsContentRow,
  AnalyticsOverview,
  AnalyticsRealtime,
  AnalyticsRegions,
  Page,
} from '@coal/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { analyticsEvents, articles, libraryTexts, researchReports } from '../../../db/schema/index.ts';
import type { TestClient, TestServer } from '../../../test/test-server.ts';
import { startLibraryServer } from '../../library/library-test-kit.ts';
import { rollUpStoredEvents } from '../rollups.ts';
import { findRealtime, maskIp } from './realtime.repository.ts';

type Row = typeof analyticsEvents.$inferInsert;

/** Stores fixture events as they are (beside the event writer) and adds them to the dashboards' rollup. */
async function insertEvents(db: Database, rows: Row[]) {
  await db.insert(analyticsEvents).values(rows);
  await rollUpStoredEvents(
    db,
    inArray(
      analyticsEvents.id,
      rows.map((r) => r.id),
    ),
  );
}

let server: TestServer;
let analyst: TestClient;
let seq = 0;
const item = { article: { id: 0, title: '' }, text: { id: 0, title: '' }, report: { id: 0, title: '' } };

/** One event of the fixture; the days are in 2030, far from the demo data. */
function ev(at: string, who: Partial<Row> & Pick<Row, 'uuid' | 'sessionId'>, extra: Partial<Row> = {}): Row {
  return {
    id: `fixture-${++seq}`,
    eventName: 'pageView',
    startTime: new Date(at),
    ip: '1.1.1.1',
    country: '中国',
    province: '山西省',
    region: '太原市',
    url: 'http://portal.example.cn:8080/epm-coalweb/portal/Home',
    title: '首页',
    source: '百度',
    sysType: 'computer',
    browser: 'Chrome',
    os: 'Windows',
    ...who,
    ...extra,
  };
}

const s1 = { uuid: 'u1-visitor', sessionId: 's1' };
const s2 = { uuid: 'u2-visitor', sessionId: 's2', ip: '2.2.2.2', province: '北京市', region: '北京市', sysType: 'mobile', browser: 'Safari', os: 'iOS' };
const s3 = { uuid: 'u1-visitor', sessionId: 's3', source: '直接访问' };
const s4 = { uuid: 'u3-visitor', sessionId: 's4', ip: '3.3.3.3', country: '蒙古', province: '未知', region: '乌兰巴托', source: '必应' };
const BANNER = 'https://trade.example.cn/banner?x=1';

beforeAll(async () => {
  server = await startLibraryServer();
  analyst = await server.staff('analyst');
  const db = server.database.db;
  const [a] = await db.select({ id: articles.id, title: articles.title }).from(articles).limit(1);
  const [t] = await db.select({ id: libraryTexts.id, title: libraryTexts.title }).from(libraryTexts).limit(1);
  const [r] = await db.select({ id: researchReports.id, title: researchReports.title }).from(researchReports).limit(1);
  Object.assign(item, { article: a!, text: t!, report: r! });
  const detail = (path: string) => `http://portal.example.cn:8080/epm-coalweb/portal/${path}`;
  await insertEvents(db, [
    // 2030-03-01 (China): s1 two views after a launch, s2 one open view at 23:59.
    ev('2030-03-01T01:00:00Z', s1, { eventName: 'launch' }),
    ev('2030-03-01T01:00:00Z', s1, { durationMs: 30_000 }),
    ev('2030-03-01T01:01:00Z', s1, { url: detail(`NoticeDetail?id=${a!.id}`), title: '公告详情', articleId: String(a!.id), durationMs: 90_000 }),
    ev('2030-03-01T15:59:00Z', s2),
    // 2030-03-02 (China): 00:30 there is 16:30 UTC of the day before.
    ev('2030-03-01T16:30:00Z', s3, { durationMs: 60_000 }),
    ev('2030-03-02T02:00:00Z', s4, { url: detail(`TextDetail?id=${t!.id}`), title: '文本详情', articleId: `text:${t!.id}`, durationMs: 10_000 }),
    ev('2030-03-02T02:05:00Z', s4, { url: detail(`ResearchReportDetail?id=${r!.id}`), title: '研报详情', articleId: `report:${r!.id}`, durationMs: 20_000 }),
    // Clicks on 2030-03-02; the banner was renamed between them.
    ev('2030-03-02T03:00:00Z', s1, { eventName: 'click_banner', url: BANNER, title: '横幅一' }),
    ev('2030-03-02T04:00:00Z', s2, { eventName: 'click_banner', url: BANNER, title: '横幅一（新）', memberId: 'm-1' }),
    ev('2030-03-02T05:00:00Z', s4, { eventName: 'click_download', url: '/files/r_100%.pdf', title: '报告.pdf' }),
    // Seen by the realtime window that ends 2030-03-05T05:00:30Z.
    ev('2030-03-05T04:58:10Z', { uuid: 'u9-visitor', sessionId: 's9', ip: '203.0.113.77', memberId: 'm-9' }),
  ]);
});
afterAll(() => server.close());

const RANGE = { from: '2030-03-01', to: '2030-03-02' };
const get = async <T>(path: string, params: Record<string, unknown>) => (await analyst.get<T>(`/api/admin/analytics/${path}`, params)).body.data;

describe('websiteBrowsing overview', () => {
  it('counts views, visitors, visits, IPs, new visitors, time on page and bounces over China days', async () => {
    const o = await get<AnalyticsOverview>('overview', RANGE);
    expect(o.totals).toEqual({ pv: 6, uv: 3, sessions: 4, ips: 3, newVisitors: 1, avgDurationSec: 42, bounceRate: 0.5 });
    expect(o.previous).toEqual({ pv: 0, uv: 0, sessions: 0, ips: 0, newVisitors: 0, avgDurationSec: 0, bounceRate: 0 });
    expect(o.bucket).toBe('day');
    expect(o.trend).toEqual([
      { label: '2030-03-01', pv: 3, uv: 2, sessions: 2 },
      { label: '2030-03-02', pv: 3, uv: 2, sessions: 2 },
    ]);
    expect(o.sources).toEqual([
      { name: '百度', pv: 3, uv: 2 },
      { name: '必应', pv: 2, uv: 1 },
      { name: '直接访问', pv: 1, uv: 1 },
    ]);
    expect(o.devices).toEqual([
      { name: '电脑', pv: 5, uv: 2 },
      { name: '手机', pv: 1, uv: 1 },
    ]);
    expect(o.browsers[0]).toEqual({ name: 'Chrome', pv: 5, uv: 2 });
  });

  it('gives one day by hour, zero-filled, and the day before as the previous period', async () => {
    const o = await get<AnalyticsOverview>('overview', { from: '2030-03-02', to: '2030-03-02' });
    expect(o.bucket).toBe('hour');
    expect(o.trend).toHaveLength(24);
    expect(o.trend[0]).toEqual({ label: '00:00', pv: 1, uv: 1, sessions: 1 });
    expect(o.trend[10]).toEqual({ label: '10:00', pv: 2, uv: 1, sessions: 1 });
    expect(o.trend.reduce((s, p) => s + p.pv, 0)).toBe(o.totals.pv);
    expect(o.previous.pv).toBe(3);
  });

  it('filters by terminal', async () => {
    const o = await get<AnalyticsOverview>('overview', { ...RANGE, sysType: 'mobile' });
    expect(o.totals).toMatchObject({ pv: 1, uv: 1, sessions: 1, bounceRate: 1 });
  });

  it('exports one CSV row per day', async () => {
    const res = await analyst.get('/api/admin/analytics/overview/export', RANGE);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.text.split('\r\n')).toEqual([
      '日期,浏览量(PV),访客数(UV),访问次数,IP数,新访客,平均停留(秒),跳出率',
      '2030-03-01,3,2,2,2,1,60,50.00%',
      '2030-03-02,3,2,2,2,0,30,50.00%',
      '',
    ]);
  });
});

describe('RegionalAnalysis', () => {
  it('ranks the provinces of China with their share, and the countries', async () => {
    const r = await get<AnalyticsRegions>('regions', RANGE);
    expect(r.provinces).toEqual([
      { province: '山西省', pv: 3, uv: 1, sessions: 2, avgDurationSec: 60, share: 0.5 },
      { province: '北京市', pv: 1, uv: 1, sessions: 1, avgDurationSec: 0, share: 0.1667 },
    ]);
    expect(r.countries).toEqual([
      { name: '中国', pv: 4, uv: 2 },
      { name: '蒙古', pv: 2, uv: 1 },
    ]);
    const csv = await analyst.get('/api/admin/analytics/regions/export', RANGE);
    expect(csv.text.split('\r\n').slice(0, 3)).toEqual([
      '省份,浏览量(PV),访客数(UV),访问次数,平均停留(秒),占比',
      '山西省,3,1,2,60,50.00%',
      '北京市,1,1,1,0,16.67%',
    ]);
  });
});

describe('ContentsBrowsing', () => {
  it('ranks pages by path with their newest title', async () => {
    const page = await get<Page<AnalyticsContentRow>>('contents', RANGE);
    expect(page.total).toBe(4);
    expect(page.list[0]).toMatchObject({
      key: '/epm-coalweb/portal/Home',
      path: '/epm-coalweb/portal/Home',
      title: '首页',
      pv: 3,
      uv: 2,
      avgDurationSec: 45,
      share: 0.5,
      articleId: null,
    });
    expect(page.list.slice(1).map((r) => r.pv)).toEqual([1, 1, 1]);
  });

  it('ranks articles, texts and reports by their current titles, sorted as asked', async () => {
    const page = await get<Page<AnalyticsContentRow>>('contents', { ...RANGE, kind: 'article', sort: 'avgDurationSec' });
    expect(page.list.map((r) => [r.articleId, r.title, r.avgDurationSec])).toEqual([
      [String(item.article.id), item.article.title, 90],
      [`report:${item.report.id}`, item.report.title, 20],
      [`text:${item.text.id}`, item.text.title, 10],
    ]);
    expect(page.list[2]!.path).toBe(`/epm-coalweb/portal/TextDetail?id=${item.text.id}`);
  });

  it('searches title and address, taking % and _ literally, and pages', async () => {
    expect((await get<Page<AnalyticsContentRow>>('contents', { ...RANGE, keyword: 'noticedetail' })).total).toBe(1);
    expect((await get<Page<AnalyticsContentRow>>('contents', { ...RANGE, keyword: '%' })).total).toBe(0);
    expect((await get<Page<AnalyticsContentRow>>('contents', { ...RANGE, keyword: '_' })).total).toBe(0);
    const second = await get<Page<AnalyticsContentRow>>('contents', { ...RANGE, pageSize: 10, currentPage: 2 });
    expect(second).toMatchObject({ total: 4, currentPage: 2, list: [] });
    const csv = await analyst.get('/api/admin/analytics/contents/export', RANGE);
    expect(csv.text.split('\r\n')[1]).toBe('首页,/epm-coalweb/portal/Home,3,2,45,50.00%');
  });
});

describe('ClickStatistics', () => {
  it('lists clicked items with their newest label, most clicked first', async () => {
    const page = await get<Page<AnalyticsClickRow>>('clicks', RANGE);
    expect(page.list).toEqual([
      { eventName: 'click_banner', areaName: '首页横幅', target: '横幅一（新）', url: BANNER, clicks: 2, uv: 2, lastClickAt: '2030-03-02T04:00:00.000Z' },
      {
        eventName: 'click_download',
        areaName: '文件下载',
        target: '报告.pdf',
        url: '/files/r_100%.pdf',
        clicks: 1,
        uv: 1,
        lastClickAt: '2030-03-02T05:00:00.000Z',
      },
    ]);
    expect((await get<Page<AnalyticsClickRow>>('clicks', { ...RANGE, eventName: 'click_download' })).list.map((r) => r.target)).toEqual(['报告.pdf']);
    expect((await get<Page<AnalyticsClickRow>>('clicks', { ...RANGE, keyword: '100%' })).total).toBe(1);
    expect((await get<Page<AnalyticsClickRow>>('clicks', { from: '2030-03-01', to: '2030-03-01' })).total).toBe(0);
    const csv = await analyst.get('/api/admin/analytics/clicks/export', RANGE);
    expect(csv.text.split('\r\n')[1]).toBe(`首页横幅,横幅一（新）,${BANNER},2,2,2030-03-02 12:00:00`);
  });

  it('details one item: daily trend, provinces, devices, newest clicks', async () => {
    const d = await get<AnalyticsClickDetail>('clickDetail', { ...RANGE, eventName: 'click_banner', url: BANNER });
    expect(d).toMatchObject({ areaName: '首页横幅', target: '横幅一（新）', clicks: 2, uv: 2 });
    expect(d.trend).toEqual([
      { date: '2030-03-01', clicks: 0, uv: 0 },
      { date: '2030-03-02', clicks: 2, uv: 2 },
    ]);
    expect(d.provinces.map((p) => p.name).sort()).toEqual(['北京市', '山西省'].sort());
    expect(d.devices.map((p) => `${p.name}${p.clicks}`).sort()).toEqual(['手机1', '电脑1'].sort());
    expect(d.recent).toEqual([
      { time: '2030-03-02T04:00:00.000Z', province: '北京市', sysType: 'mobile', member: true },
      { time: '2030-03-02T03:00:00.000Z', province: '山西省', sysType: 'computer', member: false },
    ]);
  });

  it('answers 404 for an item never clicked', async () => {
    const res = await analyst.get('/api/admin/analytics/clickDetail', { ...RANGE, eventName: 'click_banner', url: 'https://never.example.cn' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ result: false, message: '暂无该点击目标的记录' });
  });
});

describe('RealTimeVisitorAnalysis', () => {
  it('counts the window per minute and lists the newest views with masked addresses', async () => {
    const rt = await findRealtime(server.database.db, 5, new Date('2030-03-05T05:00:30Z'));
    expect(rt.perMinute).toEqual(
      ['12:56', '12:57', '12:58', '12:59', '13:00'].map((minute) => ({ minute, pv: minute === '12:58' ? 1 : 0, uv: minute === '12:58' ? 1 : 0 })),
    );
    expect(rt.onlineVisitors).toBe(1);
    expect(rt.recent).toEqual([expect.objectContaining({ visitor: 'u9-visit', member: true, ip: '203.0.113.*', durationSec: null, sysType: 'computer' })]);
    expect(rt.topPages).toEqual([{ title: '首页', url: 'http://portal.example.cn:8080/epm-coalweb/portal/Home', pv: 1 }]);
  });

  it('counts a tracking event posted a moment ago (buffered writes are flushed first)', async () => {
    const visitor = await server.client();
    const saved = await visitor.post('/api/burialPoint/saveBurialPoint', {
      eventName: 'pageView',
      uuid: 'rtcheck1-abc',
      sessionId: 'rt-session',
      startTime: Date.now(),
      url: '/epm-coalweb/portal/Price',
      title: '价格指数',
    });
    expect(saved.body.result).toBe(true);
    const rt = await get<AnalyticsRealtime>('realtime', {});
    expect(rt.minutes).toBe(30);
    expect(rt.perMinute).toHaveLength(30);
    expect(rt.recent.some((v) => v.visitor === 'rtcheck1' && v.title === '价格指数')).toBe(true);
    expect(rt.onlineVisitors).toBeGreaterThanOrEqual(1);
  });

  it('masks IPv4 and IPv6 addresses', () => {
    expect(maskIp('120.24.78.68')).toBe('120.24.78.*');
    expect(maskIp('::ffff:10.0.0.7')).toBe('10.0.0.*');
    expect(maskIp('240e:1:2:3::5')).toBe('240e:1:2::*');
  });
});

describe('guard and bad input', () => {
  const PATHS = [
    'overview',
    'overview/export',
    'regions',
    'regions/export',
    'realtime',
    'contents',
    'contents/export',
    'clicks',
    'clicks/export',
    'clickDetail',
  ];

  it('lets the analyst and the admin in; refuses the editor (403), members and tourists (401)', async () => {
    const admin = await server.staff('admin');
    const editor = await server.staff('editor');
    const member = await server.member();
    const tourist = await server.client();
    expect((await admin.get<AnalyticsOverview>('/api/admin/analytics/overview', RANGE)).body.data.totals.pv).toBe(6);
    for (const path of PATHS) {
      const url = `/api/admin/analytics/${path}`;
      expect((await editor.get(url, RANGE)).body, url).toMatchObject({ result: false, code: 403 });
      for (const client of [member, tourist]) expect((await client.get(url, RANGE)).body, url).toMatchObject({ result: false, code: 401 });
    }
  });

  it('refuses bad queries with 400 and a Chinese message', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['overview', { from: '2030-03-02', to: '2030-03-01' }, '结束日期不能早于开始日期'],
      ['overview', { from: '2029-01-01', to: '2030-03-01' }, '统计区间最长366天'],
      ['overview', { to: '2030-03-01' }, '开始日期格式应为YYYY-MM-DD'],
      ['regions', { ...RANGE, sysType: 'tablet' }, '终端类型只能是 mobile 或 computer'],
      ['regions', { from: '9999-12-31', to: '9999-12-31' }, '超出范围'],
      ['contents', { ...RANGE, sort: 'title' }, '排序字段有误'],
      ['contents', { ...RANGE, kind: 'video' }, '统计对象只能是 page 或 article'],
      ['clicks', { ...RANGE, eventName: 'click_everything' }, '点击区域有误'],
      ['clickDetail', { ...RANGE, eventName: 'click_banner' }, '缺少点击目标'],
      ['realtime', { minutes: 500 }, '分钟数不能超过120'],
      ['realtime', { minutes: 'soon' }, '分钟数有误'],
    ];
    for (const [path, params, message] of cases) {
      const res = await analyst.get(`/api/admin/analytics/${path}`, params);
      expect(res.status, `${path} ${JSON.stringify(params)}`).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });
});

describe('staff page views', () => {
  const STAFF_RANGE = { from: '2031-04-01', to: '2031-04-01' };
  const staffView = { uuid: 'u-staff', sessionId: 's-staff', ip: '10.0.0.8' };
  beforeAll(async () => {
    await insertEvents(server.database.db, [
      ev('2031-04-01T02:00:00Z', staffView, { url: 'http://portal.example.cn:8080/epm-coalweb/back/Login', title: '后台登录' }),
      ev('2031-04-01T02:01:00Z', staffView, { url: '/back/ContentCheck?status=pending', title: '内容审核' }),
      ev('2031-04-01T02:02:00Z', staffView, { url: 'http://portal.example.cn:8080/epm-coalweb/back', title: '后台首页' }),
      // A portal page whose name merely starts with "back" is visitor traffic.
      ev('2031-04-01T03:00:00Z', s1, { url: 'http://portal.example.cn:8080/epm-coalweb/portal/backgroundInfo', title: '背景资料' }),
      ev('2031-04-01T03:01:00Z', s1, { url: 'http://portal.example.cn:8080/epm-coalweb/portal/Home', title: '首页' }),
      ev('2031-04-05T04:58:10Z', staffView, { url: '/epm-coalweb/back/Login', title: '后台登录' }),
      ev('2031-04-05T04:59:10Z', s1, { url: '/epm-coalweb/portal/Home', title: '首页' }),
    ]);
  });

  it('are recorded but left out of the dashboards and their exports unless 包含后台页面 is asked for', async () => {
    expect((await get<AnalyticsOverview>('overview', STAFF_RANGE)).totals).toMatchObject({ pv: 2, uv: 1 });
    expect((await get<AnalyticsOverview>('overview', { ...STAFF_RANGE, includeBack: '1' })).totals).toMatchObject({ pv: 5, uv: 2 });
    expect((await get<AnalyticsRegions>('regions', STAFF_RANGE)).totals.pv).toBe(2);

    const pages = await get<Page<AnalyticsContentRow>>('contents', { ...STAFF_RANGE, pageSize: 50 });
    expect(pages.list.map((r) => r.path).sort()).toEqual(['/epm-coalweb/portal/Home', '/epm-coalweb/portal/backgroundInfo']);
    const withBack = await get<Page<AnalyticsContentRow>>('contents', { ...STAFF_RANGE, pageSize: 50, includeBack: '1' });
    expect(withBack.list.map((r) => r.path)).toEqual(expect.arrayContaining(['/epm-coalweb/back/Login', '/back/ContentCheck?status=pending']));

    const csv = (await analyst.get('/api/admin/analytics/contents/export', STAFF_RANGE)).text;
    expect(csv).not.toMatch(/epm-coalweb\/back|\/back\/ContentCheck/);
    expect(csv).toContain('/epm-coalweb/portal/backgroundInfo');
    expect((await analyst.get('/api/admin/analytics/contents/export', { ...STAFF_RANGE, includeBack: '1' })).text).toContain('/epm-coalweb/back/Login');
    const daily = (await analyst.get('/api/admin/analytics/overview/export', STAFF_RANGE)).text.split('\r\n')[1];
    expect(daily).toMatch(/^2031-04-01,2,1,/);
  });

  it('realtime: 热门页面 and the counts are the visitors’ unless asked for', async () => {
    const at = new Date('2031-04-05T05:00:30Z');
    const rt = await findRealtime(server.database.db, 5, at);
    expect(rt.topPages.map((p) => p.title)).toEqual(['首页']);
    expect(rt).toMatchObject({ pv: 1, uv: 1, onlineVisitors: 1 });
    const all = await findRealtime(server.database.db, 5, at, true);
    expect(all.topPages.map((p) => p.title).sort()).toEqual(['后台登录', '首页'].sort());
    expect(all).toMatchObject({ pv: 2, uv: 2, onlineVisitors: 2 });
  });

  it('refuses a bad flag with a 400', async () => {
    const res = await analyst.get('/api/admin/analytics/overview', { ...STAFF_RANGE, includeBack: 'maybe' });
    expect(res.status).toBe(400);
  });
});
