/** websiteBrowsing and RegionalAnalysis answers, built from the traffic aggregates (the rollup unless told otherwise). */
import type { AnalyticsKpis, AnalyticsOverview, AnalyticsRegions } from '@coal/contracts';
import type { Database } from '../../../db/client.ts';
import { addDays } from '../../../lib/dates.ts';
import { deviceName, ratio } from './aggregates.ts';
import { findLiveDelta } from './live-delta.ts';
import type { RangeArchives, TrendBucket, TrendPoint, ViewFigures } from './range-archives.ts';
import { eachDay, previousRange } from './range.ts';
import {
  type BreakdownCount,
  type BreakdownCounts,
  findBreakdownCounts,
  findCountries,
  findDailyKpis,
  findKpis,
  findProvinces,
  findDaySums,
  findTrend,
  foldRest,
  presentBreakdowns,
  type RangeFilter,
  rolledUpTraffic,
  type TrafficSource,
} from './traffic.repository.ts';

const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/** Where an overview may read archived figures (the rollup only; the raw events are the definition). */
export interface ArchivedDays {
  archives: RangeArchives;
  /** The China day of now: the days before it are over and may be archived. */
  today: string;
}

/**
 * websiteBrowsing. With `archived`, the days of the range (and of the previous one) that are
 * over come from their range archive, today's rows are added to it (`live-delta.ts`): the
 * same answer as counting the whole range, at the cost of today's rows.
 */
export async function buildOverview(db: Database, f: RangeFilter, s: TrafficSource = rolledUpTraffic, archived?: ArchivedDays): Promise<AnalyticsOverview> {
  const bucket = f.from === f.to ? 'hour' : 'day';
  const previousFilter = { ...f, ...previousRange(f.from, f.to) };
  const [current, previous] = await Promise.all([
    archived && s === rolledUpTraffic ? archivedFigures(db, f, bucket, archived) : directFigures(db, f, bucket, s),
    archived && s === rolledUpTraffic && previousFilter.to < archived.today
      ? archivedKpis(db, previousFilter, archived.archives)
      : findKpis(db, previousFilter, s),
  ]);
  const { totals, trend, breakdowns } = current;
  const { source: sources, sys_type: devices, browser: browsers, os } = presentBreakdowns(breakdowns);
  const labels = bucket === 'hour' ? HOURS : eachDay(f.from, f.to);
  const byLabel = new Map(trend.map((t) => [t.label, t]));
  return {
    from: f.from,
    to: f.to,
    totals,
    previous,
    bucket,
    trend: labels.map((label) => ({ label, pv: 0, uv: 0, sessions: 0, ...pointOf(byLabel.get(label)) })),
    sources: foldRest(sources),
    devices: devices.map((d) => ({ ...d, name: deviceName(d.name) })),
    browsers: foldRest(browsers),
    os: foldRest(os),
  };
}

interface RangeFigures {
  totals: AnalyticsKpis;
  trend: TrendPoint[];
  breakdowns: BreakdownCounts;
}

/** findTrend's map (label → figures) as points in its order. */
const trendPoints = (trend: Map<string, Omit<TrendPoint, 'label'>>): TrendPoint[] => [...trend].map(([label, t]) => ({ label, ...t }));

const pointOf = (t: TrendPoint | undefined) => (t ? { pv: t.pv, uv: t.uv, sessions: t.sessions } : {});

async function directFigures(db: Database, f: RangeFilter, bucket: TrendBucket, s: TrafficSource): Promise<RangeFigures> {
  const [totals, trend, breakdowns] = await Promise.all([findKpis(db, f, s), findTrend(db, f, bucket, s), findBreakdownCounts(db, f, s)]);
  return { totals, trend: trendPoints(trend), breakdowns };
}

/** KPIs from view figures and the range's sums. */
function kpisOf(
  v: Pick<ViewFigures, 'pv' | 'uv' | 'sessions' | 'ips' | 'bounced'>,
  sums: Pick<AnalyticsKpis, 'newVisitors' | 'avgDurationSec'>,
): AnalyticsKpis {
  return { pv: v.pv, uv: v.uv, sessions: v.sessions, ips: v.ips, ...sums, bounceRate: ratio(v.bounced, v.sessions) };
}

async function archivedKpis(db: Database, f: RangeFilter, archives: RangeArchives): Promise<AnalyticsKpis> {
  const [figures, sums] = await Promise.all([archives.figures(f, 'day', 'kpis'), findDaySums(db, f)]);
  return kpisOf(figures, sums);
}

async function archivedFigures(db: Database, f: RangeFilter, bucket: TrendBucket, { archives, today }: ArchivedDays): Promise<RangeFigures> {
  const lastOver = addDays(today, -1);
  // Only live days: nothing to archive (and today's rows are few).
  if (f.from > lastOver) return directFigures(db, f, bucket, rolledUpTraffic);
  const over = { ...f, to: f.to < lastOver ? f.to : lastOver };
  const live = f.to > over.to ? { ...f, from: addDays(over.to, 1) } : null;
  const [a, delta, liveTrend, sums] = await Promise.all([
    archives.figures(over, bucket),
    live ? findLiveDelta(db, over, live) : null,
    live ? findTrend(db, live, bucket) : new Map<string, Omit<TrendPoint, 'label'>>(),
    findDaySums(db, f),
  ]);
  if (!delta) return { totals: kpisOf(a, sums), trend: a.trend, breakdowns: a.breakdowns };
  const totals = kpisOf(
    {
      pv: a.pv + delta.pv,
      uv: a.uv + delta.addedVisitors,
      sessions: a.sessions + delta.addedSessions,
      ips: a.ips + delta.addedIps,
      bounced: a.bounced - delta.continuedBounced + delta.addedBounced,
    },
    sums,
  );
  return { totals, trend: [...a.trend, ...trendPoints(liveTrend)], breakdowns: addBreakdowns(a.breakdowns, delta.breakdowns) };
}

/** Archived breakdown counts plus the live days' (their visitors already only those new for each value). */
function addBreakdowns(a: BreakdownCounts, b: BreakdownCounts): BreakdownCounts {
  const add = (x: BreakdownCount[], y: BreakdownCount[]) => {
    const byValue = new Map(x.map((c) => [c.value, { ...c }]));
    for (const c of y) {
      const known = byValue.get(c.value);
      if (known) {
        known.pv += c.pv;
        known.uv += c.uv;
      } else byValue.set(c.value, { ...c });
    }
    return [...byValue.values()];
  };
  return { source: add(a.source, b.source), sys_type: add(a.sys_type, b.sys_type), browser: add(a.browser, b.browser), os: add(a.os, b.os) };
}

/** One row per day of the range with that day's figures (the websiteBrowsing export). */
export async function dailyKpis(db: Database, f: RangeFilter, s: TrafficSource = rolledUpTraffic): Promise<Array<{ day: string } & AnalyticsKpis>> {
  const found = await findDailyKpis(db, f, s);
  const empty: AnalyticsKpis = { pv: 0, uv: 0, sessions: 0, ips: 0, newVisitors: 0, avgDurationSec: 0, bounceRate: 0 };
  return eachDay(f.from, f.to).map((day) => ({ day, ...(found.get(day) ?? empty) }));
}

export async function buildRegions(db: Database, f: RangeFilter, s: TrafficSource = rolledUpTraffic): Promise<AnalyticsRegions> {
  const totals = await findKpis(db, f, s);
  const [provinces, countries] = await Promise.all([findProvinces(db, f, totals.pv, s), findCountries(db, f, s)]);
  return { from: f.from, to: f.to, totals, provinces, countries };
}
