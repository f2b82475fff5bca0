/**
 * Aggregates for websiteBrowsing and RegionalAnalysis. Everything is computed in SQL over
 * the range (start_time is indexed); only bounded lists come back.
 */
import { type AnalyticsKpis, type AnalyticsNamedCount, type AnalyticsRegionRow, LAUNCH_EVENT, PAGE_VIEW_EVENT } from '@coal/contracts';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { analyticsEvents as e } from '../../../db/schema/index.ts';
import { ratio } from './aggregates.ts';
import { dayOfEvent, instantsOf } from './range.ts';

export interface RangeFilter {
  from: string;
  to: string;
  sysType?: 'mobile' | 'computer';
  /** Count back-office page views too (left out by default: staff are not visitors). */
  includeBack?: boolean;
}

/** The address without scheme and host: `/epm-coalweb/portal/NoticeDetail?id=5`. */
export const pathOfUrl: SQL<string> = sql<string>`regexp_replace(${e.url}, '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]*', '')`;

/**
 * Not a back-office page: its path is not `/back/…` (after the site's base path,
 * `/epm-coalweb/back/…`). Staff views stay recorded; the dashboards leave them out.
 */
export const notBackOffice: SQL = sql`${pathOfUrl} !~ '^(/[^/?#]+)?/back([/?#]|$)'`;

const isView = sql`${e.eventName} = ${PAGE_VIEW_EVENT}`;
const int = (expr: SQL) => sql<number>`(${expr})::int`.mapWith(Number);

/** Page views and launches in the range (click events are ClickStatistics' business). */
export function trafficWhere(f: RangeFilter, events: string[] = [PAGE_VIEW_EVENT, LAUNCH_EVENT]): SQL {
  const { start, end } = instantsOf(f.from, f.to);
  return and(
    gte(e.startTime, start),
    lt(e.startTime, end),
    inArray(e.eventName, events),
    f.sysType ? eq(e.sysType, f.sysType) : undefined,
    f.includeBack ? undefined : notBackOffice,
  )!;
}

/** pv, uv and sessions counted over page views. */
export const viewCounts = {
  pv: int(sql`count(*) filter (where ${isView})`),
  uv: int(sql`count(distinct ${e.uuid}) filter (where ${isView})`),
  sessions: int(sql`count(distinct ${e.sessionId}) filter (where ${isView})`),
};

/** Mean seconds on a page over views that have ended, one decimal. */
export const avgDurationSec =
  sql<number>`coalesce(round(avg(${e.durationMs}) filter (where ${isView} and ${e.durationMs} is not null) / 1000.0, 1), 0)::float8`.mapWith(Number);

/** Every KPI but the bounce rate (that one needs the views per session). */
const kpiFields = {
  ...viewCounts,
  ips: int(sql`count(distinct ${e.ip}) filter (where ${isView})`),
  newVisitors: int(sql`count(*) filter (where ${e.eventName} = ${LAUNCH_EVENT})`),
  avgDurationSec,
};

export async function findKpis(db: Database, f: RangeFilter): Promise<AnalyticsKpis> {
  const where = trafficWhere(f);
  const perSession = db
    .select({ views: sql<number>`count(*)`.as('views') })
    .from(e)
    .where(and(where, isView))
    .groupBy(e.sessionId)
    .as('per_session');
  const [[totals], [bounce]] = await Promise.all([
    db.select(kpiFields).from(e).where(where),
    db.select({ bounced: int(sql`count(*) filter (where ${perSession.views} = 1)`), all: int(sql`count(*)`) }).from(perSession),
  ]);
  return {
    pv: totals?.pv ?? 0,
    uv: totals?.uv ?? 0,
    sessions: totals?.sessions ?? 0,
    ips: totals?.ips ?? 0,
    newVisitors: totals?.newVisitors ?? 0,
    avgDurationSec: totals?.avgDurationSec ?? 0,
    bounceRate: ratio(bounce?.bounced ?? 0, bounce?.all ?? 0),
  };
}

/** findKpis per China day, only days that have events. */
export async function findDailyKpis(db: Database, f: RangeFilter): Promise<Map<string, AnalyticsKpis>> {
  const where = trafficWhere(f);
  const day = sql<string>`${dayOfEvent}`.as('day');
  const perSession = db
    .select({ day, views: sql<number>`count(*)`.as('views') })
    .from(e)
    .where(and(where, isView))
    .groupBy(sql`1`, e.sessionId)
    .as('per_session');
  const [rows, bounces] = await Promise.all([
    db
      .select({ day, ...kpiFields })
      .from(e)
      .where(where)
      .groupBy(sql`1`),
    db
      .select({ day: perSession.day, bounced: int(sql`count(*) filter (where ${perSession.views} = 1)`), all: int(sql`count(*)`) })
      .from(perSession)
      .groupBy(perSession.day),
  ]);
  const bounceByDay = new Map(bounces.map((b) => [b.day, ratio(b.bounced, b.all)]));
  return new Map(
    rows.map((r) => [
      r.day,
      {
        pv: r.pv,
        uv: r.uv,
        sessions: r.sessions,
        ips: r.ips,
        newVisitors: r.newVisitors,
        avgDurationSec: r.avgDurationSec,
        bounceRate: bounceByDay.get(r.day) ?? 0,
      },
    ]),
  );
}

