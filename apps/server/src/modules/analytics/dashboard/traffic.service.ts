/** websiteBrowsing and RegionalAnalysis answers, built from the traffic aggregates (the rollup unless told otherwise). */
import type { AnalyticsKpis, AnalyticsOverview, AnalyticsRegions } from '@coal/contracts';
import type { Database } from '../../../db/client.ts';
import { deviceName } from './aggregates.ts';
import { eachDay, previousRange } from './range.ts';
import {
  findBreakdowns,
  findCountries,
  findDailyKpis,
  findKpis,
  findProvinces,
  findTrend,
  foldRest,
  type RangeFilter,
  rolledUpTraffic,
  type TrafficSource,
} from './traffic.repository.ts';

const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

export async function buildOverview(db: Database, f: RangeFilter, s: TrafficSource = rolledUpTraffic): Promise<AnalyticsOverview> {
  const bucket = f.from === f.to ? 'hour' : 'day';
  const [totals, previous, trend, { source: sources, sys_type: devices, browser: browsers, os }] = await Promise.all([
    findKpis(db, f, s),
    findKpis(db, { ...f, ...previousRange(f.from, f.to) }, s),
    findTrend(db, f, bucket, s),
    findBreakdowns(db, f, s),
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
