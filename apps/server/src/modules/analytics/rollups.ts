/**
 * The traffic rollup (`analytics_visit_hours`, issue 11): SQL that adds what stored events
 * contribute to it. The event writer runs it in the same statement as its insert or update
 * (only for the rows that statement actually inserted or changed, so a replayed batch counts
 * once); the demo seed and the bench loader run it over events they wrote directly.
 */
import { LAUNCH_EVENT, PAGE_VIEW_EVENT } from '@coal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The UTC hour an event started in (China hours start on the same instants), whatever the session time zone. */
const hourOf = (startTime: SQL) => sql`to_timestamp(floor(extract(epoch from ${startTime}) / 3600) * 3600)`;

/** A back-office page: the same rule as the dashboards' `notBackOffice`, on the stored address. */
const isBackOffice = (url: SQL) => sql`regexp_replace(${url}, '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]*', '') ~ '^(/[^/?#]+)?/back([/?#]|$)'`;

const KEY = sql.raw('hour, session_id, uuid, ip, sys_type, back, source, browser, os, country, province');

/**
 * Adds the changes of `rows` (an FROM item with analytics_events' columns) to the rollup.
 * `inserted`: the row is new (its view or launch counts); `oldDurationMs`: the duration the
 * row had before this statement (its new one replaces it in the sum).
 */
export function addToRollup(rows: SQL, inserted: SQL, oldDurationMs: SQL): SQL {
  const view = sql`r.event_name = ${PAGE_VIEW_EVENT}`;
  return sql`insert into analytics_visit_hours as t (${KEY}, pv, launches, duration_ms, durations)
    select ${hourOf(sql`r.start_time`)}, r.session_id, r.uuid, r.ip, r.sys_type, ${isBackOffice(sql`r.url`)},
      r.source, r.browser, r.os, r.country, r.province,
      count(*) filter (where ${view} and r.inserted)::int,
      count(*) filter (where r.event_name = ${LAUNCH_EVENT} and r.inserted)::int,
      coalesce(sum(coalesce(r.duration_ms, 0) - coalesce(r.old_duration_ms, 0)) filter (where ${view}), 0)::bigint,
      coalesce(sum((r.duration_ms is not null)::int - (r.old_duration_ms is not null)::int) filter (where ${view}), 0)::int
    from (select c.*, ${inserted} as inserted, ${oldDurationMs} as old_duration_ms from ${rows} c
          where c.event_name in (${PAGE_VIEW_EVENT}, ${LAUNCH_EVENT})) r
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    having bool_or(r.inserted) or bool_or(r.duration_ms is distinct from r.old_duration_ms)
    on conflict (${KEY}) do update set pv = t.pv + excluded.pv, launches = t.launches + excluded.launches,
      duration_ms = t.duration_ms + excluded.duration_ms, durations = t.durations + excluded.durations`;
}

/** Adds stored events that were written without the event writer (demo seed, bench loader) to the rollup. */
export async function rollUpStoredEvents(db: Database, where: SQL): Promise<void> {
  await db.execute(addToRollup(sql`(select * from analytics_events where ${where})`, sql`true`, sql`null::bigint`));
}
