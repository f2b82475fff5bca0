/**
 * The tracking events' write path: group commit. A write waits for the commit under way (if
 * any); then one transaction stores every write that waited, and each request is answered
 * once that transaction has committed: acknowledged means in the database. A failed commit
 * fails the requests of its group (nothing acknowledged); the edge's validation
 * (contracts `analytics.ts`) refuses what the database would, so one visitor's event never
 * fails the others'.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';
import { beijingToday } from '../../lib/dates.ts';
import { chinaDayStart } from './dashboard/range.ts';
import { addToRollup } from './rollups.ts';

export type AnalyticsEvent = typeof analyticsEvents.$inferInsert;

interface Waiting {
  resolve(): void;
  reject(error: unknown): void;
}

interface Group {
  /** The inserts' rows as JSON (`rowJson`), and the earliest start among them. */
  rows: string[];
  earliestStartMs: number;
  /** End times by visit: the latest wins (one UPDATE must not match a row twice). */
  ends: Map<string, Date>;
  waiting: Waiting[];
}

/** Writes in one statement at most (the rest go in the next statement of the same transaction). */
const ROWS_A_STATEMENT = 1000;

const newGroup = (): Group => ({ rows: [], earliestStartMs: Infinity, ends: new Map(), waiting: [] });

export class EventWriter {
  /** The writes waiting for the next commit. */
  private next = newGroup();
  private committing: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    /** The server's clock: page views of a China day before today void the range archives. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Stores an event; resolves once it is committed. */
  add(event: AnalyticsEvent): Promise<void> {
    const row = rowJson(event);
    return this.enqueue((group) => {
      group.rows.push(row);
      group.earliestStartMs = Math.min(group.earliestStartMs, event.startTime.getTime());
    });
  }

  /** Records the end of a visit; resolves once committed (an unknown id changes nothing). */
  end(id: string, endTime: Date): Promise<void> {
    return this.enqueue((group) => group.ends.set(id, endTime));
  }

  /** Resolves once nothing is waiting or being committed (shutdown). */
  async close(): Promise<void> {
    while (this.committing) await this.committing.catch(() => undefined);
  }

  private enqueue(add: (group: Group) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      add(this.next);
      this.next.waiting.push({ resolve, reject });
      // The first write after a quiet spell waits for the rest of this event-loop turn.
      if (!this.committing) this.committing = new Promise((started) => setImmediate(started)).then(() => this.commitWaiting());
    });
  }

  /** Commits the waiting group, then the one that gathered meanwhile, until none waits. */
  private async commitWaiting(): Promise<void> {
    while (this.next.waiting.length > 0) {
      const group = this.next;
      this.next = newGroup();
      try {
        await this.commit(group);
        for (const w of group.waiting) w.resolve();
      } catch (error) {
        for (const w of group.waiting) w.reject(error);
      }
    }
    this.committing = null;
  }

  private async commit(group: Group): Promise<void> {
    // A view of a day that is over (a client's clock) changes figures a range archive may hold:
    // the insert voids them. End times change only durations, which archives do not hold.
    const voidArchives = group.earliestStartMs < chinaDayStart(beijingToday(this.now())).getTime();
    const statements: SQL[] = [];
    for (let i = 0; i < group.rows.length; i += ROWS_A_STATEMENT)
      statements.push(eventsInsert(`[${group.rows.slice(i, i + ROWS_A_STATEMENT).join(',')}]`, voidArchives));
    // After the inserts: the end of a visit committed in this same group finds its row.
    const ends = [...group.ends];
    for (let i = 0; i < ends.length; i += ROWS_A_STATEMENT) statements.push(endsUpdate(ends.slice(i, i + ROWS_A_STATEMENT)));
    if (statements.length === 1) await this.db.execute(statements[0]!);
    else
      await this.db.transaction(async (tx) => {
        for (const statement of statements) await tx.execute(statement);
      });
  }
}

/** Lone UTF-16 surrogates (text a browser may send): PostgreSQL's JSON refuses them, its text path stores U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (_key: string, value: unknown) => (typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value);

/** An event as the JSON object of its `analytics_events` row (the keys are the column names). */
export function rowJson(e: AnalyticsEvent): string {
  return JSON.stringify(
    {
      id: e.id,
      event_name: e.eventName,
      uuid: e.uuid,
      member_id: e.memberId ?? null,
      session_id: e.sessionId,
      start_time: e.startTime.toISOString(),
      end_time: e.endTime ? e.endTime.toISOString() : null,
      duration_ms: e.durationMs ?? null,
      ip: e.ip,
      country: e.country,
      province: e.province,
      region: e.region,
      isp: e.isp ?? '',
      url: e.url,
      title: e.title ?? '',
      article_id: e.articleId ?? null,
      source: e.source,
      referrer: e.referrer ?? '',
      sys_type: e.sysType,
      browser: e.browser ?? '',
      os: e.os ?? '',
    },
    wellFormed,
  );
}

/**
 * The rows as one JSON parameter expanded by the database (`json_populate_recordset`), and
 * what they add to the traffic rollups, in one statement. Every event is new (the route made
 * its id), so every row counts.
 */
function eventsInsert(rowsJson: string, voidArchives: boolean): SQL {
  return sql`with ins as (insert into ${analyticsEvents}
      select * from json_populate_recordset(null::analytics_events, ${rowsJson}::json) returning *)
    ${addToRollup(sql`ins`, sql`true`, sql`null::bigint`, { voidArchives })}`;
}

/** All end times of a group in one UPDATE (and the rollup's durations); the duration is computed from the stored start. */
function endsUpdate(ends: Array<[string, Date]>): SQL {
  const rows = sql.join(
    ends.map(([id, endTime]) => sql`(${id}, ${endTime.toISOString()}::timestamptz)`),
    sql`, `,
  );
  return sql`with upd as (update ${analyticsEvents} set end_time = v.end_time,
    duration_ms = greatest(0, round(extract(epoch from v.end_time - ${analyticsEvents.startTime}) * 1000))::bigint
    from (values ${rows}) as v(id, end_time) where ${analyticsEvents.id} = v.id
    returning ${analyticsEvents}.*)
    ${addToRollup(sql`upd`, sql`false`, sql`(select o.duration_ms from analytics_events o where o.id = c.id)`)}`;
}
