/** RealTimeVisitorAnalysis: the last minutes of traffic. */
import { type AnalyticsRealtime, type AnalyticsRealtimeVisit, PAGE_VIEW_EVENT } from '@coal/contracts';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { analyticsEvents as e } from '../../../db/schema/index.ts';
import { countVisitors, newestOf } from './aggregates.ts';
import { chinaMinuteOf, minuteOfEvent } from './range.ts';
import { notBackOffice, viewCounts } from './traffic.repository.ts';

/** Visitors with any event in this many minutes count as online. */
export const ONLINE_MINUTES = 5;

/** `1.2.3.*`; IPv6 keeps its first three groups: `240e:1:2::*`. */
export function maskIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/i.exec(ip);
  if (v4) return `${v4[1]}.*`;
  if (ip.includes(':')) return `${ip.split(':').filter(Boolean).slice(0, 3).join(':')}::*`;
  return '*';
}

export async function findRealtime(db: Database, minutes: number, now = new Date(), includeBack = false): Promise<AnalyticsRealtime> {
  const since = new Date(Math.floor(now.getTime() / 60_000) * 60_000 - (minutes - 1) * 60_000);
  const onlineSince = new Date(now.getTime() - ONLINE_MINUTES * 60_000);
  const views = and(gte(e.startTime, since), eq(e.eventName, PAGE_VIEW_EVENT), includeBack ? undefined : notBackOffice);
  const minute = sql<string>`${minuteOfEvent}`.as('minute');
  const [[online], [totals], perMinute, recent, topPages, provinces] = await Promise.all([
    db
      .select({ n: countVisitors() })
      .from(e)
      .where(and(gte(e.startTime, onlineSince), includeBack ? undefined : notBackOffice)),
    db.select({ pv: viewCounts.pv, uv: viewCounts.uv }).from(e).where(views),
    db
      .select({ minute, pv: viewCounts.pv, uv: viewCounts.uv })
      .from(e)
      .where(views)
      .groupBy(sql`1`),
    db.select().from(e).where(views).orderBy(desc(e.startTime), desc(e.id)).limit(50),
    db
      .select({ url: e.url, title: newestOf(e.title), pv: viewCounts.pv })
      .from(e)
      .where(views)
      .groupBy(e.url)
      .orderBy(sql`3 desc`, e.url)
      .limit(10),
    db
      .select({ name: e.province, pv: viewCounts.pv, uv: viewCounts.uv })
      .from(e)
      .where(views)
      .groupBy(e.province)
      .orderBy(sql`2 desc`, e.province)
      .limit(10),
  ]);
  const byMinute = new Map(perMinute.map((r) => [r.minute, r]));
  return {
    now: now.toISOString(),
    minutes,
    onlineVisitors: online?.n ?? 0,
    pv: totals?.pv ?? 0,
    uv: totals?.uv ?? 0,
    perMinute: Array.from({ length: minutes }, (_, i) => {
      const label = chinaMinuteOf(new Date(since.getTime() + i * 60_000));
      const hit = byMinute.get(label);
      return { minute: label, pv: hit?.pv ?? 0, uv: hit?.uv ?? 0 };
    }),
    recent: recent.map((r): AnalyticsRealtimeVisit => ({
      id: r.id,
      time: r.startTime.toISOString(),
      visitor: r.uuid.slice(0, 8),
      member: r.memberId !== null,
      ip: maskIp(r.ip),
      province: r.province,
      region: r.region,
      title: r.title,
      url: r.url,
      source: r.source,
      sysType: r.sysType === 'mobile' ? 'mobile' : 'computer',
      browser: r.browser,
      os: r.os,
      durationSec: r.durationMs === null ? null : Math.round(r.durationMs / 1000),
    })),
    topPages: topPages.map((r) => ({ title: r.title, url: r.url, pv: r.pv })),
    provinces: provinces.map((r) => ({ name: r.name || '未知', pv: r.pv, uv: r.uv })),
  };
}
