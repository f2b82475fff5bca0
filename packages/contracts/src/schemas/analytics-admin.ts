/**
 * The back office's visitor analytics (websiteBrowsing, RegionalAnalysis,
 * RealTimeVisitorAnalysis, ContentsBrowsing, ClickStatistics, ClickStatisticsDetail):
 * queries and the aggregates the server answers with. All calls are GET under
 * `/api/admin/analytics/` and need the `analytics:read` permission.
 *
 * Days are China days (UTC+8, no daylight saving): `from`/`to` name the first and last
 * day, both included.
 */
import { z } from 'zod';
import { flagField, optionalField, optionalText, withPage, stringField, numberField } from './fields.ts';
import { isoDate } from './fields.ts';

/** The longest range one dashboard call may aggregate. */
export const ANALYTICS_MAX_RANGE_DAYS = 366;

/** The page-view event the tracker sends for every route change. */
export const PAGE_VIEW_EVENT = 'pageView';
/** Sent once for a browser's first visit (a new visitor). */
export const LAUNCH_EVENT = 'launch';

/**
 * Click events the portal records (eventName → the area's name on ClickStatistics). The
 * record's title is the clicked item's label, url the address it leads to.
 */
export const CLICK_EVENTS = {
  click_banner: '首页横幅',
  click_ad: '广告位',
  click_system: '外部系统入口',
  click_link: '友情链接',
  click_download: '文件下载',
} as const;
export type ClickEventName = keyof typeof CLICK_EVENTS;
export const CLICK_EVENT_NAMES = Object.keys(CLICK_EVENTS) as ClickEventName[];

const DAY_MS = 86_400_000;
const daySpan = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

const sysTypeFilter = optionalField(z.enum(['mobile', 'computer'], { error: '终端类型只能是 mobile 或 computer' }));

const rangeFields = z.object({
  from: isoDate('开始日期'),
  to: isoDate('结束日期'),
  /** Only visits from phones (`mobile`) or from computers (`computer`). */
  sysType: sysTypeFilter,
  /**
   * Count the staff's own back-office page views (`/back/…`) too. They are recorded (spec §2)
   * but left out by default: they are not visitor traffic (包含后台页面).
   */
  includeBack: flagField(false),
});

type RangeShape = { from: string; to: string };
const checkRange = <S extends z.ZodType<RangeShape>>(schema: S) =>
  schema
    .refine((v) => v.from <= v.to, { error: '结束日期不能早于开始日期', path: ['to'] })
    .refine((v) => v.from > v.to || daySpan(v.from, v.to) <= ANALYTICS_MAX_RANGE_DAYS, {
      error: `统计区间最长${ANALYTICS_MAX_RANGE_DAYS}天`,
      path: ['to'],
    });

/** websiteBrowsing and RegionalAnalysis (and their CSV exports). */
export const analyticsRangeQuery = checkRange(rangeFields);
export type AnalyticsRangeQuery = z.output<typeof analyticsRangeQuery>;
export type AnalyticsRangeQueryInput = z.input<typeof analyticsRangeQuery>;

export const CONTENT_SORTS = ['pv', 'uv', 'avgDurationSec'] as const;

const contentsFilter = rangeFields.extend({
  kind: optionalField(z.enum(['page', 'article'], { error: '统计对象只能是 page 或 article' })).default('page'),
  /** Part of the title or the address. */
  keyword: optionalText(100),
  sort: optionalField(z.enum(CONTENT_SORTS, { error: '排序字段有误' })).default('pv'),
});
/** ContentsBrowsing: pages (by path) or articles (by articleId), ranked; its export takes the filter alone. */
export const analyticsContentsQuery = checkRange(z.intersection(contentsFilter, withPage(z.object({}))));
export type AnalyticsContentsQuery = z.output<typeof analyticsContentsQuery>;
export type AnalyticsContentsQueryInput = z.input<typeof analyticsContentsQuery>;
export const analyticsContentsExportQuery = checkRange(contentsFilter);
export type AnalyticsContentsExportQuery = z.output<typeof analyticsContentsExportQuery>;
export type AnalyticsContentsExportQueryInput = z.input<typeof analyticsContentsExportQuery>;

const clickEventField = z.enum(CLICK_EVENT_NAMES as [ClickEventName, ...ClickEventName[]], { error: '点击区域有误' });

const clicksFilter = rangeFields.extend({
  eventName: optionalField(clickEventField),
  /** Part of the label or the address. */
  keyword: optionalText(100),
});
/** ClickStatistics: one row per clicked item (area + address); its export takes the filter alone. */
export const analyticsClicksQuery = checkRange(z.intersection(clicksFilter, withPage(z.object({}))));
export type AnalyticsClicksQuery = z.output<typeof analyticsClicksQuery>;
export type AnalyticsClicksQueryInput = z.input<typeof analyticsClicksQuery>;
export const analyticsClicksExportQuery = checkRange(clicksFilter);
export type AnalyticsClicksExportQuery = z.output<typeof analyticsClicksExportQuery>;
export type AnalyticsClicksExportQueryInput = z.input<typeof analyticsClicksExportQuery>;

/** ClickStatisticsDetail: one clicked item. */
export const analyticsClickDetailQuery = checkRange(
  rangeFields.extend({
    eventName: clickEventField,
    url: stringField('缺少点击目标').trim().min(1, { error: '缺少点击目标' }).max(2048, { error: '点击目标地址过长' }),
  }),
);
export type AnalyticsClickDetailQuery = z.output<typeof analyticsClickDetailQuery>;
export type AnalyticsClickDetailQueryInput = z.input<typeof analyticsClickDetailQuery>;

