/**
 * The traffic rollups (`analytics_visit_hours`, `analytics_visit_days`): SQL that adds what
 * stored events contribute to them. New events are added by the rollup job (`rollUpPending`,
 * every minute, and before a dashboard reads); a later end time of an event already added
 * changes its duration in the event writer's own statement; the demo seed and the bench
 * loader add events they wrote directly.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { LAUNCH_EVENT, PAGE_VIEW_EVENT } from '@coal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { beijingToday } from '../../lib/dates.ts';
import { chinaDayStart } from './dashboard/range.ts';

/** The UTC hour an event started in (China hours start on the same instants), whatever the session time zone. */
const hourOf = (startTime: SQL) => sql`to_timestamp(floor(extract(epoch from ${startTime}) / 3600) * 3600)`;

/**
 * A back-office page: the same rule as the dashboards' `notBackOffice`, on the stored address.
 * The regular expressions run only on an address that holds `/back` at all (what they match is
 * a suffix of it): most page views are the portal's, and this runs for every row written.
 */
const isBackOffice = (url: SQL) =>
  sql`case when strpos(${url}, '/back') = 0 then false else regexp_replace(${url}, '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]*', '') ~ '^(/[^/?#]+)?/back([/?#]|$)' end`;

const KEY = sql.raw('hour, session_id, uuid, ip, sys_type, back, source, browser, os, country, province');

/** The China day (a date) of an hour instant. */
const chinaDayOfHour = (hour: SQL) => sql`((${hour} at time zone 'UTC') + interval '8 hours')::date`;

export interface RollupOptions {
  /** The rows may hold page views of days that are over: void the range archives in the same statement. */
  voidArchives?: boolean;
}

/**
 * What `rows` (a FROM item with analytics_events' columns) change in the rollups (their rows
 * locked in key order, hours before days, so concurrent writers wait and never deadlock), as the rest
 * of a statement that starts with a WITH list (`with ins as (…) ${addToRollup(…)}`): the hour
 * rollup, and the day sums (`analytics_visit_days`) the overview reads over long ranges.
 * `inserted`: the row is new (its view or launch counts); `oldDurationMs`: the duration the
 * row had before this statement (its new one replaces it in the sum).
 */
export function addToRollup(rows: SQL, inserted: SQL, oldDurationMs: SQL, options: RollupOptions = {}): SQL {
  const view = sql`r.event_name = ${PAGE_VIEW_EVENT}`;
  return sql`, rollup_changes as (
      select ${hourOf(sql`r.start_time`)} as hour, r.session_id, r.uuid, r.ip, r.sys_type, ${isBackOffice(sql`r.url`)} as back,
        r.source, r.browser, r.os, r.country, r.province,
        count(*) filter (where ${view} and r.inserted)::int as pv,
        count(*) filter (where r.event_name = ${LAUNCH_EVENT} and r.inserted)::int as launches,
        coalesce(sum(coalesce(r.duration_ms, 0) - coalesce(r.old_duration_ms, 0)) filter (where ${view}), 0)::bigint as duration_ms,
        coalesce(sum((r.duration_ms is not null)::int - (r.old_duration_ms is not null)::int) filter (where ${view}), 0)::int as durations
      from (select c.*, ${inserted} as inserted, ${oldDurationMs} as old_duration_ms from ${rows} c
            where c.event_name in (${PAGE_VIEW_EVENT}, ${LAUNCH_EVENT})) r
      group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
      having bool_or(r.inserted) or bool_or(r.duration_ms is distinct from r.old_duration_ms)
    ), rolled_hours as (
      insert into analytics_visit_hours as t (${KEY}, pv, launches, duration_ms, durations)
      select ${KEY}, pv, launches, duration_ms, durations from rollup_changes order by ${KEY}
      on conflict (${KEY}) do update set pv = t.pv + excluded.pv, launches = t.launches + excluded.launches,
        duration_ms = t.duration_ms + excluded.duration_ms, durations = t.durations + excluded.durations
      returning 1
    )${options.voidArchives ? sql`, voided as (update analytics_archive_epoch set epoch = epoch + 1 where id = 1 returning 1)` : sql``}
    insert into analytics_visit_days as d (day, sys_type, back, pv, launches, duration_ms, durations)
    select ${chinaDayOfHour(sql`hour`)}, sys_type, back, sum(pv), sum(launches), sum(duration_ms), sum(durations) from rollup_changes group by 1, 2, 3 order by 1, 2, 3
    on conflict (day, sys_type, back) do update set pv = d.pv + excluded.pv, launches = d.launches + excluded.launches,
      duration_ms = d.duration_ms + excluded.duration_ms, durations = d.durations + excluded.durations`;
}

/** Adds stored events that were written without the event writer (demo seed, bench loader) to the rollups. */
export async function rollUpStoredEvents(db: Executor, where: SQL): Promise<void> {
  // They may fall on days that are over: the range archives are voided in the same statement.
  await db.execute(
    sql`with ins as (select * from analytics_events where ${where}) ${addToRollup(sql`ins`, sql`true`, sql`null::bigint`, { voidArchives: true })}`,
  );
}

/** Pending events added a transaction: a batch holds the embedded database briefly. */
export const ROLLUP_BATCH = 2_000;

export interface RollupPacing {
  /** Stops between batches once aborted (the instance is closing); the rest waits for the next run. */
  signal?: AbortSignal;
  /**
   * After each batch, leaves the database to others for as long as the batch held it, times
   * this: PGlite runs one transaction at a time, and a backlog rolled up back to back would
   * hold the tracking events' commits for its whole length.
   */
  yieldRatio?: number;
}

/**
 * Adds the events marked pending by the event writer to the rollups and deletes their marks,
 * in one transaction a batch, so each event counts once whoever runs it (instances claim with
 * SKIP LOCKED). The claim comes first, in a statement of its own: an end time written before
 * it is read by the next statement; one written after waits for the commit, then changes the
 * sums itself (event-writer.ts). Answers how many events were added.
 */
export async function rollUpPending(db: Database, now: Date, { signal, yieldRatio = 0 }: RollupPacing = {}): Promise<number> {
  let total = 0;
  while (!signal?.aborted) {
    const started = performance.now();
    const added = await db.transaction(async (tx) => {
      const claimed = (await tx.execute(sql`select p.event_id as id, e.start_time as "startTime"
        from analytics_rollup_pending p left join analytics_events e on e.id = p.event_id
        order by p.event_id limit ${ROLLUP_BATCH} for update of p skip locked`)) as unknown as { rows: Array<{ id: string; startTime: Date | string | null }> };
      const rows = claimed.rows;
      if (rows.length === 0) return 0;
      // A view of a day that is over (a client's clock) changes figures a range archive may hold: voided with it.
      const todayStart = chinaDayStart(beijingToday(now)).getTime();
      const voidArchives = rows.some((r) => r.startTime !== null && new Date(r.startTime).getTime() < todayStart);
      await tx.execute(sql`with gone as (delete from analytics_rollup_pending where event_id = any(${sql.param(rows.map((r) => r.id))}::text[]) returning event_id),
        ins as (select e.* from analytics_events e join gone g on e.id = g.event_id)
        ${addToRollup(sql`ins`, sql`true`, sql`null::bigint`, { voidArchives })}`);
      return rows.length;
    });
    total += added;
    if (added < ROLLUP_BATCH) break;
    if (yieldRatio > 0) await sleep((performance.now() - started) * yieldRatio);
  }
  return total;
}
