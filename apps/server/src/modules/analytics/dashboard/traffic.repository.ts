/**
 * Aggregates for websiteBrowsing and RegionalAnalysis, computed in SQL over the range; only
 * bounded lists come back. They read the traffic rollup (`analytics_visit_hours`, one row per
 * session, hour and dimensions); the same queries over the raw events (`rawTraffic`) define
 * the figures and must give identical answers (`traffic.rollup.test.ts`).
 */
import { type AnalyticsKpis, type AnalyticsNamedCount, type AnalyticsRegionRow, LAUNCH_EVENT, PAGE_VIEW_EVENT } from '@coal/contracts';
import { and, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { analyticsEvents as e, analyticsVisitDays as d, analyticsVisitHours as v } from '../../../db/schema/index.ts';
import { distinctOf, hashOf, ratio } from './aggregates.ts';
import { chinaDayOf, chinaHourOf, dayOfEvent, hourOfEvent, instantsOf } from './range.ts';

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
  uv: int(distinctOf(e.uuid, isView)),
  sessions: int(distinctOf(e.sessionId, isView)),
};

/** Mean seconds on a page over views that have ended, one decimal. */
export const avgDurationSec =
  sql<number>`coalesce(round(avg(${e.durationMs}) filter (where ${isView} and ${e.durationMs} is not null) / 1000.0, 1), 0)::float8`.mapWith(Number);

/** Where the traffic figures are counted: the rollup or the raw events (the same column names for the dimensions). */
export interface TrafficSource {
  from: SQL;
  /** Page views and launches in the range, the filter's terminal, back office or not. */
  where(f: RangeFilter): SQL;
  /** Rows that hold page views. */
  views: SQL;
  pv: SQL<number>;
  newVisitors: SQL<number>;
  avgDurationSec: SQL<number>;
  day: SQL<string>;
  hour: SQL<string>;
}

const col = (name: 'uuid' | 'session_id' | 'ip' | BreakdownColumn | 'country' | 'province') => sql<string>`${sql.identifier(name)}`;

/** The raw events: the definition of every figure, and what the rollup is tested against. */
export const rawTraffic: TrafficSource = {
  from: sql`${e}`,
  where: (f) => trafficWhere(f),
  views: isView,
  pv: viewCounts.pv,
  newVisitors: int(sql`count(*) filter (where ${e.eventName} = ${LAUNCH_EVENT})`),
  avgDurationSec,
  day: dayOfEvent,
  hour: hourOfEvent,
};

/** The rollup the dashboards read. */
export const rolledUpTraffic: TrafficSource = {
  from: sql`${v}`,
  where: (f) => {
    const { start, end } = instantsOf(f.from, f.to);
    return and(gte(v.hour, start), lt(v.hour, end), f.sysType ? eq(v.sysType, f.sysType) : undefined, f.includeBack ? undefined : eq(v.back, false))!;
  },
  views: sql`${v.pv} > 0`,
  pv: int(sql`coalesce(sum(${v.pv}), 0)`),
  newVisitors: int(sql`coalesce(sum(${v.launches}), 0)`),
  // sum / count is what avg() computes: the same numeric, so the same rounding.
  avgDurationSec: sql<number>`coalesce(round(sum(${v.durationMs})::numeric / nullif(sum(${v.durations}), 0) / 1000.0, 1), 0)::float8`.mapWith(Number),
  day: chinaDayOf(v.hour),
  hour: chinaHourOf(v.hour),
};

/** Distinct visitors, sessions or IPs among the rows holding page views. */
const distinct = (s: TrafficSource, name: 'uuid' | 'session_id' | 'ip') => int(distinctOf(col(name), s.views));

const counts = (s: TrafficSource) => ({ pv: s.pv, uv: distinct(s, 'uuid'), sessions: distinct(s, 'session_id') });

/** Every KPI but the bounce rate (that one needs the views per session). */
const kpiFields = (s: TrafficSource) => ({
  ...counts(s),
  ips: distinct(s, 'ip'),
  newVisitors: s.newVisitors,
  avgDurationSec: s.avgDurationSec,
});

