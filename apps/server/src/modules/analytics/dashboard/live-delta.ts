/**
 * What the days not yet archived add to an archived range (`range-archives.ts`): the page
 * views of the live days, and of their visitors, sessions and IPs only those the archived
 * days had not seen. Each live row asks the rollup's (uuid | session | ip, hour) indexes
 * whether the archived days saw it, so the cost follows today's rows, not the month's.
 *
 * With A the archived days and L the live ones (the same filter on both):
 *   uv(A ∪ L) = uv(A) + visitors of L with no view in A (likewise IPs, and sessions);
 *   bounced(A ∪ L) = bounced(A) − sessions of A with one view there that have views in L
 *                    + sessions new in L with one view;
 *   a breakdown value's visitors = those of A + visitors of L not seen in A with that value.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { hashOf } from './aggregates.ts';
import { instantsOf } from './range.ts';
import { type BreakdownColumn, type BreakdownCounts, type RangeFilter, rolledUpTraffic } from './traffic.repository.ts';

export interface LiveDelta {
  pv: number;
  /** Visitors (IPs, sessions) of the live days that the archived days had not seen. */
  addedVisitors: number;
  addedIps: number;
  addedSessions: number;
  /** Sessions new in the live days with one view. */
  addedBounced: number;
  /** Archived sessions with one view that have more in the live days (no longer bounces). */
  continuedBounced: number;
  /** Per breakdown value: the live page views and the visitors new for that value. */
  breakdowns: BreakdownCounts;
}

/** Rows of the archived days `archived` under its filter, as `c` (page views only). */
function inArchived(archived: RangeFilter): SQL {
  const { start, end } = instantsOf(archived.from, archived.to);
  return sql`c.hour >= ${start.toISOString()}::timestamptz and c.hour < ${end.toISOString()}::timestamptz and c.pv > 0
    ${archived.sysType ? sql`and c.sys_type = ${archived.sysType}` : sql``} ${archived.includeBack ? sql`` : sql`and not c.back`}`;
}

const BREAKDOWNS: Array<[BreakdownColumn, string]> = [
  ['source', 'seen_source'],
  ['sys_type', 'seen_sys_type'],
  ['browser', 'seen_browser'],
  ['os', 'seen_os'],
];

interface Row {
  kind: string;
  value: string;
  pv: number;
  visitors: number;
  ips: number;
  sessions: number;
  bounced: number;
  continued: number;
}

/** The live days `live` measured against the archived days `archived` (same filter, adjacent ranges). */
export async function findLiveDelta(db: Database, archived: RangeFilter, live: RangeFilter): Promise<LiveDelta> {
  const c = inArchived(archived);
  const uuidHash = hashOf(sql`uuid`);
  const perValue = BREAKDOWNS.map(
    ([column, seen]) =>
      sql`select ${sql.raw(`'${column}'`)} as kind, ${sql.identifier(column)} as value, sum(pv)::int, (count(distinct ${uuidHash}) filter (where not ${sql.identifier(seen)}))::int, 0, 0, 0, 0
        from seen group by ${sql.identifier(column)}`,
  );
  const result = await db.execute(sql`with t as (
      select session_id, uuid, ip, source, sys_type, browser, os, pv from analytics_visit_hours
      where ${rolledUpTraffic.where(live)} and pv > 0
    ), seen as (
      select t.*, p.n > 0 as seen_visitor, coalesce(p.source, false) as seen_source, coalesce(p.sys_type, false) as seen_sys_type,
        coalesce(p.browser, false) as seen_browser, coalesce(p.os, false) as seen_os
      from t cross join lateral (
        select count(*) as n, bool_or(c.source = t.source) as source, bool_or(c.sys_type = t.sys_type) as sys_type,
          bool_or(c.browser = t.browser) as browser, bool_or(c.os = t.os) as os
        from analytics_visit_hours c where c.uuid = t.uuid and ${c}) p
    ), sessions as (
      select s.pv, (select sum(c.pv) from analytics_visit_hours c where c.session_id = s.session_id and ${c}) as archived_pv
      from (select session_id, sum(pv) as pv from t group by session_id) s
    )
    select 'total' as kind, '' as value,
      (select coalesce(sum(pv), 0) from t)::int as pv,
      (select count(distinct ${uuidHash}) from seen where not seen_visitor)::int as visitors,
      (select count(distinct ${hashOf(sql`ip`)}) from t where not exists (select 1 from analytics_visit_hours c where c.ip = t.ip and ${c}))::int as ips,
      (select count(*) from sessions where archived_pv is null)::int as sessions,
      (select count(*) from sessions where archived_pv is null and pv = 1)::int as bounced,
      (select count(*) from sessions where archived_pv = 1)::int as continued
    ${sql.join(
      perValue.map((q) => sql` union all ${q}`),
      sql``,
    )}`);
  // Counts come back as numbers or numeric strings, depending on the driver.
  const rows = (result as unknown as { rows: Row[] }).rows.map((r) => ({
    ...r,
    pv: Number(r.pv),
    visitors: Number(r.visitors),
    ips: Number(r.ips),
    sessions: Number(r.sessions),
    bounced: Number(r.bounced),
    continued: Number(r.continued),
  }));
  const total = rows.find((r) => r.kind === 'total');
  const breakdowns: BreakdownCounts = { source: [], sys_type: [], browser: [], os: [] };
  for (const r of rows) if (r.kind !== 'total') breakdowns[r.kind as BreakdownColumn].push({ value: r.value, pv: r.pv, uv: r.visitors });
  return {
    pv: total?.pv ?? 0,
    addedVisitors: total?.visitors ?? 0,
    addedIps: total?.ips ?? 0,
    addedSessions: total?.sessions ?? 0,
    addedBounced: total?.bounced ?? 0,
    continuedBounced: total?.continued ?? 0,
    breakdowns,
  };
}
