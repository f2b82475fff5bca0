/** ClickStatistics and ClickStatisticsDetail: what portal visitors click. */
import { type AnalyticsClickDetail, type AnalyticsClickRow, CLICK_EVENT_NAMES, CLICK_EVENTS, type ClickEventName } from '@coal/contracts';
import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { analyticsEvents as e } from '../../../db/schema/index.ts';
import { contains } from '../../../lib/paging.ts';
import { notFound } from '../../../lib/errors.ts';
import { countRows, countVisitors, deviceName, distinctOf, newestOf } from './aggregates.ts';
import { dayOfEvent, eachDay, instantsOf } from './range.ts';
import type { RangeFilter } from './traffic.repository.ts';

export interface ClicksFilter extends RangeFilter {
  eventName?: ClickEventName;
  keyword?: string;
}

export const NEVER_CLICKED = '暂无该点击目标的记录';

const clicks = countRows();
const visitors = countVisitors();

function clicksWhere(f: ClicksFilter) {
  const { start, end } = instantsOf(f.from, f.to);
  return and(
    gte(e.startTime, start),
    lt(e.startTime, end),
    f.eventName ? eq(e.eventName, f.eventName) : inArray(e.eventName, CLICK_EVENT_NAMES),
    f.sysType ? eq(e.sysType, f.sysType) : undefined,
    f.keyword ? or(contains(e.title, f.keyword), contains(e.url, f.keyword)) : undefined,
  );
}

const areaName = (eventName: string) => CLICK_EVENTS[eventName as ClickEventName] ?? eventName;

/** One page of clicked items, most clicked first, and how many there are. */
export async function findClicks(db: Database, f: ClicksFilter, limit: number, offset: number): Promise<{ rows: AnalyticsClickRow[]; total: number }> {
  const sub = db
    .select({
      eventName: sql<string>`${e.eventName}`.as('event_name'),
      url: sql<string>`${e.url}`.as('url'),
      target: newestOf(e.title).as('target'),
      clicks: sql<number>`count(*)::int`.as('clicks'),
      uv: sql<number>`${distinctOf(e.uuid)}::int`.as('uv'),
      lastClickAt: sql<Date>`max(${e.startTime})`.as('last_click_at'),
    })
    .from(e)
    .where(clicksWhere(f))
    .groupBy(e.eventName, e.url)
    .as('c');
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(sub)
      .orderBy(sql`clicks desc, last_click_at desc, event_name, url`)
      .limit(limit)
      .offset(offset),
    db.select({ n: countRows() }).from(sub),
  ]);
  return {
    total: count?.n ?? 0,
    rows: rows.map((r) => ({
      eventName: r.eventName as ClickEventName,
      areaName: areaName(r.eventName),
      target: r.target,
      url: r.url,
      clicks: Number(r.clicks),
      uv: Number(r.uv),
      lastClickAt: new Date(r.lastClickAt).toISOString(),
    })),
  };
}

/** One clicked item over the range; 404 when it was never clicked at all. */
export async function findClickDetail(db: Database, f: RangeFilter & { eventName: ClickEventName; url: string }): Promise<AnalyticsClickDetail> {
  const item = and(eq(e.eventName, f.eventName), eq(e.url, f.url));
  const [latest] = await db.select({ title: e.title }).from(e).where(item).orderBy(desc(e.startTime)).limit(1);
  if (!latest) throw notFound(NEVER_CLICKED);
  const where = and(clicksWhere(f), item);
  const day = sql<string>`${dayOfEvent}`.as('day');
  const [[totals], trend, provinces, devices, recent] = await Promise.all([
    db.select({ clicks, uv: visitors }).from(e).where(where),
    db
      .select({ day, clicks, uv: visitors })
      .from(e)
      .where(where)
      .groupBy(sql`1`),
    db
      .select({ name: e.province, clicks })
      .from(e)
      .where(where)
      .groupBy(e.province)
      .orderBy(sql`2 desc`, e.province)
      .limit(10),
    db
      .select({ name: e.sysType, clicks })
      .from(e)
      .where(where)
      .groupBy(e.sysType)
      .orderBy(sql`2 desc`, e.sysType),
    db
      .select({ time: e.startTime, province: e.province, sysType: e.sysType, memberId: e.memberId })
      .from(e)
      .where(where)
      .orderBy(desc(e.startTime), desc(e.id))
      .limit(20),
  ]);
  const byDay = new Map(trend.map((r) => [r.day, r]));
  return {
    from: f.from,
    to: f.to,
    eventName: f.eventName,
    areaName: areaName(f.eventName),
    target: latest.title,
    url: f.url,
    clicks: totals?.clicks ?? 0,
    uv: totals?.uv ?? 0,
    trend: eachDay(f.from, f.to).map((date) => ({ date, clicks: byDay.get(date)?.clicks ?? 0, uv: byDay.get(date)?.uv ?? 0 })),
    provinces: provinces.map((r) => ({ name: r.name || '未知', clicks: r.clicks })),
    devices: devices.map((r) => ({ name: deviceName(r.name), clicks: r.clicks })),
    recent: recent.map((r) => ({
      time: r.time.toISOString(),
      province: r.province,
      sysType: r.sysType === 'mobile' ? 'mobile' : 'computer',
      member: r.memberId !== null,
    })),
  };
}