/** Sessions with one page view among all sessions with views, optionally per day. */
function perSessionViews(db: Database, s: TrafficSource, f: RangeFilter, byDay: boolean) {
  const day = sql<string>`${byDay ? s.day : sql`''`}`.as('day');
  return (
    db
      .select({ day, views: sql<number>`${s.pv}`.as('views') })
      .from(s.from)
      .where(and(s.where(f), s.views))
      // By the session's hash, as the distinct counts (aggregates.ts): grouping 8-byte integers is quicker.
      .groupBy(sql`1`, hashOf(col('session_id')))
      .as('per_session')
  );
}

/** What findKpis is made of: the figures, the sessions with one view and all sessions with views. */
export interface KpiParts {
  totals: Omit<AnalyticsKpis, 'bounceRate'>;
  bounced: number;
  withViews: number;
}

export async function findKpiParts(db: Database, f: RangeFilter, s: TrafficSource = rolledUpTraffic): Promise<KpiParts> {
  const perSession = perSessionViews(db, s, f, false);
  const [[totals], [bounce]] = await Promise.all([
    db.select(kpiFields(s)).from(s.from).where(s.where(f)),
    db.select({ bounced: int(sql`count(*) filter (where ${perSession.views} = 1)`), all: int(sql`count(*)`) }).from(perSession),
  ]);
  return {
    totals: {
      pv: totals?.pv ?? 0,
      uv: totals?.uv ?? 0,
      sessions: totals?.sessions ?? 0,
      ips: totals?.ips ?? 0,
      newVisitors: totals?.newVisitors ?? 0,
      avgDurationSec: totals?.avgDurationSec ?? 0,
    },
    bounced: bounce?.bounced ?? 0,
    withViews: bounce?.all ?? 0,
  };
}

export async function findKpis(db: Database, f: RangeFilter, s: TrafficSource = rolledUpTraffic): Promise<AnalyticsKpis> {
  const { totals, bounced, withViews } = await findKpiParts(db, f, s);
  return { ...totals, bounceRate: ratio(bounced, withViews) };
}

/**
 * The KPIs that are sums, not distinct counts (new visitors, mean time on a page), from the
 * day sums: a few rows a day whatever the traffic. The same sums as the hour rollup's, so the
 * same rounding.
 */
export async function findDaySums(db: Database, f: RangeFilter): Promise<Pick<AnalyticsKpis, 'newVisitors' | 'avgDurationSec'>> {
  const [row] = await db
    .select({
      newVisitors: int(sql`coalesce(sum(${d.launches}), 0)`),
      avgDurationSec: sql<number>`coalesce(round(sum(${d.durationMs})::numeric / nullif(sum(${d.durations}), 0) / 1000.0, 1), 0)::float8`.mapWith(Number),
    })
    .from(d)
    .where(and(gte(d.day, f.from), lte(d.day, f.to), f.sysType ? eq(d.sysType, f.sysType) : undefined, f.includeBack ? undefined : eq(d.back, false)));
  return { newVisitors: row?.newVisitors ?? 0, avgDurationSec: row?.avgDurationSec ?? 0 };
}

/** findKpis per China day, only days that have events. */
export async function findDailyKpis(db: Database, f: RangeFilter, s: TrafficSource = rolledUpTraffic): Promise<Map<string, AnalyticsKpis>> {
  const day = sql<string>`${s.day}`.as('day');
  const perSession = perSessionViews(db, s, f, true);
  const [rows, bounces] = await Promise.all([
    db
      .select({ day, ...kpiFields(s) })
      .from(s.from)
      .where(s.where(f))
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

/** pv / uv / sessions per day or hour label, only buckets that have views. */
export async function findTrend(
  db: Database,
  f: RangeFilter,
  bucket: 'day' | 'hour',
  s: TrafficSource = rolledUpTraffic,
): Promise<Map<string, { pv: number; uv: number; sessions: number }>> {
  const label = sql<string>`${s[bucket]}`.as('label');
  const rows = await db
    .select({ label, ...counts(s) })
    .from(s.from)
    .where(and(s.where(f), s.views))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.label, { pv: r.pv, uv: r.uv, sessions: r.sessions }]));
}

