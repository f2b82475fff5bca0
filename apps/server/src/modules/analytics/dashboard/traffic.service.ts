/** websiteBrowsing and RegionalAnalysis answers, built from the traffic aggregates. */
import type { AnalyticsKpis, AnalyticsOverview, AnalyticsRegions } from '@coal/contracts';
import type { Database } from '../../../db/client.ts';
import { analyticsEvents as e } from '../../../db/schema/index.ts';
import { deviceName } from './aggregates.ts';
import { dayOfEvent, eachDay, hourOfEvent, previousRange } from './range.ts';
import { findBreakdown, findBreakdowns, findDailyKpis, findKpis, findProvinces, findTrend, foldRest, type RangeFilter } from './traffic.repository.ts';

const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

export async function buildOverview(db: Database, f: RangeFilter): Promise<AnalyticsOverview> {
  const bucket = f.from === f.to ? 'hour' : 'day';
  const [totals, previous, trend, { source: sources, sys_type: devices, browser: browsers, os }] = await Promise.all([
    findKpis(db, f),
    findKpis(db, { ...f, ...previousRange(f.from, f.to) }),
    findTrend(db, f, bucket === 'hour' ? hourOfEvent : dayOfEvent),
    findBreakdowns(db, f),
  ]);
  const labels = bucket === 'hour' ? HOURS : eachDay(f.from, f.to);
  return {
    from: f.from,
    to: f.to,
    totals,
    previous,
    bucket,
    trend: labels.map((label) => ({ label, pv: 0, uv: 0, sessions: 0, ...trend.get(label) })),
    sources: foldRest(sources),
    devices: devices.map((d) => ({ ...d, name: deviceName(d.name) })),
    browsers: foldRest(browsers),
    os: foldRest(os),
  };
}

/** One row per day of the range with that day's figures (the websiteBrowsing export). */
export async function dailyKpis(db: Database, f: RangeFilter): Promise<Array<{ day: string } & AnalyticsKpis>> {
  const found = await findDailyKpis(db, f);
  const empty: AnalyticsKpis = { pv: 0, uv: 0, sessions: 0, ips: 0, newVisitors: 0, avgDurationSec: 0, bounceRate: 0 };
  return eachDay(f.from, f.to).map((day) => ({ day, ...(found.get(day) ?? empty) }));
}

export async function buildRegions(db: Database, f: RangeFilter): Promise<AnalyticsRegions> {
  const totals = await findKpis(db, f);
  const [provinces, countries] = await Promise.all([findProvinces(db, f, totals.pv), findBreakdown(db, f, e.country)]);
  return { from: f.from, to: f.to, totals, provinces, countries };
}