/** RealTimeVisitorAnalysis: the last `minutes` minutes. */
export const analyticsRealtimeQuery = z.object({
  /** As on the range filters: back-office page views are left out unless asked for. */
  includeBack: flagField(false),
  minutes: optionalField(
    numberField('分钟数有误', (n) => n.int({ error: '分钟数有误' }).min(5, { error: '分钟数不能少于5' }).max(120, { error: '分钟数不能超过120' })),
  ).default(30),
});
export type AnalyticsRealtimeQuery = z.output<typeof analyticsRealtimeQuery>;
export type AnalyticsRealtimeQueryInput = z.input<typeof analyticsRealtimeQuery>;

// ---- Answers -------------------------------------------------------------------------

/** The headline figures of a period. */
export interface AnalyticsKpis {
  /** Page views (pageView events). */
  pv: number;
  /** Unique visitors (distinct visitor uuid). */
  uv: number;
  /** Visits (distinct analytics sessions). */
  sessions: number;
  /** Distinct IP addresses. */
  ips: number;
  /** First visits of a browser (launch events). */
  newVisitors: number;
  /** Mean time on a page, seconds, over views that have ended; 0 when none has. */
  avgDurationSec: number;
  /** Share of sessions with a single page view, 0–1. */
  bounceRate: number;
}

export interface AnalyticsTrendPoint {
  /** `YYYY-MM-DD` by day, `HH:00` by hour (a one-day range). */
  label: string;
  pv: number;
  uv: number;
  sessions: number;
}

export interface AnalyticsNamedCount {
  name: string;
  pv: number;
  uv: number;
}

/** GET /api/admin/analytics/overview (websiteBrowsing). */
export interface AnalyticsOverview {
  from: string;
  to: string;
  totals: AnalyticsKpis;
  /** The same number of days just before `from`, for the change figures. */
  previous: AnalyticsKpis;
  bucket: 'hour' | 'day';
  trend: AnalyticsTrendPoint[];
  /** Traffic sources (直接访问, search engines, referring hosts), most views first. */
  sources: AnalyticsNamedCount[];
  /** 电脑 / 手机. */
  devices: AnalyticsNamedCount[];
  browsers: AnalyticsNamedCount[];
  os: AnalyticsNamedCount[];
}

export interface AnalyticsRegionRow {
  /** Province as ip2region names it (广东省, 北京市, 内蒙古自治区…; 未知, 本地). */
  province: string;
  pv: number;
  uv: number;
  sessions: number;
  avgDurationSec: number;
  /** Share of the range's page views, 0–1. */
  share: number;
}

/** GET /api/admin/analytics/regions (RegionalAnalysis). */
export interface AnalyticsRegions {
  from: string;
  to: string;
  totals: AnalyticsKpis;
  /** Provinces of China, most views first. */
  provinces: AnalyticsRegionRow[];
  /** Countries and regions (中国 included), most views first. */
  countries: AnalyticsNamedCount[];
}

export interface AnalyticsRealtimeVisit {
  id: string;
  /** ISO time the view started. */
  time: string;
  /** The visitor uuid's first 8 characters. */
  visitor: string;
  /** Whether a logged-in member made it. */
  member: boolean;
  /** The address with its last part hidden (`1.2.3.*`, `240e:1:2::*`). */
  ip: string;
  province: string;
  region: string;
  title: string;
  url: string;
  source: string;
  sysType: 'mobile' | 'computer';
  browser: string;
  os: string;
  /** Seconds on the page; null while it is still open. */
  durationSec: number | null;
}

/** GET /api/admin/analytics/realtime (RealTimeVisitorAnalysis). */
export interface AnalyticsRealtime {
  /** ISO time of the answer. */
  now: string;
  minutes: number;
  /** Distinct visitors active in the last 5 minutes. */
  onlineVisitors: number;
  pv: number;
  uv: number;
  /** One point per minute of the window, oldest first, `HH:mm` China time. */
  perMinute: Array<{ minute: string; pv: number; uv: number }>;
  /** The newest 50 page views of the window, newest first. */
  recent: AnalyticsRealtimeVisit[];
  /** The window's most viewed pages (top 10). */
  topPages: Array<{ title: string; url: string; pv: number }>;
  /** The window's provinces (top 10). */
  provinces: AnalyticsNamedCount[];
}

export interface AnalyticsContentRow {
  /** The path (address without scheme and host) or, by article, the article id. */
  key: string;
  title: string;
  /** The path of the page (by article: of its detail page). */
  path: string;
  articleId: string | null;
  pv: number;
  uv: number;
  avgDurationSec: number;
  /** Share of the range's page views, 0–1. */
  share: number;
}

export interface AnalyticsClickRow {
  eventName: ClickEventName;
  /** CLICK_EVENTS[eventName]. */
  areaName: string;
  /** The clicked item's label (its newest). */
  target: string;
  url: string;
  clicks: number;
  uv: number;
  /** ISO time of the latest click. */
  lastClickAt: string;
}

/** GET /api/admin/analytics/clickDetail (ClickStatisticsDetail): the item's row over the range, and more. */
export interface AnalyticsClickDetail extends Omit<AnalyticsClickRow, 'lastClickAt'> {
  from: string;
  to: string;
  /** One point per day of the range. */
  trend: Array<{ date: string; clicks: number; uv: number }>;
  provinces: Array<{ name: string; clicks: number }>;
  devices: Array<{ name: string; clicks: number }>;
  /** The newest 20 clicks. */
  recent: Array<{ time: string; province: string; sysType: 'mobile' | 'computer'; member: boolean }>;
}
