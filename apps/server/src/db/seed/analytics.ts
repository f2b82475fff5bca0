/**
 * Demonstration visitor analytics: about 40 days of synthetic visits up to the moment of
 * start, so that every dashboard has something to show on a fresh `npm start`. Each China
 * day is generated from its own seed, so a later start adds exactly the events between the
 * newest demo event and now (roll forward) and never duplicates one. Demo rows are the
 * ones whose visitor uuid starts with `demo-`.
 */
import { ARTICLE_ID_PREFIX, type ClickEventName } from '@coal/contracts';
import { and, desc, gt, like } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { adSlots, analyticsEvents, articles, externalLinks, libraryTexts, researchReports } from '../schema/index.ts';
import { chinaDayStart } from '../../modules/analytics/dashboard/range.ts';
import { beijingToday } from '../../lib/dates.ts';
import { rollUpStoredEvents } from '../../modules/analytics/rollups.ts';
import { seededRandom } from './price-series.ts';

type EventRow = typeof analyticsEvents.$inferInsert;

export const DEMO_VISITOR_PREFIX = 'demo-';
export const DEMO_ANALYTICS_DAYS = 40;

const ORIGIN = 'http://localhost:8080';
const BASE = '/epm-coalweb/';
const DAY_MS = 86_400_000;

/** The demo PRNG, seeded from a string (a day's name). */
function prng(seed: string): () => number {
  return seededRandom([...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2_654_435_761) >>> 0, 0x9e3779b9));
}

function pick<T>(rnd: () => number, weighted: ReadonlyArray<readonly [T, number]>): T {
  const total = weighted.reduce((s, [, w]) => s + w, 0);
  let r = rnd() * total;
  for (const [value, w] of weighted) if ((r -= w) < 0) return value;
  return weighted[weighted.length - 1]![0];
}

const PROVINCES: ReadonlyArray<readonly [readonly [string, string, string], number]> = [
  [['山西省', '太原市', '59.49'], 22],
  [['内蒙古自治区', '鄂尔多斯市', '110.16'], 12],
  [['陕西省', '榆林市', '113.200'], 9],
  [['河北省', '唐山市', '121.18'], 8],
  [['山东省', '济南市', '27.193'], 7],
  [['北京市', '北京市', '123.112'], 8],
  [['河南省', '平顶山市', '171.8'], 5],
  [['上海市', '上海市', '101.80'], 5],
  [['江苏省', '徐州市', '58.218'], 4],
  [['广东省', '广州市', '113.108'], 4],
  [['天津市', '天津市', '60.28'], 4],
  [['辽宁省', '大连市', '175.167'], 3],
  [['新疆维吾尔自治区', '乌鲁木齐市', '110.153'], 3],
  [['安徽省', '淮南市', '36.5'], 2],
  [['宁夏回族自治区', '银川市', '124.224'], 2],
  [['贵州省', '六盘水市', '58.42'], 2],
  [['浙江省', '宁波市', '115.211'], 2],
  [['黑龙江省', '鸡西市', '1.58'], 1],
  [['湖北省', '武汉市', '59.172'], 1],
  [['云南省', '昆明市', '116.52'], 1],
];
const ABROAD: ReadonlyArray<readonly [readonly [string, string, string], number]> = [
  [['蒙古', '乌兰巴托', '202.131'], 4],
  [['澳大利亚', '悉尼', '1.120'], 3],
  [['印度尼西亚', '雅加达', '36.66'], 2],
  [['俄罗斯', '莫斯科', '5.8'], 1],
];
const SOURCES: ReadonlyArray<readonly [[string, string], number]> = [
  [['直接访问', ''], 45],
  [['百度', 'https://www.baidu.com/s?wd=%E7%84%A6%E7%85%A4%E4%BB%B7%E6%A0%BC'], 30],
  [['必应', 'https://cn.bing.com/search?q=coking+coal+price'], 7],
  [['搜狗', 'https://www.sogou.com/web?query=%E7%85%A4%E4%BB%B7'], 5],
  [['360搜索', 'https://www.so.com/s?q=%E5%8A%A8%E5%8A%9B%E7%85%A4'], 5],
  [['谷歌', 'https://www.google.com/'], 2],
  [['news.example.cn', 'https://news.example.cn/energy/coal'], 4],
  [['forum.example.cn', 'https://forum.example.cn/thread/2026'], 2],
];
const COMPUTERS: ReadonlyArray<readonly [[string, string], number]> = [
  [['Chrome', 'Windows'], 45],
  [['Edge', 'Windows'], 20],
  [['360浏览器', 'Windows'], 10],
  [['Firefox', 'Windows'], 4],
  [['Chrome', 'Mac OS'], 8],
  [['Safari', 'Mac OS'], 6],
  [['Chrome', 'Linux'], 2],
];
const PHONES: ReadonlyArray<readonly [[string, string], number]> = [
  [['微信', 'Android'], 25],
  [['微信', 'iOS'], 20],
  [['Mobile Safari', 'iOS'], 20],
  [['Chrome Mobile', 'Android'], 15],
  [['华为浏览器', 'Android'], 10],
];
/** Page views by hour of the China day. */
const HOURS = [1, 1, 0, 0, 0, 1, 2, 5, 9, 14, 15, 12, 6, 7, 13, 14, 12, 9, 6, 6, 7, 6, 4, 2];
const SESSION_PAGES: ReadonlyArray<readonly [number, number]> = [
  [1, 35],
  [2, 25],
  [3, 18],
  [4, 10],
  [5, 7],
  [6, 5],
];