/** pv / uv / sessions per bucket (a day or an hour label), only buckets that have views. */
export async function findTrend(db: Database, f: RangeFilter, bucket: SQL<string>): Promise<Map<string, { pv: number; uv: number; sessions: number }>> {
  const label = sql<string>`${bucket}`.as('label');
  const rows = await db
    .select({ label, ...viewCounts })
    .from(e)
    .where(and(trafficWhere(f), isView))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.label, { pv: r.pv, uv: r.uv, sessions: r.sessions }]));
}

/** Page views and visitors per value of a column, most views first. */
export async function findBreakdown(
  db: Database,
  f: RangeFilter,
  column: typeof e.source | typeof e.sysType | typeof e.browser | typeof e.os | typeof e.country,
  extra?: SQL,
): Promise<AnalyticsNamedCount[]> {
  const rows = await db
    .select({ name: column, pv: viewCounts.pv, uv: viewCounts.uv })
    .from(e)
    .where(and(trafficWhere(f), isView, extra))
    .groupBy(column)
    .orderBy(sql`2 desc`, column)
    .limit(200);
  return rows.map((r) => ({ name: r.name || '未知', pv: r.pv, uv: r.uv }));
}

export type BreakdownColumn = 'source' | 'sys_type' | 'browser' | 'os';

/**
 * Page views and visitors per source, terminal, browser and system in one scan of the
 * range (GROUPING SETS), most views first in each.
 */
export async function findBreakdowns(db: Database, f: RangeFilter): Promise<Record<BreakdownColumn, AnalyticsNamedCount[]>> {
  const rows = await db
    .select({
      source: e.source,
      sysType: e.sysType,
      browser: e.browser,
      os: e.os,
      // Which set a row belongs to: the one column not rolled up.
      set: sql<number>`grouping(${e.source}, ${e.sysType}, ${e.browser}, ${e.os})::int`.mapWith(Number),
      pv: viewCounts.pv,
      uv: viewCounts.uv,
    })
    .from(e)
    .where(and(trafficWhere(f), isView))
    .groupBy(sql`grouping sets ((${e.source}), (${e.sysType}), (${e.browser}), (${e.os}))`);
  // grouping() sets a bit for each rolled-up column, the first argument highest: 0b0111 = source.
  const SETS: Record<number, [BreakdownColumn, (r: (typeof rows)[number]) => string]> = {
    0b0111: ['source', (r) => r.source],
    0b1011: ['sys_type', (r) => r.sysType],
    0b1101: ['browser', (r) => r.browser],
    0b1110: ['os', (r) => r.os],
  };
  const out: Record<BreakdownColumn, AnalyticsNamedCount[]> = { source: [], sys_type: [], browser: [], os: [] };
  for (const r of rows) {
    const set = SETS[r.set];
    if (set) out[set[0]].push({ name: set[1](r) || '未知', pv: r.pv, uv: r.uv });
  }
  for (const list of Object.values(out)) list.sort((a, b) => b.pv - a.pv || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return out;
}

/** At most `keep` entries; the rest folded into 其他 (its visitors summed: an upper bound). */
export function foldRest(list: AnalyticsNamedCount[], keep = 10): AnalyticsNamedCount[] {
  if (list.length <= keep) return list;
  const rest = list.slice(keep - 1);
  return [...list.slice(0, keep - 1), { name: '其他', pv: rest.reduce((s, r) => s + r.pv, 0), uv: rest.reduce((s, r) => s + r.uv, 0) }];
}

/** Provinces of China in the range, most views first, with their share of all views. */
export async function findProvinces(db: Database, f: RangeFilter, totalPv: number): Promise<AnalyticsRegionRow[]> {
  const rows = await db
    .select({ province: e.province, ...viewCounts, avgDurationSec })
    .from(e)
    .where(and(trafficWhere(f), isView, eq(e.country, '中国')))
    .groupBy(e.province)
    .orderBy(sql`2 desc`, e.province);
  return rows.map((r) => ({
    province: r.province || '未知',
    pv: r.pv,
    uv: r.uv,
    sessions: r.sessions,
    avgDurationSec: r.avgDurationSec,
    share: ratio(r.pv, totalPv),
  }));
}