/** Page views and visitors per country, most views first. */
export async function findCountries(db: Database, f: RangeFilter, s: TrafficSource = rolledUpTraffic): Promise<AnalyticsNamedCount[]> {
  const rows = await db
    .select({ name: col('country'), pv: s.pv, uv: distinct(s, 'uuid') })
    .from(s.from)
    .where(and(s.where(f), s.views))
    .groupBy(col('country'))
    .orderBy(sql`2 desc`, col('country'))
    .limit(200);
  return rows.map((r) => ({ name: r.name || '未知', pv: r.pv, uv: r.uv }));
}

export type BreakdownColumn = 'source' | 'sys_type' | 'browser' | 'os';

/** Page views and visitors of one recorded value of a breakdown column. */
export interface BreakdownCount {
  value: string;
  pv: number;
  uv: number;
}

export type BreakdownCounts = Record<BreakdownColumn, BreakdownCount[]>;

/**
 * Page views and visitors per source, terminal, browser and system in one scan of the
 * range (GROUPING SETS), as recorded (unsorted; `presentBreakdowns` names and orders them).
 */
export async function findBreakdownCounts(db: Database, f: RangeFilter, s: TrafficSource = rolledUpTraffic): Promise<BreakdownCounts> {
  const [source, sysType, browser, os] = [col('source'), col('sys_type'), col('browser'), col('os')];
  const rows = await db
    .select({
      source,
      sysType,
      browser,
      os,
      // Which set a row belongs to: the one column not rolled up.
      set: sql<number>`grouping(${source}, ${sysType}, ${browser}, ${os})::int`.mapWith(Number),
      pv: s.pv,
      uv: distinct(s, 'uuid'),
    })
    .from(s.from)
    .where(and(s.where(f), s.views))
    .groupBy(sql`grouping sets ((${source}), (${sysType}), (${browser}), (${os}))`);
  // grouping() sets a bit for each rolled-up column, the first argument highest: 0b0111 = source.
  const SETS: Record<number, [BreakdownColumn, (r: (typeof rows)[number]) => string]> = {
    0b0111: ['source', (r) => r.source],
    0b1011: ['sys_type', (r) => r.sysType],
    0b1101: ['browser', (r) => r.browser],
    0b1110: ['os', (r) => r.os],
  };
  const out: BreakdownCounts = { source: [], sys_type: [], browser: [], os: [] };
  for (const r of rows) {
    const set = SETS[r.set];
    if (set) out[set[0]].push({ value: set[1](r), pv: r.pv, uv: r.uv });
  }
  return out;
}

/** Breakdown counts as the overview shows them: unknown values named 未知, most views first in each. */
export function presentBreakdowns(counts: BreakdownCounts): Record<BreakdownColumn, AnalyticsNamedCount[]> {
  const present = (list: BreakdownCount[]) =>
    list.map(({ value, pv, uv }) => ({ name: value || '未知', pv, uv })).sort((a, b) => b.pv - a.pv || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { source: present(counts.source), sys_type: present(counts.sys_type), browser: present(counts.browser), os: present(counts.os) };
}

/** At most `keep` entries; the rest folded into 其他 (its visitors summed: an upper bound). */
export function foldRest(list: AnalyticsNamedCount[], keep = 10): AnalyticsNamedCount[] {
  if (list.length <= keep) return list;
  const rest = list.slice(keep - 1);
  return [...list.slice(0, keep - 1), { name: '其他', pv: rest.reduce((s, r) => s + r.pv, 0), uv: rest.reduce((s, r) => s + r.uv, 0) }];
}

/** Provinces of China in the range, most views first, with their share of all views. */
export async function findProvinces(db: Database, f: RangeFilter, totalPv: number, s: TrafficSource = rolledUpTraffic): Promise<AnalyticsRegionRow[]> {
  const province = col('province');
  const rows = await db
    .select({ province, ...counts(s), avgDurationSec: s.avgDurationSec })
    .from(s.from)
    .where(and(s.where(f), s.views, sql`${col('country')} = '中国'`))
    .groupBy(province)
    .orderBy(sql`2 desc`, province);
  return rows.map((r) => ({
    province: r.province || '未知',
    pv: r.pv,
    uv: r.uv,
    sessions: r.sessions,
    avgDurationSec: r.avgDurationSec,
    share: ratio(r.pv, totalPv),
  }));
}