interface Catalog {
  pages: ReadonlyArray<readonly [{ path: string; title: string; articleId?: string }, number]>;
  clicks: Array<{ eventName: ClickEventName; title: string; url: string }>;
}

async function loadCatalog(db: Database): Promise<Catalog> {
  const [arts, texts, reports, ads, links] = await Promise.all([
    db.select({ id: articles.id }).from(articles).orderBy(desc(articles.id)).limit(20),
    db.select({ id: libraryTexts.id }).from(libraryTexts).limit(10),
    db.select({ id: researchReports.id, title: researchReports.title }).from(researchReports).limit(10),
    db.select({ title: adSlots.title, link: adSlots.link, slot: adSlots.slot }).from(adSlots).limit(10),
    db.select({ name: externalLinks.name, url: externalLinks.url }).from(externalLinks).limit(10),
  ]);
  const pages: Array<readonly [{ path: string; title: string; articleId?: string }, number]> = [
    [{ path: 'portal/Home', title: '首页' }, 30],
    [{ path: 'portal/Price', title: '价格指数' }, 14],
    [{ path: 'portal/Notice', title: '公告通知' }, 6],
    [{ path: 'portal/DayBidding', title: '每日竞价' }, 5],
    [{ path: 'portal/FuturesNowZone', title: '期现专区' }, 4],
    [{ path: 'portal/PriceFirst', title: '价格指数' }, 3],
    [{ path: 'portal/ResearchReport', title: '研究报告' }, 3],
    [{ path: 'portal/TextList', title: '文本库' }, 2],
    [{ path: 'portal/QuesAnsw', title: '专家问答' }, 3],
    [{ path: 'portal/Company', title: '公司简介' }, 1],
    [{ path: 'portal/DigitalFinance', title: '数字金融' }, 1],
    [{ path: 'mobile/index', title: '移动首页' }, 2],
    ...arts.map((a, i) => [{ path: `portal/NoticeDetail?id=${a.id}`, title: '公告详情', articleId: String(a.id) }, 2.5 / (i + 1)] as const),
    ...texts.map((t, i) => [{ path: `portal/TextDetail?id=${t.id}`, title: '文本详情', articleId: `${ARTICLE_ID_PREFIX.text}${t.id}` }, 1 / (i + 1)] as const),
    ...reports.map(
      (r, i) =>
        [{ path: `portal/ResearchReportDetail?id=${r.id}`, title: '研究报告详情', articleId: `${ARTICLE_ID_PREFIX.report}${r.id}` }, 1.2 / (i + 1)] as const,
    ),
  ];
  const absolute = (url: string) => (url.startsWith('/') ? `${ORIGIN}${url}` : url);
  const clicks: Catalog['clicks'] = [
    ...ads.map((a) => ({
      eventName: (a.slot === 'home-top' ? 'click_banner' : 'click_ad') as ClickEventName,
      title: a.title,
      url: absolute(a.link ?? `${BASE}portal/Home`),
    })),
    ...links.map((l) => ({ eventName: 'click_link' as const, title: l.name, url: l.url })),
    { eventName: 'click_system', title: '交易系统', url: 'https://trade.example.com' },
    { eventName: 'click_system', title: '物流系统', url: 'https://logistics.example.com' },
    { eventName: 'click_system', title: '结算系统', url: 'https://settlement.example.com' },
    ...reports
      .slice(0, 5)
      .map((r) => ({ eventName: 'click_download' as const, title: `${r.title}.pdf`, url: `${ORIGIN}${BASE}api/researchReport/file?id=${r.id}` })),
  ];
  return { pages, clicks };
}

/** The China day (`YYYY-MM-DD`) of an instant and the instant that day starts. */
const chinaDay = (ms: number) => beijingToday(new Date(ms));
const dayStart = (day: string) => chinaDayStart(day).getTime();

/** Every demo event of one China day (deterministic). */
export function demoDay(day: string, catalog: Catalog): EventRow[] {
  const rnd = prng(`coal-demo-analytics-${day}`);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const volume = (weekday === 0 || weekday === 6 ? 45 : 110) * (0.85 + rnd() * 0.3);
  const start = dayStart(day);
  const hourWeights = HOURS.map((w, h) => [h, w] as const);
  const rows: EventRow[] = [];
  for (let k = 0; k < Math.round(volume); k++) {
    const abroad = rnd() < 0.03;
    const [province, region, ipPrefix] = pick(rnd, abroad ? ABROAD : PROVINCES);
    const [source, referrer] = pick(rnd, SOURCES);
    const mobile = rnd() < 0.35;
    const [browser, os] = pick(rnd, mobile ? PHONES : COMPUTERS);
    const isNew = rnd() < 0.15;
    const uuid = isNew ? `${DEMO_VISITOR_PREFIX}n-${day}-${k}` : `${DEMO_VISITOR_PREFIX}v${Math.floor(rnd() * 700)}`;
    const sessionId = `${DEMO_VISITOR_PREFIX}s-${day}-${k}`;
    const memberId = rnd() < 0.2 ? 'demo-member' : null;
    const ip = `${ipPrefix}.${Math.floor(rnd() * 250) + 1}.${Math.floor(rnd() * 250) + 1}`;
    const common = {
      uuid,
      sessionId,
      memberId,
      ip,
      country: abroad ? province : '中国',
      province: abroad ? '未知' : province,
      region,
      isp: '',
      source,
      referrer,
      sysType: mobile ? 'mobile' : 'computer',
      browser,
      os,
    };
    let at = start + pick(rnd, hourWeights) * 3_600_000 + Math.floor(rnd() * 3_600_000);
    if (isNew)
      rows.push({ ...common, id: `${sessionId}-launch`, eventName: 'launch', startTime: new Date(at), url: `${ORIGIN}${BASE}portal/Home`, title: '首页' });
    const views = pick(rnd, SESSION_PAGES);
    for (let v = 0; v < views; v++) {
      const page = v === 0 && rnd() < 0.6 ? { path: 'portal/Home', title: '首页' } : pick(rnd, catalog.pages);
      const durationMs = Math.round(4_000 + -Math.log(1 - rnd()) * 70_000);
      rows.push({
        ...common,
        id: `${sessionId}-v${v}`,
        eventName: 'pageView',
        startTime: new Date(at),
        endTime: new Date(at + durationMs),
        durationMs,
        url: `${ORIGIN}${BASE}${page.path}`,
        title: page.title,
        articleId: page.articleId ?? null,
      });
      if (catalog.clicks.length && rnd() < 0.1) {
        const click = catalog.clicks[Math.floor(rnd() * catalog.clicks.length)]!;
        rows.push({
          ...common,
          id: `${sessionId}-c${v}`,
          eventName: click.eventName,
          startTime: new Date(at + Math.floor(durationMs / 2)),
          url: click.url,
          title: click.title,
        });
      }
      at += durationMs + 1_000;
    }
  }
  return rows;
}

/**
 * Adds the demo events after the newest one up to `now` (the last DEMO_ANALYTICS_DAYS days
 * on an empty table). Views still running at `now` are left open. Answers how many were added.
 */
export async function fillDemoAnalytics(db: Database, now = new Date()): Promise<number> {
  const [newest] = await db
    .select({ at: analyticsEvents.startTime })
    .from(analyticsEvents)
    .where(like(analyticsEvents.uuid, `${DEMO_VISITOR_PREFIX}%`))
    .orderBy(desc(analyticsEvents.startTime))
    .limit(1);
  const nowMs = now.getTime();
  const after = newest ? newest.at.getTime() : dayStart(chinaDay(nowMs - (DEMO_ANALYTICS_DAYS - 1) * DAY_MS)) - 1;
  if (after >= nowMs) return 0;
  const catalog = await loadCatalog(db);
  const rows: EventRow[] = [];
  for (let ms = dayStart(chinaDay(after)); ms <= nowMs; ms += DAY_MS) {
    for (const row of demoDay(chinaDay(ms), catalog)) {
      const t = row.startTime.getTime();
      if (t <= after || t > nowMs) continue;
      if (row.endTime && row.endTime.getTime() > nowMs) rows.push({ ...row, endTime: null, durationMs: null });
      else rows.push(row);
    }
  }
  if (!rows.length) return 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500)
      await tx
        .insert(analyticsEvents)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
    // Written beside the event writer, so added to the dashboards' rollup here.
    await rollUpStoredEvents(tx, and(like(analyticsEvents.uuid, `${DEMO_VISITOR_PREFIX}%`), gt(analyticsEvents.startTime, new Date(after)))!);
  });
  return rows.length;
}
